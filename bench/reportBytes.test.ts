import { describe, expect, it } from 'vitest'
import { evaluateBudgets } from './budgets'
import { page, pageBytes, results } from './fixtures'
import { bytesSection, bytesWhy } from './reportBytes'

describe('bytes', () => {
  const file = (url: string, transferred: number) => ({
    url,
    type: 'script' as const,
    raw: transferred * 3,
    transferred,
    encoding: 'br',
    chunk: 'Loading',
    libraries: ['react-dom'],
  })
  const heavy = (locale: 'ru' | 'en') =>
    pageBytes({
      page: page({ locale }),
      js: { raw: 360_000, transferred: 120_000, files: 2 },
      files: [file('/assets/a.js', 100_000), file('/assets/b.js', 300)],
    })
  const pages = [heavy('ru'), heavy('en')]
  const rows = evaluateBudgets(results({ bytes: { measured: true, ms: 1, value: pages } }))

  it('explains pages that miss with the same chunks once', () => {
    const why = bytesWhy(pages, rows)
    expect(why).toHaveLength(1)
    expect(why[0]).toContain('largest: /assets/a.js "Loading" 97.7 KB, react-dom')
    expect(why[0]).toContain('1 scripts are under 1 KB')
    expect(why[0]).toContain('The same chunks miss on home (en) (117.2 KB)')
  })

  it("lists a page's chunks once and points its twin to them", () => {
    const md = bytesSection({ measured: true, ms: 1, value: pages }, rows, null)
    expect(md.match(/<details>/g)).toHaveLength(1)
    expect(md).toContain('home (en): the same 2 scripts as home (ru).')
  })
})
