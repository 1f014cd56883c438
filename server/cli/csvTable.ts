// CSV as sales teams save it: UTF-8 with or without BOM, comma, semicolon (Russian Excel) or tab
// delimited, quoted cells with "" escapes and line breaks, CRLF or LF. Reading and writing.

export interface CsvRow {
  /** 1-based line number where the row starts, as an editor shows it. */
  line: number
  cells: string[]
}

export class CsvSyntaxError extends Error {
  constructor(
    message: string,
    readonly line: number,
  ) {
    super(`line ${line}: ${message}`)
  }
}

/** The delimiter is the one of `,` `;` tab that occurs most in the first line, outside quotes. */
export function detectDelimiter(text: string): string {
  const firstLine = text.split(/\r?\n/, 1)[0] ?? ''
  const unquoted = firstLine.replace(/"[^"]*"/g, '')
  const counts = [',', ';', '\t'].map((d) => [d, unquoted.split(d).length - 1] as const)
  counts.sort((a, b) => b[1] - a[1])
  return counts[0]![1] > 0 ? counts[0]![0] : ','
}

export function parseCsv(
  input: string,
  delimiter = detectDelimiter(input.replace(/^\uFEFF/, '')),
): CsvRow[] {
  const text = input.replace(/^\uFEFF/, '')
  const rows: CsvRow[] = []
  let line = 1
  let rowLine = 1
  let cells: string[] = []
  let cell = ''
  let quoted = false
  let quoteLine = 0
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"'
        i++
      } else if (ch === '"') {
        quoted = false
      } else {
        if (ch === '\n') line++
        cell += ch
      }
      continue
    }
    if (ch === '"' && cell.trim() === '') {
      quoted = true
      quoteLine = line
      cell = ''
    } else if (ch === '"') {
      throw new CsvSyntaxError('a quote inside an unquoted cell', line)
    } else if (ch === delimiter) {
      cells.push(cell)
      cell = ''
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++
      cells.push(cell)
      rows.push({ line: rowLine, cells })
      cells = []
      cell = ''
      line++
      rowLine = line
    } else {
      cell += ch
    }
  }
  if (quoted) throw new CsvSyntaxError('a quoted cell is never closed', quoteLine)
  if (cell !== '' || cells.length > 0) {
    cells.push(cell)
    rows.push({ line: rowLine, cells })
  }
  return rows
}

// Cells starting with these are formulas to a spreadsheet; a leading apostrophe keeps them text.
// An E.164 phone number is all digits after the plus, so it cannot carry a formula and stays as is.
const FORMULA_START = /^[=+\-@\t\r]/
const E164 = /^\+\d{8,15}$/

export function formatCsv(rows: readonly (readonly string[])[], delimiter = ';'): string {
  const quote = (value: string) => {
    const safe = FORMULA_START.test(value) && !E164.test(value) ? `'${value}` : value
    return /[";\r\n,\t]/.test(safe) || safe.includes(delimiter)
      ? `"${safe.replace(/"/g, '""')}"`
      : safe
  }
  // BOM and CRLF: Excel on Windows opens the file as UTF-8 with the right columns.
  return `\uFEFF${rows.map((row) => row.map(quote).join(delimiter)).join('\r\n')}\r\n`
}
