import { describe, expect, it } from 'vitest'
import { CsvSyntaxError, detectDelimiter, formatCsv, parseCsv } from './csvTable'

describe('parseCsv', () => {
  it.each([
    ['a,b\n1,2\n', ','],
    ['a;b\r\n1;2', ';'],
    ['a\tb\n1\t2', '\t'],
    ['"x;y",b,c\n', ','],
  ])('detects the delimiter of %j', (text, delimiter) => {
    expect(detectDelimiter(text)).toBe(delimiter)
  })

  it('reads BOM, quotes, escaped quotes, embedded line breaks and CRLF with line numbers', () => {
    const rows = parseCsv('\uFEFFalt;note\r\n11-1-1-1;"say ""hi""\nthere"\r\n11-1-1-2;x')
    expect(rows).toEqual([
      { line: 1, cells: ['alt', 'note'] },
      { line: 2, cells: ['11-1-1-1', 'say "hi"\nthere'] },
      { line: 4, cells: ['11-1-1-2', 'x'] },
    ])
  })

  it.each([
    ['a,b\n"open,2\n', 2],
    ['a,b\n1,x"y\n', 2],
  ])('reports a syntax error in %j at line %i', (text, line) => {
    expect(() => parseCsv(text)).toThrow(CsvSyntaxError)
    try {
      parseCsv(text)
    } catch (error) {
      expect((error as CsvSyntaxError).line).toBe(line)
    }
  })
})

describe('formatCsv', () => {
  it('quotes what needs it and defuses formulas, but keeps E.164 phones', () => {
    const text = formatCsv([['a;b', 'say "x"', '=1+1', '+79000000000', '-', 'plain']])
    expect(text).toBe('\uFEFF"a;b";"say ""x""";\'=1+1;+79000000000;\'-;plain\r\n')
    expect(parseCsv(text)[0]?.cells).toEqual([
      'a;b',
      'say "x"',
      "'=1+1",
      '+79000000000',
      "'-",
      'plain',
    ])
  })
})
