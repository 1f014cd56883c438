import { describe, expect, it } from 'vitest'
import { makeCatalogue } from '../engine/catalogueFixture'
import type { HydraData } from '../engine/types'
import type { HydraBody, HydraDataCache } from './api/hydraData'
import type { RenderedPage } from './pageRender'
import { type PlansPagesDeps, plansPages } from './plansPages'

function fakeHydra(data: HydraData) {
  let version = 1
  const cache: HydraDataCache = {
    async get(): Promise<HydraBody> {
      const empty = new Uint8Array()
      return {
        liveVersion: version,
        data,
        bodies: { identity: empty, gzip: empty, br: empty },
        etags: { identity: `"v${version}"`, gzip: `"v${version}-gz"`, br: `"v${version}-br"` },
      }
    },
  }
  return { cache, bump: () => version++ }
}

const PAGE = `<!doctype html><html><head><title>t</title></head><body><div id="root">plan</div>
<script id="vike_pageContext" type="application/json">{"routeName":"plans"}</script>
<script type="module" async>import("/assets/entries/a.js");</script></body></html>`

function setup(
  render?: (seed: HydraData) => RenderedPage,
  options: Pick<PlansPagesDeps, 'capacity' | 'log'> = {},
) {
  const data = makeCatalogue()
  const hydra = fakeHydra(data)
  const seeds: HydraData[] = []
  const urls: string[] = []
  const pages = plansPages({
    ...options,
    hydra: hydra.cache,
    clientDir: '/nonexistent',
    render: async (url, _headers, init) => {
      urls.push(url)
      if (init.hydraSeed) seeds.push(init.hydraSeed)
      return render?.(init.hydraSeed as HydraData) ?? { status: 200, body: PAGE, headers: [] }
    },
  })
  const flat = Object.values(data.apartments)[0] as HydraData['apartments'][string]
  const search = `?building=${flat.b}&section=${flat.s}&floor=${flat.f}&flat=${flat.n}`
  return { pages, seeds, urls, hydra, flat, search }
}

describe('plansPages', () => {
  it('renders a link with its building’s slice and finishes it like a prerendered page', async () => {
    const { pages, seeds, flat, search } = setup()
    const page = await pages.get('/plans', search)
    expect(page).not.toBeNull()
    expect(seeds).toHaveLength(1)
    // The seed is exactly the building's flats: all of them, and no other building's.
    const all = Object.values(makeCatalogue().apartments)
    const building = all.filter((a) => a.b === flat.b).map((a) => a.alt)
    expect(building.length).toBeLessThan(all.length)
    expect(Object.keys(seeds[0]?.apartments ?? {}).sort()).toEqual(building.sort())
    const html = Buffer.from(page?.html ?? []).toString()
    // Scripts deferred until idle (deferHydration), and the CSP allows exactly its inline scripts.
    expect(html).not.toContain('<script type="module" async>import(')
    expect(page?.policy).toMatch(/script-src 'self'( 'sha256-[^']+')+/)
    expect(page?.br.length).toBeGreaterThan(0)
    expect(page?.gzip.length).toBeGreaterThan(0)
  })

  it('renders a link once per data version', async () => {
    const { pages, seeds, hydra, search } = setup()
    const a = await pages.get('/en/plans', search)
    const b = await pages.get('/en/plans', search)
    expect(b).toBe(a)
    expect(seeds).toHaveLength(1)
    hydra.bump()
    await pages.get('/en/plans', search)
    expect(seeds).toHaveLength(2)
  })

  it('renders the master plan with its slice, once for every spelling of it', async () => {
    const { pages, seeds, urls } = setup()
    const plain = await pages.get('/plans', '')
    expect(plain).not.toBeNull()
    expect(await pages.get('/plans', '?yclid=7&utm_source=ya')).toBe(plain)
    expect(urls).toEqual(['/plans'])
    // Every row, and of the flats only the few the buildings are described by.
    expect(seeds[0]?.buildings).toEqual(makeCatalogue().buildings)
    const flats = Object.keys(seeds[0]?.apartments ?? {}).length
    expect(flats).toBe(Object.keys(makeCatalogue().buildings).length)
    expect(await pages.get('/en/plans', '')).not.toBeNull()
    expect(urls).toEqual(['/plans', '/en/plans'])
  })

  it('leaves other pages and unknown places to the prerendered files', async () => {
    const { pages, seeds, search } = setup()
    expect(await pages.get('/plans/plans-search', search)).toBeNull()
    expect(await pages.get('/plans/plans-search', '')).toBeNull()
    expect(await pages.get('/plans', '?building=999')).toBeNull()
    expect(await pages.get('/plans', '?building=first')).toBeNull()
    expect(seeds).toHaveLength(0)
  })

  it('falls back on a failed render, and tries again next time', async () => {
    let fail = true
    const { pages, seeds, search } = setup(() => {
      if (fail) throw new Error('boom')
      return { status: 200, body: PAGE, headers: [] }
    })
    expect(await pages.get('/plans', search)).toBeNull()
    fail = false
    expect(await pages.get('/plans', search)).not.toBeNull()
    expect(seeds).toHaveLength(2)
  })

  it('serves no error page as a plan', async () => {
    const { pages, search } = setup(() => ({ status: 500, body: 'error', headers: [] }))
    expect(await pages.get('/plans', search)).toBeNull()
  })

  // What the real page repeats of its own query: the language link and the seed it hydrates from.
  function echoing() {
    const data = makeCatalogue()
    const urls: string[] = []
    const pages = plansPages({
      hydra: fakeHydra(data).cache,
      clientDir: '/nonexistent',
      render: async (url) => {
        urls.push(url)
        const search = url.slice(url.indexOf('?'))
        const body = PAGE.replace(
          '<div id="root">plan</div>',
          `<div id="root"><a href="/en/plans${search.replaceAll('&', '&amp;')}" hreflang="en">EN</a></div>`,
        ).replace('{"routeName":"plans"}', `{"data":{"plans":{"query":"${search}"}}}`)
        return { status: 200, body, headers: [] }
      },
    })
    const flat = Object.values(data.apartments)[0] as HydraData['apartments'][string]
    const link = `building=${flat.b}&section=${flat.s}&floor=${flat.f}&flat=${flat.n}`
    return { pages, urls, link }
  }

  it('serves a flood of tracking parameters one page, rendered and compressed once', async () => {
    const { pages, urls, link } = echoing()
    const visits = Array.from({ length: 40 }, (_, i) =>
      i % 2 ? `?${link}&yclid=${1000 + i}` : `?utm_source=ya&utm_content=${i}&${link}`,
    )
    const served = await Promise.all(visits.map((search) => pages.get('/plans', search)))
    expect(urls).toEqual([`/plans?${link}`])
    // One body for all: the visitor's own marks are not in it (the browser has them in its URL).
    expect(new Set(served).size).toBe(1)
    const html = Buffer.from(served[0]?.html ?? []).toString()
    expect(html).toContain(`href="/en/plans?${link.replaceAll('&', '&amp;')}"`)
    expect(html).toContain(`"query":"?${link}"`)
    expect(html).not.toMatch(/yclid|utm_/)
    // The same place asked for in another order or spelling is the same page too.
    const [building, ...rest] = link.split('&')
    const respelled = await pages.get(
      '/plans',
      `?${rest.join('&')}&${building?.replace('=', '=0')}`,
    )
    expect(respelled).toBe(served[0])
    expect(urls).toHaveLength(1)
  })

  it('renders a query that would need escaping at its canonical form, escaped', async () => {
    const { pages, urls, link } = echoing()
    await pages.get('/plans', `?${link}&include=a"b<c&yclid=x y`)
    expect(urls).toEqual([`/plans?${link}&include=a%22b%3Cc`])
  })

  it('renders again for what changes the page: the place, the view, the locale', async () => {
    const { pages, urls, link } = echoing()
    await pages.get('/plans', `?${link}`)
    await pages.get('/plans', `?${link}&view=floor`)
    await pages.get('/en/plans', `?${link}`)
    await pages.get('/plans', `?${link.replace(/flat=\d+/, 'flat=first')}`)
    expect(urls).toHaveLength(4)
  })

  it('renders the link at its own address, and tags it with a strong ETag of its bytes', async () => {
    const { pages, urls, search } = setup()
    const page = await pages.get('/en/plans', search)
    // Rendered at its canonical query: nothing else of the address reaches the page.
    expect(urls).toEqual([`/en/plans${search}`])
    expect(page?.etag).toMatch(/^"p-[\w-]{22}"$/)
    const other = await setup(() => ({
      status: 200,
      body: PAGE.replace('plan', 'план'),
      headers: [],
    })).pages.get('/en/plans', search)
    expect(other?.etag).toMatch(/^"p-[\w-]{22}"$/)
    expect(other?.etag).not.toBe(page?.etag)
  })

  it('keeps at most `capacity` links, dropping the one used longest ago', async () => {
    const { pages, seeds } = setup(undefined, { capacity: 2 })
    const link = (floor: number) => `?building=11&section=1&floor=${floor}`
    await pages.get('/plans', link(1))
    await pages.get('/plans', link(2))
    await pages.get('/plans', link(1)) // used again: now the newest
    expect(seeds).toHaveLength(2)
    await pages.get('/plans', link(3)) // drops floor 2, the one used longest ago
    expect(seeds).toHaveLength(3)
    await pages.get('/plans', link(1))
    expect(seeds).toHaveLength(3)
    await pages.get('/plans', link(2))
    expect(seeds).toHaveLength(4)
  })

  it('serves the prerendered page while the catalogue cannot be read', async () => {
    const pages = plansPages({
      hydra: {
        get: async () => {
          throw new Error('database down')
        },
      },
      clientDir: '/nonexistent',
      render: async () => ({ status: 200, body: PAGE, headers: [] }),
    })
    expect(await pages.get('/plans', '?building=11')).toBeNull()
  })

  it('logs the first five failed renders, briefly, and then keeps quiet', async () => {
    const lines: string[] = []
    const { pages } = setup(
      () => {
        throw new Error('x'.repeat(1000))
      },
      { log: (line) => lines.push(line) },
    )
    for (let floor = 1; floor <= 7; floor++) {
      expect(await pages.get('/plans', `?building=11&section=1&floor=${floor}`)).toBeNull()
    }
    expect(lines).toHaveLength(5)
    for (const line of lines) {
      expect(line).toMatch(/^plans: rendering \/plans failed: Error: x+$/)
      expect(line.length).toBeLessThan(260)
    }
  })
})
