// npx tsx server/cli/export-leads.ts --from YYYY-MM-DD --to YYYY-MM-DD [--out FILE]: the leads of
// a date range as CSV for the sales team. Dates are Moscow days (UTC+3, the office's time zone).
// The file holds personal data: it is written readable by its owner only.

import fs from 'node:fs'
import { parseArgs } from 'node:util'
import { leadMail } from '../../content/i18n/leads'
import { formatCsv } from './csvTable'
import { EXIT, runIfMain, type Tool, UsageError, usage } from './toolRunner'

export const HELP = `
Usage: npx tsx server/cli/export-leads.ts --from YYYY-MM-DD --to YYYY-MM-DD [--out FILE] [--comma]

Writes the leads received between the two dates (both included, Moscow time) as CSV: UTF-8 with
BOM and semicolons, so Excel opens it directly. Without --out the CSV goes to standard output.

Columns: id, received (Moscow time), form, name, phone, email, agency, flats, language, page.

Options:
  --from DATE  first day, e.g. 2026-11-01
  --to DATE    last day, e.g. 2026-11-30
  --out FILE   write here (created or replaced, owner-only permissions) instead of stdout
  --comma      separate with commas instead of semicolons
  --help       this text

Exit codes: 0 written, 2 usage error, 3 database error.
`

const MOSCOW_OFFSET_MS = 3 * 3600_000
/** The form's kind in the sales team's language (content/i18n/leads.ts). */
const FORM_NAMES = {
  callback: leadMail.ru['form.callback'],
  subscription: leadMail.ru['form.subscription'],
  broker: leadMail.ru['form.broker'],
} as const

/** '2026-11-21' -> the UTC instant of 00:00 that day in Moscow; null if not a real date. */
export function moscowDayStart(day: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null
  const utcMidnight = new Date(`${day}T00:00:00Z`)
  if (Number.isNaN(utcMidnight.getTime()) || utcMidnight.toISOString().slice(0, 10) !== day)
    return null
  return new Date(utcMidnight.getTime() - MOSCOW_OFFSET_MS)
}

function moscowTime(iso: string): string {
  return new Date(Date.parse(iso) + MOSCOW_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ')
}

export const exportLeads: Tool = async (argv, io) => {
  const { values } = usage(() =>
    parseArgs({
      args: argv,
      options: {
        from: { type: 'string' },
        to: { type: 'string' },
        out: { type: 'string' },
        comma: { type: 'boolean', default: false },
      },
    }),
  )
  if (!values.from || !values.to) throw new UsageError('Both --from and --to are required.')
  const from = moscowDayStart(values.from)
  const toDay = moscowDayStart(values.to)
  if (!from) throw new UsageError(`--from ${values.from} is not a date like 2026-11-01.`)
  if (!toDay) throw new UsageError(`--to ${values.to} is not a date like 2026-11-30.`)
  if (toDay < from) throw new UsageError('--to is before --from.')
  const until = new Date(toDay.getTime() + 24 * 3600_000)

  const db = await io.openDb()
  let csv: string
  let count: number
  try {
    const leads = await db.leads.between(from.toISOString(), until.toISOString())
    count = leads.length
    const rows = leads.map((lead) => [
      lead.id,
      moscowTime(lead.createdAt),
      FORM_NAMES[lead.kind],
      lead.name ?? '',
      lead.phone ?? '',
      lead.email ?? '',
      lead.agency ?? '',
      lead.flats.join(' '),
      lead.locale,
      lead.page,
    ])
    const header = [
      'id',
      'received',
      'form',
      'name',
      'phone',
      'email',
      'agency',
      'flats',
      'language',
      'page',
    ]
    csv = formatCsv([header, ...rows], values.comma ? ',' : ';')
  } finally {
    await db.close()
  }

  if (!values.out) {
    io.stdout(csv)
    return EXIT.ok
  }
  try {
    fs.writeFileSync(values.out, csv, { mode: 0o600 })
    fs.chmodSync(values.out, 0o600)
  } catch (error) {
    io.stderr(
      `Cannot write ${values.out}: ${(error as NodeJS.ErrnoException).code ?? String(error)}\n`,
    )
    return EXIT.usage
  }
  io.stderr(
    `Exported ${count} lead(s) from ${values.from} to ${values.to} (Moscow time) into ${values.out}.\n`,
  )
  return EXIT.ok
}

runIfMain(import.meta.url, HELP, exportLeads)
