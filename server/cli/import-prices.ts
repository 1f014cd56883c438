// npx tsx server/cli/import-prices.ts FILE.csv [--dry-run] [--confirm]: applies a price list to
// the live catalogue in one transaction, all or nothing, and prints every change in words, before
// and after, or every rejected row. A list that takes many flats off sale waits for --confirm
// (offSaleGuard.ts). The same transaction writes each change to the price history.

import fs from 'node:fs'
import { parseArgs } from 'node:util'
import { buildingLabel } from '../../engine/buildings'
import type { Status } from '../../engine/types'
import { offSaleRefusal } from './offSaleGuard'
import { historyGaps, planPriceImport } from './priceImport'
import { statusInWords } from './statusWords'
import { EXIT, roubles, runIfMain, type Tool, UsageError, usage } from './toolRunner'

export const HELP = `
Usage: npx tsx server/cli/import-prices.ts FILE.csv [--dry-run] [--confirm]

Applies a price list to the live catalogue (the status and price of each flat) in one transaction.
Nothing is applied if the file is malformed or any row is rejected; every rejected row is listed.
A price of zero or below is rejected, and so is a change to a flat whose price history has a gap
(its last recorded price or status is not the catalogue's: changed outside this tool). Every
applied change is kept in the price history with its date and the price it replaced (the flat
page shows it: GET /api/flats/{alt}/price-history).

The file: CSV in UTF-8 (comma, semicolon or tab separated), header row required.
  alt                flat id, e.g. 11-1-3-2
  or building,number building label (А1, A1) or code (11), and the flat number in the building
  status             a number or a word (Russian words too); empty keeps the current status:
                       0  not on sale, shown as a dash (sold, нет в продаже, продана)
                       1  on sale (в продаже)
                       2  booked (бронь)
                       3  reserved (резерв)
  price              roubles, spaces allowed (30 400 000); empty keeps the current price
Other columns are ignored and named in the report. Every change is printed in words, before and
after: "status on sale (1) -> booked (2), off sale; price 30 400 000 -> 31 000 000 RUB".

A list that would take more than a fifth of the flats now on sale off sale (from 1 to another
status), or every flat it names, is refused unless --confirm is given: that is what a status
column typed as if 0 meant on sale does.

Options:
  --dry-run   check the file and print what would change, without writing
  --confirm   apply a list that takes many flats off sale (see above)
  --help      this text

Exit codes: 0 applied (or dry run passed), 1 rows rejected or refused, 2 usage or malformed file, 3 database error.
Database: DATA_DIR (SQLite, default ./data) or DATABASE_URL (Postgres), as for the server.
`

export const importPrices: Tool = async (argv, io) => {
  const { values, positionals } = usage(() =>
    parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        'dry-run': { type: 'boolean', default: false },
        confirm: { type: 'boolean', default: false },
      },
    }),
  )
  if (positionals.length !== 1) throw new UsageError('Give exactly one CSV file.')
  const file = positionals[0]!
  let text: string
  try {
    text = fs.readFileSync(file, 'utf8')
  } catch (error) {
    io.stderr(`Cannot read ${file}: ${(error as NodeJS.ErrnoException).code ?? String(error)}\n`)
    return EXIT.usage
  }

  const db = await io.openDb()
  try {
    const flats = await db.live.rows()
    if (flats.length === 0) {
      io.stderr('The database has no flats yet: start the server once so it seeds the catalogue.\n')
      return EXIT.refused
    }
    const result = planPriceImport(text, flats)
    if (!result.ok) {
      io.stderr(`Malformed price list ${file}: ${result.malformed}\nNothing was applied.\n`)
      return EXIT.usage
    }
    const { plan } = result
    plan.rejected.push(...historyGaps(plan, await db.priceHistory.lastRecorded()))
    plan.rejected.sort((a, b) => a.line - b.line)
    if (plan.ignoredColumns.length > 0)
      io.stdout(`Ignored columns: ${plan.ignoredColumns.join(', ')}\n`)
    if (plan.rejected.length > 0) {
      io.stderr(`${plan.rejected.length} row(s) rejected, nothing was applied:\n`)
      for (const r of plan.rejected) io.stderr(`  line ${r.line}: ${r.reason}\n`)
      return EXIT.refused
    }
    const byAlt = new Map(flats.map((f) => [f.alt, f]))
    for (const change of plan.changes) {
      const flat = byAlt.get(change.alt)!
      io.stdout(
        `  line ${change.line}: ${buildingLabel(flat.building, 'ru')} No ${flat.number} (${change.alt}): ${changeInWords(change)}\n`,
      )
    }
    const refusal = offSaleRefusal(plan, flats)
    if (refusal && !values.confirm) {
      io.stderr(`Refused, nothing was applied: ${refusal.message}\n`)
      return EXIT.refused
    }
    if (refusal) io.stdout(`Confirmed: ${refusal.offSale} flat(s) go off sale.\n`)
    if (values['dry-run']) {
      io.stdout(
        `Dry run: ${plan.changes.length} change(s) would be applied, ${plan.unchanged} row(s) unchanged. Nothing was written.\n`,
      )
      return EXIT.ok
    }
    // Even an import that changes nothing proves the catalogue current (the freshness alert).
    await db.meta.set('prices_checked_at', new Date().toISOString())
    if (plan.changes.length === 0) {
      io.stdout(`Nothing to change: all ${plan.unchanged} row(s) match the database.\n`)
      return EXIT.ok
    }
    const version = await db.live.apply(plan.changes)
    io.stdout(
      `Applied ${plan.changes.length} change(s) in one transaction, ${plan.unchanged} row(s) unchanged. Live data version ${version}, kept in the price history.\n`,
    )
    return EXIT.ok
  } finally {
    await db.close()
  }
}

type Change = { status: Status; price: number; before: { status: Status; price: number } }

/** "status on sale (1) -> booked (2), off sale; price 30 400 000 RUB, unchanged" */
export function changeInWords(change: Change): string {
  const { before } = change
  const status =
    change.status === before.status
      ? `status ${statusInWords(before.status)}, unchanged`
      : `status ${statusInWords(before.status)} -> ${statusInWords(change.status)}${
          before.status === 1 ? ', off sale' : change.status === 1 ? ', back on sale' : ''
        }`
  const price =
    change.price === before.price
      ? `price ${roubles(before.price)} RUB, unchanged`
      : `price ${roubles(before.price)} -> ${roubles(change.price)} RUB`
  return `${status}; ${price}`
}

runIfMain(import.meta.url, HELP, importPrices)
