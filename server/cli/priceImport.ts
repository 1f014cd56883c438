// A price list (CSV) -> a plan of status and price changes, or the reasons it cannot be applied.
// The rule: all or nothing. A malformed file (no header, unknown layout, broken quoting) or any
// rejected row means nothing is applied; the report lists every rejected row with its line. So
// does a change that would leave a gap in a flat's price history (historyGaps).

import { buildingCodeFromLabel, isBuildingCode } from '../../engine/buildings'
import type { Status } from '../../engine/types'
import type { LiveFlat, PriceChange } from '../db'
import { CsvSyntaxError, parseCsv } from './csvTable'
import { statusInWords } from './statusWords'

export interface PriceRejection {
  line: number
  reason: string
}

export interface PricePlan {
  changes: (PriceChange & { line: number; before: { status: Status; price: number } })[]
  unchanged: number
  rejected: PriceRejection[]
  ignoredColumns: string[]
}

export type PricePlanResult = { ok: true; plan: PricePlan } | { ok: false; malformed: string }

const COLUMN_NAMES: Record<string, 'alt' | 'building' | 'number' | 'status' | 'price'> = {
  alt: 'alt',
  building: 'building',
  корпус: 'building',
  number: 'number',
  tr_n: 'number',
  номер: 'number',
  квартира: 'number',
  status: 'status',
  st: 'status',
  статус: 'status',
  price: 'price',
  tc: 'price',
  цена: 'price',
  стоимость: 'price',
}

const STATUS_CELLS: Record<string, Status> = {
  sold: 0,
  'not on sale': 0,
  '-': 0,
  '—': 0,
  продана: 0,
  продано: 0,
  'нет в продаже': 0,
  'снята с продажи': 0,
  'on sale': 1,
  available: 1,
  'в продаже': 1,
  свободна: 1,
  свободно: 1,
  booked: 2,
  бронь: 2,
  забронирована: 2,
  забронировано: 2,
  reserved: 3,
  резерв: 3,
  зарезервирована: 3,
  зарезервировано: 3,
}

/** A price cell without spaces (Excel writes no-break and thin spaces) or currency, minus as '-'. */
function compactPrice(cell: string): string {
  return cell
    .replace(/[\s\u00a0\u202f\u2009]/g, '')
    .replace(/(₽|руб\.?|rub)$/i, '')
    .replace(/^[\u2212\u2013]/, '-')
}

/** Roubles with any spaces, optional ',00' and currency. */
export function parsePrice(cell: string): number | null {
  const match = /^(\d+)(?:[.,]0{1,2})?$/.exec(compactPrice(cell))
  if (!match) return null
  const value = Number(match[1])
  return value > 0 && value <= 2_000_000_000 ? value : null
}

/** A number of roubles that is zero or negative (Excel's minus sign too): named apart, as the likeliest slip. */
export function isZeroOrBelow(cell: string): boolean {
  const compact = compactPrice(cell)
  if (!/^-?\d+(?:[.,]\d+)?$/.test(compact)) return false
  return Number(compact.replace(',', '.')) <= 0
}

export function parseStatus(cell: string): Status | null {
  const word = cell.trim().toLowerCase().replace(/ё/g, 'е').replace(/\s+/g, ' ')
  if (/^[0-3]$/.test(word)) return Number(word) as Status
  return STATUS_CELLS[word] ?? null
}

export function planPriceImport(text: string, flats: readonly LiveFlat[]): PricePlanResult {
  let rows: ReturnType<typeof parseCsv>
  try {
    rows = parseCsv(text).filter((row) => row.cells.some((cell) => cell.trim() !== ''))
  } catch (error) {
    if (error instanceof CsvSyntaxError) return { ok: false, malformed: error.message }
    throw error
  }
  const [header, ...body] = rows
  if (!header) return { ok: false, malformed: 'the file is empty; a header row is required' }

  const columns = new Map<string, number>()
  const ignoredColumns: string[] = []
  header.cells.forEach((raw, index) => {
    const name = COLUMN_NAMES[raw.trim().toLowerCase()]
    if (!name) ignoredColumns.push(raw.trim())
    else if (columns.has(name)) ignoredColumns.push(`${raw.trim()} (repeats ${name})`)
    else columns.set(name, index)
  })
  if (!columns.has('alt') && !(columns.has('building') && columns.has('number'))) {
    return {
      ok: false,
      malformed: `line ${header.line}: the header needs an "alt" column, or "building" and "number"`,
    }
  }
  if (!columns.has('status') && !columns.has('price')) {
    return {
      ok: false,
      malformed: `line ${header.line}: the header needs a "status" or a "price" column`,
    }
  }

  const byAlt = new Map(flats.map((f) => [f.alt, f]))
  const byNumber = new Map(flats.map((f) => [`${f.building}/${f.number}`, f]))
  const seen = new Map<string, number>()
  const plan: PricePlan = { changes: [], unchanged: 0, rejected: [], ignoredColumns }
  const cell = (cells: string[], name: string) => {
    const index = columns.get(name)
    return index === undefined ? '' : (cells[index] ?? '').trim()
  }

  for (const { line, cells } of body) {
    const reject = (reason: string) => plan.rejected.push({ line, reason })
    if (cells.length > header.cells.length) {
      reject(`${cells.length} cells, but the header has ${header.cells.length}`)
      continue
    }
    const flat = findFlat(
      cell(cells, 'alt'),
      cell(cells, 'building'),
      cell(cells, 'number'),
      byAlt,
      byNumber,
    )
    if (typeof flat === 'string') {
      reject(flat)
      continue
    }
    const earlier = seen.get(flat.alt)
    if (earlier !== undefined) {
      reject(`flat ${flat.alt} is already on line ${earlier}`)
      continue
    }
    seen.set(flat.alt, line)
    const statusCell = cell(cells, 'status')
    const priceCell = cell(cells, 'price')
    if (statusCell === '' && priceCell === '') {
      reject(`nothing to change for ${flat.alt}: status and price are both empty`)
      continue
    }
    const status = statusCell === '' ? flat.status : parseStatus(statusCell)
    if (status === null) {
      reject(
        `status "${statusCell}" is not 0 (not on sale), 1 (on sale), 2 (booked), 3 (reserved) or a known word`,
      )
      continue
    }
    const price = priceCell === '' ? flat.price : parsePrice(priceCell)
    if (price === null) {
      reject(
        isZeroOrBelow(priceCell)
          ? `price "${priceCell}" for flat ${flat.alt} is zero or below; a price must be above zero`
          : `price "${priceCell}" is not a whole number of roubles between 1 and 2 000 000 000`,
      )
      continue
    }
    if (status === flat.status && price === flat.price) plan.unchanged++
    else
      plan.changes.push({
        line,
        alt: flat.alt,
        status,
        price,
        before: { status: flat.status, price: flat.price },
      })
  }
  return { ok: true, plan }
}

function findFlat(
  alt: string,
  building: string,
  number: string,
  byAlt: Map<string, LiveFlat>,
  byNumber: Map<string, LiveFlat>,
): LiveFlat | string {
  let fromNumber: LiveFlat | undefined
  if (building !== '' || number !== '') {
    const code = /^\d+$/.test(building) ? Number(building) : buildingCodeFromLabel(building)
    if (code === null || !isBuildingCode(code))
      return `building "${building}" is not a label like А1 or a code like 11`
    if (!/^\d+$/.test(number)) return `number "${number}" is not a flat number`
    fromNumber = byNumber.get(`${code}/${Number(number)}`)
    if (!fromNumber) return `building ${building} has no flat number ${number}`
  }
  if (alt === '') return fromNumber ?? 'no flat given: fill "alt", or "building" and "number"'
  const fromAlt = byAlt.get(alt)
  if (!fromAlt) return `flat ${alt} is not in the catalogue`
  if (fromNumber && fromNumber.alt !== alt)
    return `alt ${alt} and building/number (${fromNumber.alt}) name different flats`
  return fromAlt
}

/**
 * The changes whose flat's price history does not end where the live catalogue stands: something
 * changed the price or status outside the import (a hand edit, a partial restore), and the
 * history would jump over it. Refused with the row named, so the flat page never shows a change
 * from a price the buyer never saw; a flat with no history yet starts one and is no gap.
 */
export function historyGaps(
  plan: PricePlan,
  lastRecorded: ReadonlyMap<string, { status: Status; price: number }>,
): PriceRejection[] {
  const gaps: PriceRejection[] = []
  for (const change of plan.changes) {
    const last = lastRecorded.get(change.alt)
    if (!last || (last.status === change.before.status && last.price === change.before.price))
      continue
    const what =
      last.price !== change.before.price
        ? `price ${last.price} but the catalogue has ${change.before.price}`
        : `status ${statusInWords(last.status)} but the catalogue has ${statusInWords(change.before.status)}`
    gaps.push({
      line: change.line,
      reason: `the price history of flat ${change.alt} has a gap: it ends at ${what}, changed outside the import; record that change first (or restore the history with the catalogue)`,
    })
  }
  return gaps
}
