import { describe, expect, it } from 'vitest'
import { readMasterplanQuery } from './masterplanQuery'

describe('readMasterplanQuery', () => {
  it.each([
    // The three links of the types page (type B is Б1-Б2).
    ['?toBottom=1&include=11,12,13,14,15,16,17,18,19', [11, 12, 13, 14, 15, 16, 17, 18, 19], true],
    ['toBottom=1&include=21,22', [21, 22], true],
    ['toBottom=true&include=32,31', [31, 32], true],
    ['include=11,99,abc,11', [11], false],
    ['include=', null, false],
    ['include=77', null, false],
    ['toBottom=0', null, false],
    ['', null, false],
  ])('%s', (search, include, toBottom) => {
    expect(readMasterplanQuery(search)).toEqual({ include, toBottom })
  })
})
