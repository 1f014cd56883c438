// The room schedule (экспликация): every room of a flat, numbered from the hall through the living
// rooms to the terraces, level by level, with the number the plan prints in the room. Pure.

import type { FlatLevel, RoomKind } from '../../engine/geometry'

type P = readonly [number, number]

// The order a visitor walks a flat in: hall, living, sleeping, service, outside.
const KIND_ORDER: readonly RoomKind[] = [
  'hall',
  'kitchen-living',
  'living',
  'kitchen',
  'master-bedroom',
  'bedroom',
  'wardrobe',
  'bathroom',
  'wc',
  'laundry',
  'storage',
  'stair',
  'other',
  'terrace',
]

export interface ExplicationRow {
  number: number
  id: string
  level: 1 | 2
  kind: RoomKind
  area: number
  /** The architect's own name of a room of kind 'other' (an imported model). */
  name?: string
}

export interface Explication {
  rows: ExplicationRow[]
  numbers: Map<string, number>
  /** Sum of the rooms without terraces, m², two decimals. */
  interior: number
  terrace: number
}

export function explication(levels: readonly FlatLevel<P>[]): Explication {
  const rows: ExplicationRow[] = []
  for (const level of [...levels].sort((a, b) => a.level - b.level)) {
    const rooms = [...level.rooms].sort((a, b) => {
      const byKind = KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind)
      // Same kind: reading order on the plan, top to bottom, then left to right.
      const [ay, ax] = [
        Math.min(...a.polygon.map((p) => p[1])),
        Math.min(...a.polygon.map((p) => p[0])),
      ]
      const [by, bx] = [
        Math.min(...b.polygon.map((p) => p[1])),
        Math.min(...b.polygon.map((p) => p[0])),
      ]
      return byKind || ay - by || ax - bx
    })
    for (const room of rooms) {
      rows.push({
        number: rows.length + 1,
        id: room.id,
        level: level.level,
        kind: room.kind,
        area: room.area,
        ...(room.name ? { name: room.name } : {}),
      })
    }
  }
  const sum = (pick: (r: ExplicationRow) => boolean) =>
    Math.round(rows.filter(pick).reduce((s, r) => s + r.area, 0) * 100) / 100
  return {
    rows,
    numbers: new Map(rows.map((r) => [r.id, r.number])),
    interior: sum((r) => r.kind !== 'terrace'),
    terrace: sum((r) => r.kind === 'terrace'),
  }
}
