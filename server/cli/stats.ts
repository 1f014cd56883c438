// npx tsx server/cli/stats.ts [--json]: catalogue figures for the sales team: flats per building
// and status, price ranges, the last update, and how many lead deliveries are still pending.

import { parseArgs } from 'node:util'
import { buildingLabel } from '../../engine/buildings'
import type { Status } from '../../engine/types'
import type { LiveFlat } from '../db'
import { EXIT, roubles, runIfMain, type Tool, usage } from './toolRunner'

export const HELP = `
Usage: npx tsx server/cli/stats.ts [--json]

Prints catalogue statistics from the database: flats per building and status (on sale, booked,
reserved, not on sale), price ranges and price per m² of flats on sale, the time of the last
change, and the number of lead deliveries still waiting in the outbox.

Options:
  --json   machine-readable output
  --help   this text

Exit codes: 0 printed, 2 usage error, 3 database error.
`

export interface BuildingStats {
  building: string
  code: number
  total: number
  byStatus: Record<Status, number>
  /** Over flats on sale (status > 0); null when none is. */
  price: { min: number; max: number } | null
  pricePerM2: { min: number; max: number } | null
}

export interface CatalogueStats {
  buildings: BuildingStats[]
  total: number
  onSale: number
  updatedAt: string | null
  liveVersion: number
  pendingDeliveries: number
}

function range(values: number[]): { min: number; max: number } | null {
  return values.length === 0 ? null : { min: Math.min(...values), max: Math.max(...values) }
}

export function catalogueStats(
  flats: readonly LiveFlat[],
): Omit<CatalogueStats, 'liveVersion' | 'pendingDeliveries'> {
  const groups = new Map<number, LiveFlat[]>()
  for (const flat of flats) {
    const list = groups.get(flat.building)
    if (list) list.push(flat)
    else groups.set(flat.building, [flat])
  }
  const buildings = [...groups.entries()]
    .sort(([a], [b]) => a - b)
    .map(([code, list]) => {
      const selling = list.filter((f) => f.status > 0)
      const byStatus: Record<Status, number> = { 0: 0, 1: 0, 2: 0, 3: 0 }
      for (const f of list) byStatus[f.status]++
      return {
        building: buildingLabel(code, 'ru'),
        code,
        total: list.length,
        byStatus,
        price: range(selling.map((f) => f.price)),
        pricePerM2: range(selling.map((f) => Math.round(f.price / f.area))),
      }
    })
  const updatedAt = flats.reduce<string | null>(
    (latest, f) => (latest && latest > f.updatedAt ? latest : f.updatedAt),
    null,
  )
  return {
    buildings,
    total: flats.length,
    onSale: flats.filter((f) => f.status > 0).length,
    updatedAt,
  }
}

export function formatStats(stats: CatalogueStats): string {
  const span = (r: { min: number; max: number } | null) =>
    r ? `${roubles(r.min)} - ${roubles(r.max)}` : '-'
  const lines = [
    'Building  Flats  On sale  Booked  Reserved  Not on sale  Price, RUB (on sale)        RUB per m²',
    ...stats.buildings.map((b) =>
      [
        b.building.padEnd(8),
        String(b.total).padStart(5),
        String(b.byStatus[1]).padStart(8),
        String(b.byStatus[2]).padStart(7),
        String(b.byStatus[3]).padStart(9),
        String(b.byStatus[0]).padStart(12),
        `  ${span(b.price).padEnd(27)}`,
        span(b.pricePerM2),
      ].join(' '),
    ),
    '',
    `All buildings: ${stats.total} flats, ${stats.onSale} selectable (status 1-3).`,
    `Last change: ${stats.updatedAt ?? 'never'} (live data version ${stats.liveVersion}).`,
    `Lead deliveries waiting in the outbox: ${stats.pendingDeliveries}.`,
  ]
  return `${lines.join('\n')}\n`
}

export const printStats: Tool = async (argv, io) => {
  const { values } = usage(() =>
    parseArgs({ args: argv, options: { json: { type: 'boolean', default: false } } }),
  )
  const db = await io.openDb()
  try {
    const stats: CatalogueStats = {
      ...catalogueStats(await db.live.rows()),
      liveVersion: await db.live.version(),
      pendingDeliveries: await db.outbox.pendingCount(),
    }
    io.stdout(values.json ? `${JSON.stringify(stats, null, 2)}\n` : formatStats(stats))
    return EXIT.ok
  } finally {
    await db.close()
  }
}

runIfMain(import.meta.url, HELP, printStats)
