// The mortgage file a sales team edits: the one shipped must be valid (this test is the build's
// check), and a missing or broken one hides the mortgage line instead of failing the page.

import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { readMortgageProgrammes } from '../engine/mortgageProgrammes'
import { MORTGAGE, MORTGAGE_FILE, mortgageFromFiles } from './mortgage'

describe('content/mortgage.json', () => {
  it('is a valid programme list, checked on a day not in the future', () => {
    const read = readMortgageProgrammes(
      readFileSync(new URL('mortgage.json', import.meta.url), 'utf8'),
    )
    if (read.kind === 'none') throw new Error(`content/mortgage.json: ${read.reason}`)
    expect(read.checkedAt <= new Date().toISOString().slice(0, 10)).toBe(true)
    expect(MORTGAGE).toEqual(read)
  })

  it('hides the mortgage line when the file is missing or broken', () => {
    expect(mortgageFromFiles({})).toEqual({ kind: 'none', reason: 'no mortgage file' })
    expect(mortgageFromFiles({ [MORTGAGE_FILE]: '{ "checkedAt": ' }).kind).toBe('none')
  })
})
