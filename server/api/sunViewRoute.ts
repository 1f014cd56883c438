// GET /api/sun-view/{alt}: one flat's sun hours, view shares and insolation verdict, as the build
// computed them into generated/sun-view.json; GET /api/sun-view/{alt}/skyline: its windows'
// skylines and the sun's arcs, for drawing; GET /api/sun-view: every flat's search figures (most
// sun, evening sun on a terrace, water view) in one small body for the search screen. Each flat's body is encoded once on first asking
// and kept, so later answers are a header compare. A malformed or unknown alt answers 404 with a
// JSON error; a server without the build's file answers 503 saying so.

import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import type { Context, Hono } from 'hono'
import { parseAlt } from '../../engine/alt'
import { SKYLINE_STEP } from '../../engine/sunView/skyline'
import { sunSearchIndex } from '../../engine/sunView/sunSummary'
import { SUN_VIEW_FILE, type SunViewFile } from '../catalogue/sunView/sunViewFile'
import { answerEncoded, type EncodedBody } from '../http/contentEncoding'

/** The data changes only with a build: a day's freshness, then revalidation by ETag. */
export const SUN_VIEW_CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=604800'

export interface SunViewSource {
  /** The build's data, or null while its file cannot be read. */
  data(): SunViewFile | null
}

/** Reads `file` on first use; a missing or broken file is tried again on the next request. */
export function sunViewFromFile(file = path.resolve(process.cwd(), SUN_VIEW_FILE)): SunViewSource {
  let data: SunViewFile | null = null
  return {
    data() {
      if (data) return data
      try {
        data = JSON.parse(readFileSync(file, 'utf8')) as SunViewFile
      } catch {
        return null
      }
      return data
    },
  }
}

function encode(json: unknown): EncodedBody {
  const identity = Buffer.from(JSON.stringify(json))
  const hash = createHash('sha256').update(identity).digest('base64url').slice(0, 22)
  return {
    etag: `"${hash}"`,
    identity,
    gzip: zlib.gzipSync(identity, { level: 9 }),
    br: zlib.brotliCompressSync(identity, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 },
    }),
  }
}

/** The flat's answer (`GET /api/sun-view/{alt}`) or its drawing data (`.../skyline`). */
const ANSWERS = {
  flat: (data: SunViewFile, alt: string) => data.flats[alt],
  skyline: (data: SunViewFile, alt: string) => ({
    alt,
    step: SKYLINE_STEP,
    windows: data.skylines[alt]?.windows,
    sunArcs: data.sunArcs,
  }),
} as const

const unavailable = (c: Context) =>
  c.json(
    {
      error: 'unavailable',
      detail: `the build's ${SUN_VIEW_FILE} is missing: run npm run build:data`,
    },
    503,
  )

export function mountSunViewRoute(app: Hono, source: SunViewSource): void {
  const bodies = new Map<string, EncodedBody>()
  const answer = (kind: keyof typeof ANSWERS) => (c: Context) => {
    const alt = c.req.param('alt') ?? ''
    const notFound = () => c.json({ error: 'not-found', detail: 'no flat with this alt' }, 404)
    // Only a flat's alt (building-section-floor-flat) can have an entry: no need of the data.
    if (parseAlt(alt)?.length !== 4) return notFound()
    const data = source.data()
    if (!data) return unavailable(c)
    // Own properties only: `constructor` is no flat.
    if (!Object.hasOwn(data.flats, alt)) return notFound()
    const key = `${kind} ${alt}`
    let body = bodies.get(key)
    if (!body) {
      body = encode(ANSWERS[kind](data, alt))
      bodies.set(key, body)
    }
    return answerEncoded(c, body, {
      'Cache-Control': SUN_VIEW_CACHE_CONTROL,
      'Content-Type': 'application/json; charset=utf-8',
    })
  }
  let index: EncodedBody | null = null
  app.get('/api/sun-view', (c) => {
    const data = source.data()
    if (!data) return unavailable(c)
    index ??= encode({ flats: sunSearchIndex(data.flats) })
    return answerEncoded(c, index, {
      'Cache-Control': SUN_VIEW_CACHE_CONTROL,
      'Content-Type': 'application/json; charset=utf-8',
    })
  })
  app.get('/api/sun-view/:alt', answer('flat'))
  app.get('/api/sun-view/:alt/skyline', answer('skyline'))
}
