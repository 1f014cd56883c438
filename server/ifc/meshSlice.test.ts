import { describe, expect, it } from 'vitest'
import type { Vec2 } from './ifcModel'
import {
  chainLoops,
  largestLoop,
  placeMesh,
  sectionLoops,
  type Segment,
  sliceMesh,
  undoYUp,
  type WorldMesh,
  zRange,
} from './meshSlice'
import { signedArea } from './planGeometry'

type Vec3 = [number, number, number]

/** An axis-aligned box as 12 triangles over 8 shared corners, like a web-ifc solid. */
function boxMesh(min: Vec3, max: Vec3): WorldMesh {
  const corners: Vec3[] = []
  for (const z of [min[2], max[2]])
    for (const [x, y] of [
      [min[0], min[1]],
      [max[0], min[1]],
      [max[0], max[1]],
      [min[0], max[1]],
    ] as const)
      corners.push([x, y, z])
  // biome-ignore format: one face a line
  const faces = [
    [0, 2, 1], [0, 3, 2], [4, 5, 6], [4, 6, 7], // bottom, top
    [0, 1, 5], [0, 5, 4], [1, 2, 6], [1, 6, 5], // sides
    [2, 3, 7], [2, 7, 6], [3, 0, 4], [3, 4, 7],
  ]
  return { positions: new Float64Array(corners.flat()), indices: new Uint32Array(faces.flat()) }
}

/** The same box with every triangle on its own three vertices, as meshes with split normals come. */
function unweldedBox(min: Vec3, max: Vec3): WorldMesh {
  const shared = boxMesh(min, max)
  const positions = Array.from(shared.indices, (i) => [...shared.positions.slice(i * 3, i * 3 + 3)])
  return {
    positions: new Float64Array(positions.flat()),
    indices: new Uint32Array(positions.map((_, i) => i)),
  }
}

describe('undoYUp and placeMesh', () => {
  it("turns web-ifc's y-up (x, y, z) back into IFC's (x, -z, y)", () => {
    expect(undoYUp(1, 2, 3)).toEqual([1, -3, 2])
  })

  it('applies the placed geometry transform, then undoes y-up', () => {
    // one vertex at the origin (with its normal), moved by (10, 3, -4) in web-ifc's frame
    const vertices = new Float32Array([0, 0, 0, 0, 1, 0, 1, 0, 0, 0, 1, 0])
    const translate = [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 10, 3, -4, 1]
    const mesh = placeMesh(vertices, new Uint32Array([0, 1, 0]), translate)
    // (10, 3, -4) y-up is IFC (10, 4, 3); the second vertex adds x + 1
    expect([...mesh.positions]).toEqual([10, 4, 3, 11, 4, 3])
  })

  it('reads the height range of several solids', () => {
    expect(zRange([boxMesh([0, 0, 1], [1, 1, 2]), boxMesh([0, 0, -1], [1, 1, 0.5])])).toEqual({
      bottom: -1,
      top: 2,
    })
    expect(zRange([])).toBeNull()
  })
})

describe('sliceMesh', () => {
  it('cuts a box into its four sides', () => {
    const segments = sliceMesh(boxMesh([0, 0, 0], [4, 3, 2.5]), 1.2)
    // each side is two triangles, each crossed once: 8 segments
    expect(segments).toHaveLength(8)
    const loops = chainLoops(segments)
    expect(loops).toHaveLength(1)
    expect(Math.abs(signedArea(loops[0]!))).toBeCloseTo(12, 9)
  })

  it('gives nothing above or below the box, nor at its top face', () => {
    const box = boxMesh([0, 0, 0], [1, 1, 1])
    expect(sliceMesh(box, 2)).toEqual([])
    expect(sliceMesh(box, -1)).toEqual([])
    expect(sliceMesh(box, 1)).toEqual([])
  })
})

describe('chainLoops', () => {
  it('joins segments given in any order and direction', () => {
    const segments: Segment[] = [
      [
        [1, 1],
        [1, 0],
      ],
      [
        [0, 0],
        [1, 0],
      ],
      [
        [0, 1],
        [1, 1],
      ],
      [
        [0, 1],
        [0, 0],
      ],
    ]
    const [loop] = chainLoops(segments)
    expect(loop).toHaveLength(4)
    expect(Math.abs(signedArea(loop!))).toBe(1)
  })

  it('welds ends a few micrometres apart and bridges a gap under a centimetre', () => {
    const loops = chainLoops([
      [
        [0, 0],
        [2, 0],
      ],
      [
        [2.000004, 0],
        [2, 2],
      ],
      [
        [2, 2],
        [0, 2],
      ],
      [
        [0, 2],
        [0, 0.005],
      ],
    ])
    expect(loops).toHaveLength(1)
    expect(Math.abs(signedArea(loops[0]!))).toBeCloseTo(4, 2)
  })

  it('drops an open chain and cancels a doubled segment', () => {
    const open: Segment[] = [
      [
        [0, 0],
        [1, 0],
      ],
      [
        [1, 0],
        [1, 1],
      ],
    ]
    expect(chainLoops(open)).toEqual([])
    expect(chainLoops([...open, ...open])).toEqual([])
  })
})

describe('sectionLoops', () => {
  it('cuts an unwelded box into one counter-clockwise rectangle of four corners', () => {
    const [loop] = sectionLoops([unweldedBox([1, 2, 0], [5, 4, 3])], 0.1)
    expect(loop).toHaveLength(4)
    // 4 × 2 = 8, positive: counter-clockwise
    expect(signedArea(loop!)).toBeCloseTo(8, 9)
  })

  it('keeps the loops of each solid apart and picks the largest', () => {
    const loops = sectionLoops([boxMesh([0, 0, 0], [1, 1, 1]), boxMesh([3, 0, 0], [6, 2, 1])], 0.5)
    expect(loops).toHaveLength(2)
    const largest: Vec2[] = largestLoop(loops)
    // 3 × 2 = 6
    expect(signedArea(largest)).toBeCloseTo(6, 9)
  })

  it('merges two touching boxes of one solid into one outline', () => {
    const a = boxMesh([0, 0, 0], [1, 1, 1])
    const b = boxMesh([1, 0, 0], [3, 1, 1])
    const both: WorldMesh = {
      positions: new Float64Array([...a.positions, ...b.positions]),
      indices: new Uint32Array([...a.indices, ...Array.from(b.indices, (i) => i + 8)]),
    }
    const loops = sectionLoops([both], 0.5)
    expect(loops).toHaveLength(1)
    // 3 × 1, the shared face cancelled and the collinear points dropped
    expect(loops[0]).toHaveLength(4)
    expect(signedArea(loops[0]!)).toBeCloseTo(3, 9)
  })
})
