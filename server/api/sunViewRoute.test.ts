import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import type { FlatSunView } from '../../engine/sunView/flatSunView'
import { mountSunViewRoute, SUN_VIEW_CACHE_CONTROL, sunViewFromFile } from './sunViewRoute'
import { openTestApi } from './testApi'

const flat: FlatSunView = {
  alt: '21-1-5-2',
  windows: [
    {
      room: 'living',
      kind: 'living',
      level: 1,
      bearing: 188,
      height: 16.2,
      sunHours: { '04-22': 10.8, '06-21': 9.9, '08-22': 10.7, '12-21': 5.3 },
      firstSun: { '04-22': '07:02', '06-21': '07:31', '08-22': '07:05', '12-21': '10:08' },
      lastSun: { '04-22': '18:10', '06-21': '17:40', '08-22': '18:12', '12-21': '15:25' },
      longestStretch: { '04-22': 10.8, '06-21': 9.9, '08-22': 10.7, '12-21': 5.3 },
      view: { water: 0.3, forest: 0.2, sky: 0.5, buildings: 0 },
      waters: { gulf: 0.3, pond: 0 },
      waterBearing: 180,
      waterBody: 'gulf',
      facingDistance: null,
      sunsetOverWater: [['10-01', '03-10']],
    },
  ],
  norm: {
    source: 'SanPiN 1.2.3685-21',
    continuousHours: 2.5,
    period: ['04-22', '08-22'],
    roomsNeeded: 1,
    roomsMeeting: 1,
    meets: true,
    estimate: true,
  },
}

const built = {
  assumptions: {},
  flats: { [flat.alt]: flat },
  skylines: {
    [flat.alt]: { windows: [{ room: 'living', bearing: 188, skyline: Array(37).fill(3) }] },
  },
  sunArcs: [{ date: '12-21', points: [[180, 6]] }],
}

function appWith(file: string) {
  const app = new Hono()
  mountSunViewRoute(app, sunViewFromFile(file))
  return app
}

function builtApp() {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'sun-view-')), 'sun-view.json')
  writeFileSync(file, JSON.stringify(built))
  return appWith(file)
}

describe('GET /api/sun-view/{alt}', () => {
  it('answers the flat in the shape the issue names, cached long and tagged', async () => {
    const res = await builtApp().request('/api/sun-view/21-1-5-2')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^application\/json/)
    expect(res.headers.get('cache-control')).toBe(SUN_VIEW_CACHE_CONTROL)
    expect(res.headers.get('etag')).toMatch(/^"[\w-]+"$/)
    const body = (await res.json()) as FlatSunView
    expect(body).toEqual(flat)
    const w = body.windows[0]
    expect(Object.keys(w?.sunHours ?? {})).toEqual(['04-22', '06-21', '08-22', '12-21'])
    expect(Object.values(w?.view ?? {}).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9)
  })

  it('answers the skyline and the sun arcs for drawing at /skyline', async () => {
    const res = await builtApp().request('/api/sun-view/21-1-5-2/skyline')
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({
      alt: '21-1-5-2',
      step: 5,
      windows: built.skylines[flat.alt]?.windows,
      sunArcs: built.sunArcs,
    })
    expect((await builtApp().request('/api/sun-view/21-1-5-9/skyline')).status).toBe(404)
  })

  it('negotiates compression and answers 304 to its own tag', async () => {
    const app = builtApp()
    const gz = await app.request('/api/sun-view/21-1-5-2', {
      headers: { 'Accept-Encoding': 'gzip' },
    })
    expect(gz.headers.get('content-encoding')).toBe('gzip')
    expect(JSON.parse(zlib.gunzipSync(Buffer.from(await gz.arrayBuffer())).toString())).toEqual(
      flat,
    )
    const again = await app.request('/api/sun-view/21-1-5-2', {
      headers: { 'If-None-Match': gz.headers.get('etag') ?? '' },
    })
    expect(again.status).toBe(304)
  })

  it.each([
    '21-1-5-9',
    '21-1-5',
    'abc',
    '021-1-5-2',
    '1-2-3-4-5',
    'constructor',
    '__proto__',
    '%00',
  ])('answers 404 with a JSON error for %j', async (alt) => {
    const res = await builtApp().request(`/api/sun-view/${alt}`)
    expect(res.status).toBe(404)
    expect(await res.json()).toMatchObject({ error: 'not-found' })
  })

  it('says the build is missing rather than failing, and serves once it exists', async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'sun-view-')), 'sun-view.json')
    const app = appWith(file)
    const before = await app.request('/api/sun-view/21-1-5-2')
    expect(before.status).toBe(503)
    expect(((await before.json()) as { detail: string }).detail).toMatch(/build:data/)
    writeFileSync(file, JSON.stringify(built))
    expect((await app.request('/api/sun-view/21-1-5-2')).status).toBe(200)
  })
})

describe('GET /api/sun-view', () => {
  it("answers every flat's search figures, tagged and cached like the flat answers", async () => {
    const res = await builtApp().request('/api/sun-view')
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe(SUN_VIEW_CACHE_CONTROL)
    // The living room's mean of 10.8, 9.9, 10.7 and 5.3 h is 9.175 -> 9.2; a 0.3 water share.
    expect(await res.json()).toEqual({
      flats: { '21-1-5-2': { sun: 9.2, evening: false, water: true } },
    })
  })
})

describe('the API as mounted', () => {
  it('answers a malformed alt with a JSON 404 whether or not the data is built', async () => {
    const api = await openTestApi()
    try {
      for (const alt of ['abc', '11-1', '11-1-1-1-1']) {
        const res = await api.app.request(`/api/sun-view/${alt}`)
        expect(res.status).toBe(404)
        expect(await res.json()).toMatchObject({ error: 'not-found' })
      }
    } finally {
      await api.close()
    }
  })
})
