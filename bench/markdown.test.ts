import { describe, expect, it } from 'vitest'
import { cell, clip, judged, sentence, table, textTable } from './markdown'
import { flatten } from './reportSections'

describe('markdown blocks', () => {
  it('builds a table and keeps pipes and line breaks inside their cell', () => {
    expect(table(['a', 'b'], [['x|y', 'line\nbreak']])).toBe(
      '| a | b |\n| --- | --- |\n| x\\|y | line break |',
    )
    expect(cell(undefined)).toBe('')
  })

  it('marks judged figures', () => {
    expect(judged('97', true)).toBe('✅ 97')
    expect(judged('74', false)).toBe('❌ 74')
    expect(judged('n/a', null)).toBe('n/a')
  })

  it.each([
    ['timed out', 'timed out.'],
    ['no canvas.', 'no canvas.'],
    ["directive: script-src 'self'\".", "directive: script-src 'self'\"."],
  ])('makes %j a sentence', (text, expected) => {
    expect(sentence(text)).toBe(expected)
  })

  it('clips long text with an ellipsis', () => {
    expect(clip('abcdef', 4)).toBe('abc…')
    expect(clip('abc', 4)).toBe('abc')
  })

  it('aligns terminal columns by the widest cell', () => {
    expect(textTable(['k', 'value'], [['long key', '1']])).toBe(
      'k         value\n--------  -----\nlong key  1    ',
    )
  })

  it('flattens an unknown result into path | value rows', () => {
    expect(flatten({ a: { b: 1.23456, c: 'x' }, list: [1, 2] })).toEqual([
      ['a.b', '1.235'],
      ['a.c', 'x'],
      ['list', '1, 2'],
    ])
  })
})
