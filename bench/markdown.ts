// Markdown building blocks for bench/REPORT.md and plain-text tables for the console. Pure.

import type { BudgetRow, Section } from './results'

/** A table cell: pipes escaped, line breaks folded, so one value never breaks the table. */
export function cell(value: unknown): string {
  return String(value ?? '')
    .replace(/\|/g, '\\|')
    .replace(/\r?\n/g, ' ')
}

export function table(headers: string[], rows: unknown[][]): string {
  const line = (values: unknown[]) => `| ${values.map(cell).join(' | ')} |`
  return [line(headers), line(headers.map(() => '---')), ...rows.map(line)].join('\n')
}

/** A table and the blank line after it, as lines of a section; none where there are no rows. */
export function tableLines(headers: string[], rows: unknown[][]): string[] {
  return rows.length > 0 ? [table(headers, rows), ''] : []
}

export function mark(met: boolean | null): string {
  if (met === null) return 'not measured'
  return met ? '✅ met' : '❌ missed'
}

/** `✅ 98` / `❌ 74`: a figure with its budget result, for dense matrices. */
export function judged(figure: string, met: boolean | null): string {
  if (met === null) return figure
  return `${met ? '✅' : '❌'} ${figure}`
}

/** Column-aligned text for the terminal; each cell padded to its column's widest value. */
export function textTable(headers: string[], rows: string[][]): string {
  const all = [headers, ...rows]
  const widths = headers.map((_, i) => Math.max(...all.map((r) => [...(r[i] ?? '')].length)))
  const pad = (r: string[]) =>
    r.map((v, i) => v + ' '.repeat((widths[i] ?? 0) - [...v].length)).join('  ')
  return [pad(headers), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(pad)].join('\n')
}

/** A reason as a sentence: one full stop at the end, never two. */
export function sentence(text: string): string {
  return /[.!?]["')]*$/.test(text.trim()) ? text.trim() : `${text.trim()}.`
}

/** A report section that was not measured: its title and why (absent from the results: says so). */
export function notMeasuredSection(title: string, section: { reason: string } | undefined): string {
  const reason = section ? section.reason : 'not in this result'
  return [title, '', `Not measured: ${sentence(reason)}`, ''].join('\n')
}

/** Whether the budget row `id` for `subject` was met; null where no row judges it. */
export function metIn(rows: readonly BudgetRow[], id: string, subject: string): boolean | null {
  return rows.find((r) => r.id === id && r.subject === subject)?.met ?? null
}

/** Text cut to `max` characters with an ellipsis. */
export function clip(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text
}

/** A URL shortened to its path, and a long path to its last segments. */
export function shortUrl(url: string, max = 60): string {
  let text = url
  try {
    const u = new URL(url)
    text = u.pathname + u.search
  } catch {
    // Not absolute: keep as given.
  }
  return text.length > max ? `…${text.slice(text.length - max + 1)}` : text
}

/** A section's writer that writes only a measured section: `write` gets the measured value, the
 * budget rows and the title; a section not measured says why under its title. */
export function measuredSection<T>(
  title: string,
  write: (value: T, rows: readonly BudgetRow[], title: string) => string,
): (section: Section<T> | undefined, rows: readonly BudgetRow[]) => string {
  return (section, rows) =>
    section?.measured ? write(section.value, rows, title) : notMeasuredSection(title, section)
}
