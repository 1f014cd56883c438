// The build's reading of content/mortgage.json: a missing or broken file hides the mortgage line
// instead of failing the build or the page, and the module carries the answer as data.

import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { readMortgageProgrammes } from '../engine/mortgageProgrammes'
import { mortgageModule, readMortgageFile } from './mortgagePlugin'

const dir = mkdtempSync(path.join(tmpdir(), 'khvoya-mortgage-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))
const file = (name: string, text: string) => {
  const p = path.join(dir, name)
  writeFileSync(p, text)
  return p
}

describe('the mortgage programmes as the build reads them', () => {
  it('a missing file is none, not an error', () => {
    expect(readMortgageFile(path.join(dir, 'absent.json'))).toEqual({
      kind: 'none',
      reason: 'no mortgage file',
    })
  })

  it('broken JSON or a field out of range is none, with the reason', () => {
    expect(readMortgageFile(file('broken.json', '{ "checkedAt": ')).kind).toBe('none')
    const invalid = readMortgageFile(
      file('invalid.json', '{ "checkedAt": "2026-13-40", "programmes": [] }'),
    )
    expect(invalid).toMatchObject({ kind: 'none', reason: expect.stringContaining('checkedAt') })
  })

  it('a valid file is its programmes, and the module exports them as they were read', async () => {
    const shipped = readFileSync(new URL('../content/mortgage.json', import.meta.url), 'utf8')
    const read = readMortgageFile(file('ok.json', shipped))
    expect(read).toEqual(readMortgageProgrammes(shipped))
    expect(read.kind).toBe('programmes')
    const source = mortgageModule(read)
    const url = `data:text/javascript,${encodeURIComponent(source)}`
    expect((await import(/* @vite-ignore */ url)).default).toEqual(read)
  })
})
