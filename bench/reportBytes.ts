// The bytes part of bench/REPORT.md: JavaScript and CSS per page before interaction, judged against
// the content-page budget, each page's chunks, and why a page over budget is over it. Pure.

import { judged, shortUrl, sentence, table } from './markdown'
import type { BudgetRow, PageBytes, Section } from './results'
import { formatKb } from './stats'

/** The script URLs a page loaded, sorted: two pages with the same key load the same chunks. */
export function scriptKey(p: PageBytes): string {
  return p.files
    .filter((f) => f.type === 'script')
    .map((f) => f.url)
    .sort()
    .join(' ')
}

/**
 * Why a content page ships too much JavaScript: its largest scripts and what is in them. Pages of
 * one name (both locales) share one explanation when they miss with the same chunks.
 */
export function bytesWhy(pages: readonly PageBytes[], rows: readonly BudgetRow[]): string[] {
  const groups = new Map<string, { page: PageBytes; row: BudgetRow; also: string[] }>()
  for (const row of rows.filter((r) => r.id === 'js.content' && r.met === false)) {
    const page = pages.find((p) => `${p.page.name} (${p.page.locale})` === row.subject)
    if (!page) continue
    const key = `${page.page.name} ${scriptKey(page)}`
    const group = groups.get(key)
    if (group) group.also.push(`${row.subject} (${row.figure})`)
    else groups.set(key, { page, row, also: [] })
  }
  return [...groups.values()].map(({ page, row, also }) => {
    const top = page.files
      .filter((f) => f.type === 'script')
      .slice(0, 3)
      .map((f) => {
        const libs = f.libraries.length ? `, ${f.libraries.join(' + ')}` : ''
        return `${shortUrl(f.url, 40)} "${f.chunk ?? '?'}" ${formatKb(f.transferred)}${libs}`
      })
    const small = page.files.filter((f) => f.type === 'script' && f.raw < 1024).length
    const same = also.length ? ` The same chunks miss on ${also.join(', ')}.` : ''
    return `- \`js.content\` ${row.subject}: ${row.figure} in ${page.js.files} scripts; largest: ${top.join('; ')}. ${small} scripts are under 1 KB (one request each, sent uncompressed).${same} What would meet it: keep only the shell and the page's own code in the first load, import the rest when first used, and merge the tiny per-module chunks.`
  })
}

export function bytesSection(
  section: Section<PageBytes[]>,
  rows: readonly BudgetRow[],
  chart: string | null,
): string {
  const title = '## 2. JavaScript and CSS before interaction'
  if (!section.measured)
    return [title, '', `Not measured: ${sentence(section.reason)}`, ''].join('\n')
  const pages = section.value
  const budget = (p: PageBytes) =>
    rows.find((r) => r.id === 'js.content' && r.subject === `${p.page.name} (${p.page.locale})`)
  const out = [
    title,
    '',
    'Phone viewport, empty cache, load then network idle; transferred = bytes on the wire with `Accept-Encoding: br` (files under 1 KB are sent uncompressed). Budget: content pages < 90 KB of JavaScript transferred.',
    '',
    table(
      [
        'page',
        'locale',
        'kind',
        'JS transferred',
        'JS raw',
        'JS files',
        'CSS transferred',
        'CSS raw',
        'CSS files',
        'libraries',
      ],
      pages.map((p) => [
        p.page.name,
        p.page.locale,
        p.page.kind,
        judged(formatKb(p.js.transferred), budget(p)?.met ?? null),
        formatKb(p.js.raw),
        p.js.files,
        formatKb(p.css.transferred),
        formatKb(p.css.raw),
        p.css.files,
        p.libraries.join(', ') || 'none',
      ]),
    ),
    '',
  ]
  if (chart) out.push(`![Compressed JavaScript and CSS per page](${chart})`, '')
  const shown = new Map<string, string>()
  for (const p of pages) {
    const scripts = p.files.filter((f) => f.type === 'script')
    const key = scriptKey(p)
    const twin = shown.get(key)
    if (twin) {
      out.push(
        `${p.page.name} (${p.page.locale}): the same ${scripts.length} scripts as ${twin}.`,
        '',
      )
      continue
    }
    shown.set(key, `${p.page.name} (${p.page.locale})`)
    out.push(
      `<details><summary>${p.page.name} (${p.page.locale}): ${scripts.length} scripts</summary>`,
      '',
      table(
        ['file', 'chunk', 'transferred', 'raw', 'encoding', 'libraries'],
        scripts.map((f) => [
          shortUrl(f.url, 50),
          f.chunk ?? '',
          formatKb(f.transferred),
          formatKb(f.raw),
          f.encoding,
          f.libraries.join(', '),
        ]),
      ),
      '',
      '</details>',
      '',
    )
  }
  return out.join('\n')
}
