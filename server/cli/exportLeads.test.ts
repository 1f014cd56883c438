// The export holds personal data: these tests write it to a temp file and assert on the file,
// so nothing real-looking reaches the test log. All personas are fictional test values.
import fs from 'node:fs'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { openTestApi, type TestApi } from '../api/testApi'
import type { NewLead } from '../db'
import { parseCsv } from './csvTable'
import { exportLeads, HELP, moscowDayStart } from './export-leads'
import { runTool } from './toolRunner'
import { captureIo } from './toolTestIo'

let api: TestApi
beforeEach(async () => {
  api = await openTestApi()
})
afterEach(async () => {
  await api.close()
})

const lead = (key: string, patch: Partial<NewLead> = {}): NewLead => ({
  kind: 'callback',
  name: 'Тест Тестов',
  phone: '+79000000000',
  locale: 'ru',
  page: '/',
  flats: [],
  idempotencyKey: `export-test-key-${key}`,
  ipHash: 'test',
  ...patch,
})

async function run(...argv: string[]) {
  const io = captureIo(api.config)
  const code = await runTool(HELP, exportLeads, argv, io)
  return { code, out: io.out.join(''), err: io.err.join('') }
}

describe('export-leads', () => {
  it('writes the leads of Moscow days, both ends included, to an owner-only file', async () => {
    // 20:59 UTC on the 20th is 23:59 in Moscow; 21:00 UTC is already the 21st there.
    await api.db.leads.insert(lead('a'), [], new Date('2026-11-19T20:59:59Z')) // 19th: outside
    await api.db.leads.insert(
      lead('b', { kind: 'broker', agency: '=HYPERLINK("x")', email: 'b@example.test' }),
      [],
      new Date('2026-11-19T21:00:00Z'),
    )
    await api.db.leads.insert(
      lead('c', { flats: ['11-1-2-1', '21-1-1-3'] }),
      [],
      new Date('2026-11-21T20:59:00Z'),
    )
    await api.db.leads.insert(lead('d'), [], new Date('2026-11-21T21:00:00Z')) // 22nd: outside
    const out = path.join(api.dir, 'leads.csv')

    const result = await run('--from', '2026-11-20', '--to', '2026-11-21', '--out', out)
    expect(result.code).toBe(0)
    expect(result.out).toBe('')
    expect(result.err).toContain('Exported 2 lead(s)')
    expect(fs.statSync(out).mode & 0o777).toBe(0o600)

    const text = fs.readFileSync(out, 'utf8')
    expect(text.startsWith('\uFEFF')).toBe(true)
    const rows = parseCsv(text).map((r) => r.cells)
    expect(rows[0]).toEqual([
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
    ])
    expect(rows).toHaveLength(3)
    expect(rows[1]?.slice(1, 7)).toEqual([
      '2026-11-20 00:00',
      'брокер',
      'Тест Тестов',
      '+79000000000',
      'b@example.test',
      `'=HYPERLINK("x")`,
    ])
    expect(rows[2]?.[1]).toBe('2026-11-21 23:59')
    expect(rows[2]?.[7]).toBe('11-1-2-1 21-1-1-3')
  })

  it.each([
    [['--from', '2026-11-01'], 'Both --from and --to are required'],
    [['--from', '2026-02-30', '--to', '2026-03-01'], 'is not a date'],
    [['--from', '2026-11-02', '--to', '2026-11-01'], '--to is before --from'],
    [['--from', '2026-11-01', '--to', '2026-11-02', '--format', 'x'], 'Unknown option'],
  ])('refuses %j with exit code 2', async (argv, message) => {
    const result = await run(...argv)
    expect(result.code).toBe(2)
    expect(result.err).toContain(message)
    expect(result.err).toContain('Usage:')
  })

  it('computes Moscow midnight in UTC', () => {
    expect(moscowDayStart('2026-11-21')?.toISOString()).toBe('2026-11-20T21:00:00.000Z')
    expect(moscowDayStart('2026-13-01')).toBeNull()
  })
})
