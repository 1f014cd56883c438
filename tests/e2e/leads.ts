// Reads the leads the e2e server stored through the sales team's export tool, run in this process
// on a second connection to the server's database (as the tool's own process would open it; a
// process per read cost half a minute of the suite). The CSV stays in memory: lead contents never
// reach the test log.

import { readFileSync } from 'node:fs'
import { exportLeads } from '../../server/cli/export-leads'
import { EXIT } from '../../server/cli/toolRunner'
import { openDatabase } from '../../server/db'

export const DATA_DIR_FILE = 'test-results/e2e-data-dir.txt'

export interface ExportedLead {
  form: string
  name: string
  phone: string
  email: string
  flats: string
  language: string
  page: string
}

/** The stored leads whose name is `name` (every test signs its leads with a name of its own). */
export async function leadsNamed(name: string): Promise<ExportedLead[]> {
  return (await exportedLeads()).filter((lead) => lead.name === name)
}

export async function exportedLeads(): Promise<ExportedLead[]> {
  const dataDir = readFileSync(DATA_DIR_FILE, 'utf8').trim()
  const today = Date.now()
  const day = (t: number) => new Date(t).toISOString().slice(0, 10)
  const out: string[] = []
  const err: string[] = []
  const code = await exportLeads(
    ['--from', day(today - 2 * 86_400_000), '--to', day(today + 2 * 86_400_000), '--comma'],
    {
      stdout: (text) => void out.push(text),
      stderr: (text) => void err.push(text),
      openDb: () => openDatabase({ dataDir, databaseUrl: undefined }),
    },
  )
  if (code !== EXIT.ok) throw new Error(`export-leads exited with ${code}: ${err.join('')}`)
  const [header, ...rows] = out
    .join('')
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/)
  const columns = parseCsvLine(header ?? '')
  return rows.map((row) => {
    const cells = parseCsvLine(row)
    const get = (column: string) => cells[columns.indexOf(column)] ?? ''
    return {
      form: get('form'),
      name: get('name'),
      phone: get('phone'),
      email: get('email'),
      flats: get('flats'),
      language: get('language'),
      page: get('page'),
    }
  })
}

function parseCsvLine(line: string): string[] {
  const cells: string[] = []
  let cell = ''
  let quoted = false
  for (let i = 0; i < line.length; i++) {
    const ch = line[i]
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        cell += '"'
        i++
      } else if (ch === '"') quoted = false
      else cell += ch
    } else if (ch === '"') quoted = true
    else if (ch === ',') {
      cells.push(cell)
      cell = ''
    } else cell += ch
  }
  cells.push(cell)
  return cells
}
