// Pure mesh geometry for the IFC reader: web-ifc's placed triangles brought into the IFC world
// (z up, metres), their height range, and their cut by a horizontal plane chained into closed
// loops. Arrays in, arrays out; nothing here calls web-ifc.
import type { Vec2 } from './ifcModel'
import { counterClockwise, signedArea, simplifyCollinear } from './planGeometry'

/** One solid of an element: triangles in the IFC world frame, x y z (z up), metres. */
export interface WorldMesh {
  positions: Float64Array
  /** Three vertex indices a triangle. */
  indices: Uint32Array
}

/**
 * web-ifc hands meshes y-up (its world is three.js's): its (x, y, z) is IFC's (x, z, -y).
 * This turns such a point back into IFC's frame.
 */
export function undoYUp(x: number, y: number, z: number): [number, number, number] {
  return [x, -z, y]
}

/**
 * Applies a placed geometry's flat 4x4 transform (column-major, as web-ifc gives it, already in
 * metres and y-up) to its vertices (x y z nx ny nz a vertex) and undoes the y-up convention.
 */
export function placeMesh(
  vertexData: Float32Array,
  indices: Uint32Array,
  transform: readonly number[],
): WorldMesh {
  const t = transform
  const count = Math.floor(vertexData.length / 6)
  const positions = new Float64Array(count * 3)
  for (let i = 0; i < count; i++) {
    const x = vertexData[i * 6]!
    const y = vertexData[i * 6 + 1]!
    const z = vertexData[i * 6 + 2]!
    const wx = t[0]! * x + t[4]! * y + t[8]! * z + t[12]!
    const wy = t[1]! * x + t[5]! * y + t[9]! * z + t[13]!
    const wz = t[2]! * x + t[6]! * y + t[10]! * z + t[14]!
    const [ix, iy, iz] = undoYUp(wx, wy, wz)
    positions[i * 3] = ix
    positions[i * 3 + 1] = iy
    positions[i * 3 + 2] = iz
  }
  return { positions, indices }
}

/** Lowest and highest z of the meshes, or null when they have no vertex. */
export function zRange(meshes: readonly WorldMesh[]): { bottom: number; top: number } | null {
  let bottom = Number.POSITIVE_INFINITY
  let top = Number.NEGATIVE_INFINITY
  for (const { positions } of meshes) {
    for (let i = 2; i < positions.length; i += 3) {
      bottom = Math.min(bottom, positions[i]!)
      top = Math.max(top, positions[i]!)
    }
  }
  return bottom <= top ? { bottom, top } : null
}

/** Every vertex seen from above. */
export function planPoints(meshes: readonly WorldMesh[]): Vec2[] {
  const out: Vec2[] = []
  for (const { positions } of meshes) {
    for (let i = 0; i < positions.length; i += 3) out.push([positions[i]!, positions[i + 1]!])
  }
  return out
}

export type Segment = readonly [Vec2, Vec2]

/**
 * The mesh's triangles cut by the plane at height z. A vertex exactly on the plane counts as
 * below it, so every triangle gives none or one segment and the cut is that of z + ε.
 */
export function sliceMesh(mesh: WorldMesh, z: number): Segment[] {
  const { positions: p, indices } = mesh
  const out: Segment[] = []
  const crossing = (a: number, b: number): Vec2 => {
    // Always interpolate from the lower index so two triangles sharing an edge get one point.
    const [i, j] = a < b ? [a, b] : [b, a]
    const zi = p[i * 3 + 2]!
    const t = (z - zi) / (p[j * 3 + 2]! - zi)
    return [
      p[i * 3]! + t * (p[j * 3]! - p[i * 3]!),
      p[i * 3 + 1]! + t * (p[j * 3 + 1]! - p[i * 3 + 1]!),
    ]
  }
  for (let k = 0; k + 2 < indices.length; k += 3) {
    const tri = [indices[k]!, indices[k + 1]!, indices[k + 2]!] as const
    const above = tri.map((v) => p[v * 3 + 2]! > z)
    const points: Vec2[] = []
    for (let e = 0; e < 3; e++) {
      const a = tri[e]!
      const b = tri[(e + 1) % 3]!
      if (above[e] !== above[(e + 1) % 3]) points.push(crossing(a, b))
    }
    if (points.length === 2) out.push([points[0]!, points[1]!])
  }
  return out
}

/**
 * Chains cut segments into closed loops. Ends closer than `weld` are one point; a segment met an
 * even number of times (the shared face of two touching solids) cancels out; open chains whose
 * ends are within `gap` of each other are joined, the rest dropped.
 */
export function chainLoops(segments: readonly Segment[], weld = 1e-4, gap = 0.01): Vec2[][] {
  const nodes: Vec2[] = []
  const cells = new Map<string, number[]>()
  const nodeOf = (p: Vec2): number => {
    const cx = Math.round(p[0] / weld)
    const cy = Math.round(p[1] / weld)
    for (let dx = -1; dx <= 1; dx++) {
      for (let dy = -1; dy <= 1; dy++) {
        for (const n of cells.get(`${cx + dx},${cy + dy}`) ?? []) {
          const q = nodes[n]!
          if (Math.hypot(q[0] - p[0], q[1] - p[1]) <= weld) return n
        }
      }
    }
    nodes.push(p)
    const key = `${cx},${cy}`
    cells.set(key, [...(cells.get(key) ?? []), nodes.length - 1])
    return nodes.length - 1
  }
  const edgeCount = new Map<string, number>()
  for (const [a, b] of segments) {
    const na = nodeOf(a)
    const nb = nodeOf(b)
    if (na === nb) continue
    const key = na < nb ? `${na} ${nb}` : `${nb} ${na}`
    edgeCount.set(key, (edgeCount.get(key) ?? 0) + 1)
  }
  const adjacent = new Map<number, number[]>()
  for (const [key, count] of edgeCount) {
    if (count % 2 === 0) continue
    const [a, b] = key.split(' ').map(Number) as [number, number]
    adjacent.set(a, [...(adjacent.get(a) ?? []), b])
    adjacent.set(b, [...(adjacent.get(b) ?? []), a])
  }
  const take = (a: number, b: number) => {
    const list = adjacent.get(a)!
    list.splice(list.indexOf(b), 1)
    const back = adjacent.get(b)!
    back.splice(back.indexOf(a), 1)
  }
  const loops: number[][] = []
  const open: number[][] = []
  // Start open chains at their dead ends first, so a chain is walked whole, not from its middle.
  const starts = [...adjacent.keys()].sort(
    (a, b) => (adjacent.get(b)!.length % 2) - (adjacent.get(a)!.length % 2),
  )
  for (const start of starts) {
    while (adjacent.get(start)!.length > 0) {
      const chain = [start]
      let at = start
      while (adjacent.get(at)!.length > 0) {
        const next = adjacent.get(at)![0]!
        take(at, next)
        at = next
        if (at === start) break
        chain.push(at)
      }
      ;(at === start ? loops : open).push(chain)
    }
  }
  const points = (chain: number[]) => chain.map((n) => nodes[n]!)
  return [...loops.map(points), ...joinOpenChains(open.map(points), gap)]
}

/** Joins open chains end to end while their ends are within `gap`; returns the closed ones. */
function joinOpenChains(chains: Vec2[][], gap: number): Vec2[][] {
  const near = (p: Vec2, q: Vec2) => Math.hypot(p[0] - q[0], p[1] - q[1]) <= gap
  const closed: Vec2[][] = []
  const pending = [...chains]
  while (pending.length > 0) {
    let chain = pending.pop()!
    let grown = true
    while (grown && !(chain.length > 2 && near(chain[0]!, chain.at(-1)!))) {
      grown = false
      for (let i = 0; i < pending.length; i++) {
        const other = pending[i]!
        const end = chain.at(-1)!
        if (near(end, other[0]!)) chain = [...chain, ...other]
        else if (near(end, other.at(-1)!)) chain = [...chain, ...[...other].reverse()]
        else continue
        pending.splice(i, 1)
        grown = true
        break
      }
    }
    if (chain.length > 2 && near(chain[0]!, chain.at(-1)!)) closed.push(chain)
  }
  return closed
}

/**
 * The plan section of an element's solids at height z: closed loops, counter-clockwise, without
 * collinear points (within 1 mm) and without slivers under 1 cm².
 */
export function sectionLoops(meshes: readonly WorldMesh[], z: number): Vec2[][] {
  const loops: Vec2[][] = []
  for (const mesh of meshes) {
    for (const loop of chainLoops(sliceMesh(mesh, z))) {
      const simple = simplifyCollinear(counterClockwise(loop))
      if (simple.length >= 3 && Math.abs(signedArea(simple)) >= 1e-4) loops.push(simple)
    }
  }
  return loops
}

/** The loop enclosing the largest area, or [] when there is none. */
export function largestLoop(loops: readonly (readonly Vec2[])[]): Vec2[] {
  let best: readonly Vec2[] = []
  for (const loop of loops) if (Math.abs(signedArea(loop)) > Math.abs(signedArea(best))) best = loop
  return [...best]
}
