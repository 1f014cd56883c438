// The mortgage file a sales team edits: the one shipped must be valid (this test is the build's
// check), and the flat page gets exactly what the build read from it.

import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { readMortgageProgrammes } from '../engine/mortgageProgrammes'
import { MORTGAGE } from './mortgage'

describe('content/mortgage.json', () => {
  it('is a valid programme list, checked on a day not in the future', () => {
    const read = readMortgageProgrammes(
      readFileSync(new URL('mortgage.json', import.meta.url), 'utf8'),
    )
    if (read.kind === 'none') throw new Error(`content/mortgage.json: ${read.reason}`)
    expect(read.checkedAt <= new Date().toISOString().slice(0, 10)).toBe(true)
    expect(MORTGAGE).toEqual(read)
  })
})
