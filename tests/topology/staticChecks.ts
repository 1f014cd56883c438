// What a browser gets from the nginx of deploy/nginx in front of the instances: pages and assets
// from disk with their precompressed variants, types, cache lifetimes and security headers, HSTS
// over TLS only, redirects and the API from Node. Each check returns a line for the test's output.

import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import type { FixtureSite } from './fixtureSite'
import { type Answer, request } from './http'

export interface Check {
  name: string
  ok: boolean
  detail: string
}

const header = (a: Answer, name: string) => {
  const value = a.headers[name.toLowerCase()]
  return Array.isArray(value) ? value.join(', ') : (value ?? '')
}

function decoded(a: Answer): Buffer {
  const encoding = header(a, 'content-encoding')
  if (encoding === 'br') return brotliDecompressSync(a.body)
  if (encoding === 'gzip') return gunzipSync(a.body)
  return a.body
}

export async function staticChecks(
  base: string,
  tlsBase: string | undefined,
  site: FixtureSite,
): Promise<Check[]> {
  const checks: Check[] = []
  const check = (name: string, ok: boolean, a: Answer, extra = '') =>
    checks.push({
      name,
      ok,
      detail: `${a.status} ${header(a, 'content-type')} ${header(a, 'content-encoding') || 'identity'} "${header(a, 'cache-control')}"${extra}`,
    })
  const br = { 'Accept-Encoding': 'gzip, deflate, br' }

  const home = await request(`${base}/`, { headers: br })
  check(
    'home page: the .br variant, HTML type, revalidated, CSP allowing its inline script',
    home.status === 200 &&
      header(home, 'content-encoding') === 'br' &&
      header(home, 'content-type') === 'text/html; charset=utf-8' &&
      header(home, 'cache-control') === 'no-cache' &&
      header(home, 'vary') === 'Accept-Encoding' &&
      site.scriptHashes.every((h) => header(home, 'content-security-policy').includes(h)) &&
      header(home, 'x-content-type-options') === 'nosniff' &&
      header(home, 'x-frame-options') === 'DENY' &&
      header(home, 'strict-transport-security') === '' &&
      decoded(home).equals(site.files['index.html']!),
    home,
  )
  const gz = await request(`${base}/about`, { headers: { 'Accept-Encoding': 'gzip' } })
  check(
    'page for a gzip-only client: the .gz variant of about/index.html',
    gz.status === 200 &&
      header(gz, 'content-encoding') === 'gzip' &&
      decoded(gz).equals(site.files['about/index.html']!),
    gz,
  )
  const plain = await request(`${base}/en`)
  check(
    'page for a client without compression: the file itself',
    plain.status === 200 &&
      header(plain, 'content-encoding') === '' &&
      plain.body.equals(site.files['en/index.html']!),
    plain,
  )
  const asset = await request(`${base}/${site.asset}`, { headers: br })
  check(
    'hashed asset: .br variant, script type, immutable for a year',
    asset.status === 200 &&
      header(asset, 'content-encoding') === 'br' &&
      header(asset, 'content-type') === 'text/javascript; charset=utf-8' &&
      header(asset, 'cache-control') === 'public, max-age=31536000, immutable' &&
      decoded(asset).equals(site.files[site.asset]!),
    asset,
  )
  const png = await request(`${base}/icons/dot.png`, { headers: br })
  check(
    'image: as is, kept a day',
    png.status === 200 &&
      header(png, 'content-type') === 'image/png' &&
      header(png, 'content-encoding') === '' &&
      header(png, 'cache-control') === 'public, max-age=86400, stale-while-revalidate=604800' &&
      png.body.equals(site.files['icons/dot.png']!),
    png,
  )
  const etag = header(home, 'etag')
  const revalidated = await request(`${base}/`, { headers: { ...br, 'If-None-Match': etag } })
  check('revalidation of a page: 304', revalidated.status === 304, revalidated)

  const english = await request(`${base}/?from=mail`, {
    headers: { Cookie: 'i18n_redirected=en' },
  })
  check(
    'home page with the English cookie: 302 to /en keeping the query, not cacheable',
    english.status === 302 &&
      /\/en\?from=mail$/.test(header(english, 'location')) &&
      header(english, 'cache-control') === '',
    english,
    ` -> ${header(english, 'location')}`,
  )
  for (const [from, to] of [
    ['/about/', '/about'],
    ['/ru/about', '/about'],
    ['//about', '/about'],
  ] as const) {
    const moved = await request(`${base}${from}`)
    check(
      `${from}: 301 to ${to}, answered by Node`,
      moved.status === 301 && header(moved, 'location') === to,
      moved,
      ` -> ${header(moved, 'location')}`,
    )
  }
  const missing = await request(`${base}/assets/missing-0000.js`)
  check('missing asset: 404 from Node', missing.status === 404, missing)

  if (tlsBase) {
    const secure = await request(`${tlsBase}/about`, { headers: br })
    const api = await request(`${tlsBase}/api/health`)
    check(
      'over TLS: HSTS on static and proxied answers',
      secure.status === 200 &&
        header(secure, 'strict-transport-security') === 'max-age=31536000' &&
        api.status === 200 &&
        header(api, 'strict-transport-security') === 'max-age=31536000',
      secure,
    )
  }

  const data = await request(`${base}/api/hydra/data`, { headers: br })
  const again = await request(`${base}/api/hydra/data`, {
    headers: { ...br, 'If-None-Match': header(data, 'etag') },
  })
  check(
    '/api/hydra/data through nginx: br from Node, 304 on its ETag',
    data.status === 200 &&
      header(data, 'content-encoding') === 'br' &&
      (JSON.parse(decoded(data).toString('utf8')) as { apartments?: unknown }).apartments !==
        undefined &&
      again.status === 304,
    data,
  )
  // The plans page is Node's: the master plan rendered with its buildings listed, not the file.
  const plans = await request(`${base}/plans?utm_source=topology`, { headers: br })
  check(
    '/plans through nginx: rendered by Node with its buildings listed, br, revalidated',
    plans.status === 200 &&
      header(plans, 'content-encoding') === 'br' &&
      header(plans, 'cache-control') === 'no-cache' &&
      header(plans, 'etag').startsWith('"p-') &&
      decoded(plans).toString('utf8').includes('data-testid="plans-choice"'),
    plans,
  )
  const media = await request(`${base}/nodejs/get-construction`, { method: 'POST', body: '{}' })
  check('POST /nodejs/get-construction through nginx', media.status === 200, media)
  return checks
}
