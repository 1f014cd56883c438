// Reads the leads the e2e server stored, through the sales team's export tool, into a temp file:
// lead contents never reach the test log.

import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

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

export function exportedLeads(): ExportedLead[] {
  const dataDir = readFileSync(DATA_DIR_FILE, 'utf8').trim()
  const dir = mkdtempSync(path.join(tmpdir(), 'khvoya-export-'))
  const out = path.join(dir, 'leads.csv')
  const today = new Date()
  const day = (d: Date) => d.toISOString().slice(0, 10)
  try {
    execFileSync(
      process.execPath,
      [
        '--import',
        'tsx',
        'server/cli/export-leads.ts',
        '--from',
        day(new Date(today.getTime() - 2 * 86_400_000)),
        '--to',
        day(new Date(today.getTime() + 2 * 86_400_000)),
        '--out',
        out,
        '--comma',
      ],
      { env: { ...process.env, DATA_DIR: dataDir }, stdio: 'pipe' },
    )
    const [header, ...rows] = readFileSync(out, 'utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/)
    const columns = parseCsvLine(header ?? '')
    return rows.map((row) => {
      const cells = parseCsvLine(row)
      const get = (name: string) => cells[columns.indexOf(name)] ?? ''
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
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
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
