import { describe, expect, it } from 'vitest'
import { deferHydration, loaderScript, modeOf, routeOf } from './deferHydration'
import { elementsNamed, parseHtml, textOf } from './htmlDocument'

// What deferHydration makes of a page: the loader in Vike's place and what it is given, the
// preloads and the stylesheet moved. How the loader then behaves: deferHydration.loader.test.ts.
const ENTRIES = ['/assets/entries/pages_client.A.js', '/assets/entries/entry-client-routing.B.js']
const CHUNK = '/assets/chunks/chunk-C.js'

/** A page as Vike writes it, with more in its <head> and <body>. */
const page = (route: string, head = '', body = '') => `<html><head>
<script id="vike_pageContext" type="application/json">{"locale":"ru","routeName":"${route}"}</script>
<script type="module" async>
import("${ENTRIES[0]}");
import("${ENTRIES[1]}");
</script>
        <link rel="modulepreload" href="${CHUNK}" as="script" type="text/javascript">${head}
</head><body>${body}</body></html>`

/** The text of the page's module scripts: after deferHydration, the loader alone. */
const modules = (html: string) =>
  elementsNamed(parseHtml(html), 'script', { type: 'module' }).map(textOf)

const vikeFont = (name: string) =>
  `<link rel="preload" href="/assets/static/${name}.H4sh.woff2" as="font" type="font/woff2" crossorigin>`
const sheet = (href: string) => `<link rel="stylesheet" type="text/css" href="${href}">`

describe('the route a page hydrates by', () => {
  it('is read from the page context, and a context that is not JSON names none', () => {
    expect(routeOf(parseHtml(page('about-philosophy')))).toBe('about-philosophy')
    expect(routeOf(parseHtml('<html></html>'))).toBeNull()
    const broken = page('plans').replace('"routeName":"plans"}', '"routeName":"plans"')
    expect(routeOf(parseHtml(broken))).toBeNull()
  })

  it.each([
    ['about-philosophy', 'interaction'],
    ['index', 'interaction'],
    [null, 'interaction'],
    ['plans', 'idle'],
    ['plans-plans-search', 'idle'],
    ['plans-plans-favorites', 'idle'],
    ['masterplan', 'idle'],
    ['masterplan-master', 'idle'],
    ['pdf-generate', 'idle'],
    ['pdf-template', 'idle'],
    ['test', 'idle'],
  ] as const)('%s hydrates on %s (the route manifest says)', (route, mode) => {
    expect(modeOf(route)).toBe(mode)
  })
})

describe('the page as served', () => {
  it('is the page less its preloads, with the loader in Vike’s place and the stylesheet held back', () => {
    const html =
      '<html><head><title>Хвоя</title><link rel="modulepreload" href="/c.js" as="script">' +
      '<link rel="preload" href="/a.woff2" as="font" crossorigin>' +
      '<link rel="preload" href="/b.woff2" data-first-screen as="font" crossorigin>' +
      '<link rel="preload" type="text/css" href="/s.css" as="style">' +
      '<script id="vike_pageContext" type="application/json">{"routeName":"about"}</script>' +
      '<script type="module" async>import("/e.js");</script></head>' +
      '<body><div>Текст</div><link rel="stylesheet" type="text/css" href="/s.css"></body></html>'
    expect(deferHydration(html)).toBe(
      '<html><head><title>Хвоя</title>' +
        '<link rel="preload" href="/b.woff2" data-first-screen as="font" crossorigin>' +
        '<script id="vike_pageContext" type="application/json">{"routeName":"about"}</script>' +
        `<script type="module">${loaderScript(['/e.js'], 'interaction', ['/c.js'])}</script></head>` +
        '<body><div>Текст</div><noscript id="khvoya-css"><link rel="stylesheet" href="/s.css"></noscript></body></html>',
    )
  })

  it.each([
    ['a content page', 'about-philosophy', 'interaction'],
    ['a tool', 'plans', 'idle'],
    // Not JSON: no route, so the page waits for the visitor.
    ['a page of unknown route', '"', 'interaction'],
  ] as const)(
    '%s’s loader gets the entries, the other module preloads once, its mode',
    (_, route, mode) => {
      const worker = '/assets/plansWorker-Ab1.js'
      const html = page(
        route,
        `<link rel="modulepreload" href="${worker}" as="script"><link rel="modulepreload" href="${ENTRIES[0]}" as="script">`,
      )
      const out = deferHydration(html)
      expect(modules(out)).toEqual([loaderScript(ENTRIES, mode, [CHUNK, worker])])
      // Nothing is fetched before the loader says so.
      expect(out).not.toContain('<link rel="modulepreload"')
      expect(out).not.toContain('async')
    },
  )

  it('finds the tags however they are written: attribute order, quotes, case', () => {
    const html = `<HTML><head><script async type='module'>import("/e.js");</script>
<LINK HREF='/c.js' REL=modulepreload><link as=font href=/a.woff2 rel=preload></head><body>${sheet('/s.css')}</body></html>`
    const out = deferHydration(html)
    expect(modules(out)).toEqual([loaderScript(['/e.js'], 'interaction', ['/c.js'])])
    expect(out).not.toMatch(/<link[^>]*(c\.js|a\.woff2)/i)
    expect(out).toContain(
      '<noscript id="khvoya-css"><link rel="stylesheet" href="/s.css"></noscript>',
    )
  })

  it('leaves no blank line or indent where a preload stood', () => {
    expect(deferHydration(page('about'))).toContain('</script>\n</head>')
  })

  it('changes nothing when it finishes a page a second time', () => {
    const once = deferHydration(page('plans', vikeFont('manrope-500-normal'), sheet('/s.css')))
    expect(deferHydration(once)).toBe(once)
  })
})

describe('the whole stylesheet and the fonts', () => {
  it('every sheet waits in a <noscript> (which loads it without JavaScript) after the fonts it is applied with', () => {
    const fonts = ['manrope-500-normal', 'manrope-600-normal', 'cormorant-garamond-500-italic']
    const out = deferHydration(
      page(
        'plans',
        `${fonts.map(vikeFont).join('')}<link rel="preload" type="text/css" href="/a.css" as="style">`,
        `${sheet('/a.css')}${sheet('/b.css')}`,
      ),
    )
    // The weights every stylesheet draws with (SHEET_FONTS) come with it; the italic stays on
    // demand, and no font is preloaded before the first paint but the first screen's.
    expect(out).toContain(
      '<noscript id="khvoya-css">' +
        '<link rel="preload" href="/assets/static/manrope-500-normal.H4sh.woff2" as="font" type="font/woff2" crossorigin>' +
        '<link rel="preload" href="/assets/static/manrope-600-normal.H4sh.woff2" as="font" type="font/woff2" crossorigin>' +
        '<link rel="stylesheet" href="/a.css"><link rel="stylesheet" href="/b.css"></noscript></body>',
    )
    expect(out).not.toContain('italic')
    expect(out).not.toContain('as="style"')
    expect(out.slice(0, out.indexOf('<noscript'))).not.toMatch(/<link[^>]*(woff2|\.css)/)
  })

  it('keeps the first screen’s font preloads where they are', () => {
    const first = '<link rel="preload" href="/b.woff2" data-first-screen="" as="font" crossorigin>'
    const out = deferHydration(page('about', `${vikeFont('manrope-500-normal')}${first}`))
    expect(out).toContain(
      '<link rel="preload" href="/b.woff2" data-first-screen as="font" crossorigin>',
    )
    expect(out).not.toContain('manrope-500')
  })

  it('a page without a stylesheet gets no empty <noscript>', () => {
    expect(deferHydration(page('about-philosophy'))).not.toContain('<noscript')
  })

  it('a page without Vike’s loader keeps its bytes, its sheet linked; only unmarked font preloads go', () => {
    const plain = `<html><head></head><body>404${sheet('/s.css')}</body></html>`
    expect(deferHydration(plain)).toBe(plain)
    const withFont = plain.replace('<head>', `<head>\n  ${vikeFont('manrope-500-normal')}`)
    expect(deferHydration(withFont)).toBe(plain)
  })
})
