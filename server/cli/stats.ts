// npx tsx server/cli/stats.ts [--json]: catalogue figures for the sales team: flats per building
// and status, price ranges, the last update, and how many lead deliveries are still pending.

import { parseArgs } from 'node:util'
import { buildingLabel } from '../../engine/buildings'
import type { Status } from '../../engine/types'
import type { LiveFlat } from '../db'
import { EXIT, roubles, runIfMain, type Tool, usage } from './toolRunner'

export const HELP = `
Usage: npx tsx server/cli/stats.ts [--json]

Prints catalogue statistics from the database: flats per building and status, price ranges and
price per m² of the flats on sale (status 1 only, leaving out those whose price is on request), the time of the last change, and the number of
lead deliveries still waiting in the outbox. Each column says what it counts; the statuses are
the spec's: 0 not on sale (shown on the site as a dash), 1 on sale, 2 booked, 3 reserved.

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
  /** Over flats on sale (status 1 only); null when none is. */
  price: { min: number; max: number } | null
  pricePerM2: { min: number; max: number } | null
}

export interface CatalogueStats {
  buildings: BuildingStats[]
  total: number
  /** Status 1. */
  onSale: number
  /** Status 1-3: the flats the site shows with a status word (0 shows a dash). */
  shown: number
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
      // A price of 0 is "on request" (an imported building before its price list): no range.
      const selling = list.filter((f) => f.status === 1 && f.price > 0)
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
    onSale: flats.filter((f) => f.status === 1).length,
    shown: flats.filter((f) => f.status > 0).length,
    updatedAt,
  }
}

export function formatStats(stats: CatalogueStats): string {
  const span = (r: { min: number; max: number } | null) =>
    r ? `${roubles(r.min)} - ${roubles(r.max)}` : '-'
  // Each header names the status number it counts, so nobody reads 0 as on sale.
  const columns: [string, (b: BuildingStats) => string][] = [
    ['Building', (b) => b.building],
    ['Flats (all)', (b) => String(b.total)],
    ['1 on sale', (b) => String(b.byStatus[1])],
    ['2 booked', (b) => String(b.byStatus[2])],
    ['3 reserved', (b) => String(b.byStatus[3])],
    ['0 not on sale (-)', (b) => String(b.byStatus[0])],
    ['Price, RUB, of 1 on sale', (b) => span(b.price)],
    ['RUB per m², of 1 on sale', (b) => span(b.pricePerM2)],
  ]
  const widths = columns.map(([head, cell]) =>
    Math.max(head.length, ...stats.buildings.map((b) => cell(b).length)),
  )
  const row = (cells: string[]) =>
    cells
      .map((c, i) => (i === 0 || i >= 6 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!)))
      .join('  ')
      .trimEnd()
  const lines = [
    row(columns.map(([head]) => head)),
    ...stats.buildings.map((b) => row(columns.map(([, cell]) => cell(b)))),
    '',
    `All buildings: ${stats.total} flats; ${stats.onSale} on sale (1); ${stats.shown} shown with a status word (1 on sale, 2 booked, 3 reserved); ${stats.total - stats.shown} not on sale (0, a dash on the site).`,
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
