// npx tsx server/cli/import-prices.ts FILE.csv [--dry-run]: applies a price list to the live
// catalogue in one transaction, all or nothing, and prints every change or every rejected row.
// The same transaction writes each change to the price history (server/db/priceHistory.ts).

import fs from 'node:fs'
import { parseArgs } from 'node:util'
import { buildingLabel } from '../../engine/buildings'
import { historyGaps, planPriceImport, STATUS_NAMES } from './priceImport'
import { EXIT, roubles, runIfMain, type Tool, UsageError, usage } from './toolRunner'

export const HELP = `
Usage: npx tsx server/cli/import-prices.ts FILE.csv [--dry-run]

Applies a price list to the live catalogue (the status and price of each flat) in one transaction.
Nothing is applied if the file is malformed or any row is rejected; every rejected row is listed.
A price of zero or below is rejected, and so is a change to a flat whose price history has a gap
(its last recorded price or status is not the catalogue's: changed outside this tool). Every
applied change is kept in the price history with its date and the price it replaced (the flat
page shows it: GET /api/flats/{alt}/price-history).

The file: CSV in UTF-8 (comma, semicolon or tab separated), header row required.
  alt                flat id, e.g. 11-1-3-2
  or building,number building label (А1, A1) or code (11), and the flat number in the building
  status             0-3, or on sale / booked / reserved / sold (Russian words too:
                     в продаже, бронь, резерв, продана); empty keeps the current status
  price              roubles, spaces allowed (30 400 000); empty keeps the current price
Other columns are ignored and named in the report.

Options:
  --dry-run   check the file and print what would change, without writing
  --help      this text

Exit codes: 0 applied (or dry run passed), 1 rows rejected, 2 usage or malformed file, 3 database error.
Database: DATA_DIR (SQLite, default ./data) or DATABASE_URL (Postgres), as for the server.
`

export const importPrices: Tool = async (argv, io) => {
  const { values, positionals } = usage(() =>
    parseArgs({
      args: argv,
      allowPositionals: true,
      options: { 'dry-run': { type: 'boolean', default: false } },
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
      const what = [
        change.status !== change.before.status &&
          `status ${STATUS_NAMES[change.before.status]} -> ${STATUS_NAMES[change.status]}`,
        change.price !== change.before.price &&
          `price ${roubles(change.before.price)} -> ${roubles(change.price)}`,
      ].filter(Boolean)
      io.stdout(
        `  line ${change.line}: ${buildingLabel(flat.building, 'ru')} No ${flat.number} (${change.alt}): ${what.join(', ')}\n`,
      )
    }
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

runIfMain(import.meta.url, HELP, importPrices)
