// Triangulates the elements the site uses with web-ifc, one element at a time, and copies each of
// its solids out of the WASM heap into the IFC world frame (see meshSlice.ts), so web-ifc can free
// them as it goes: web-ifc keeps a streamed geometry alive only during its callback.
import type { IfcAPI } from 'web-ifc'
import { placeMesh, type WorldMesh } from './meshSlice'

export function elementMeshes(
  api: IfcAPI,
  model: number,
  ids: readonly number[],
): Map<number, WorldMesh[]> {
  const out = new Map<number, WorldMesh[]>()
  if (ids.length === 0) return out
  api.StreamMeshes(model, [...ids], (mesh) => {
    const solids: WorldMesh[] = []
    const placed = mesh.geometries
    for (let i = 0; i < placed.size(); i++) {
      const { geometryExpressID, flatTransformation } = placed.get(i)
      const geometry = api.GetGeometry(model, geometryExpressID)
      const vertices = api.GetVertexArray(geometry.GetVertexData(), geometry.GetVertexDataSize())
      const indices = api.GetIndexArray(geometry.GetIndexData(), geometry.GetIndexDataSize())
      if (vertices.length > 0 && indices.length > 0) {
        solids.push(placeMesh(vertices, indices, flatTransformation))
      }
    }
    if (solids.length > 0) out.set(mesh.expressID, solids)
  })
  return out
}
