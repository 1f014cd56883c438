// The showroom kiosk's service worker, written to dist/client/sw.js by
// scripts/kioskServiceWorker.ts with this build's version and precache list. It keeps the site and
// the last catalogue working when the network drops. It never touches anything but GET requests
// of its own origin: form posts go to the network (the forms' outbox retries them).

const VERSION = '__VERSION__'
/** The message protocol of engine/kioskWorkerMessages.ts, stamped in by the build. */
const PROTOCOL = 0 /* __PROTOCOL__ */
const PRECACHE = [] /* __PRECACHE__ */
const SHELL = `khvoya-shell-${VERSION}`
const RUNTIME = `khvoya-runtime-${VERSION}`
/** Not versioned: the last catalogue must survive an update of the site. */
const DATA = 'khvoya-data'
const DATA_URL = '/api/hydra/data'
const FETCHED_AT = 'x-khvoya-fetched-at'

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(SHELL)
      // One missing file must not keep the kiosk without any cache.
      await Promise.all(PRECACHE.map((url) => cache.add(url).catch(() => undefined)))
      await self.skipWaiting()
    })(),
  )
})

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const keep = new Set([SHELL, RUNTIME, DATA])
      for (const name of await caches.keys()) {
        if (name.startsWith('khvoya-') && !keep.has(name)) await caches.delete(name)
      }
      await self.clients.claim()
    })(),
  )
})

/** Sends every kiosk window a message of engine/kioskWorkerMessages.ts (FromKioskWorker). */
async function tell(message) {
  for (const client of await self.clients.matchAll({ type: 'window' })) client.postMessage(message)
}

async function catalogue(request) {
  const cache = await caches.open(DATA)
  try {
    const response = await fetch(request)
    if (response.ok) {
      const at = new Date().toISOString()
      const headers = new Headers(response.headers)
      headers.set(FETCHED_AT, at)
      // The body read here is already decoded: the copy must not claim br or gzip.
      headers.delete('content-encoding')
      headers.delete('content-length')
      const body = await response.clone().arrayBuffer()
      await cache.put(DATA_URL, new Response(body, { status: 200, headers }))
      tell({ v: PROTOCOL, kind: 'data', at, cached: false })
    }
    return response
  } catch (error) {
    const cached = await cache.match(DATA_URL)
    if (!cached) throw error
    tell({ v: PROTOCOL, kind: 'data', at: cached.headers.get(FETCHED_AT), cached: true })
    return cached
  }
}

async function networkFirst(request, key) {
  try {
    const response = await fetch(request)
    if (response.ok) {
      const cache = await caches.open(RUNTIME)
      await cache.put(key, response.clone())
    }
    return response
  } catch (error) {
    const cached =
      (await caches.match(key, { ignoreSearch: true })) ??
      (request.mode === 'navigate' ? await caches.match('/', { ignoreSearch: true }) : undefined)
    if (cached) return cached
    throw error
  }
}

async function cacheFirst(request) {
  const cached = await caches.match(request, { ignoreSearch: true })
  if (cached) return cached
  const response = await fetch(request)
  if (response.ok) {
    const cache = await caches.open(RUNTIME)
    await cache.put(request, response.clone())
  }
  return response
}

self.addEventListener('fetch', (event) => {
  const { request } = event
  if (request.method !== 'GET') return
  const url = new URL(request.url)
  if (url.origin !== self.location.origin) return
  const p = url.pathname
  if (p === DATA_URL) return event.respondWith(catalogue(request))
  // Other API calls, test routes, documents and video go to the network untouched.
  if (/^\/(api|nodejs|__)/.test(p) || p.startsWith('/docs/') || p.endsWith('.mp4')) return
  if (request.mode === 'navigate') {
    // Pages are cached by path: the query (filters, selection) is the page's business.
    return event.respondWith(networkFirst(request, `${url.origin}${p}`))
  }
  if (p.endsWith('.pageContext.json')) return event.respondWith(networkFirst(request, request.url))
  if (p.startsWith('/assets/') || p.startsWith('/generated/')) {
    return event.respondWith(cacheFirst(request))
  }
  event.respondWith(networkFirst(request, request.url))
})
