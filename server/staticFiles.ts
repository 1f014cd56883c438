// Serves the built client (dist/client) from memory: the file for a path, its precompressed
// variant when the browser accepts one, and an ETag so revalidation answers 304.
// Environment: server.

import { createHash } from 'node:crypto'
import { readFile, stat } from 'node:fs/promises'
import path from 'node:path'

export interface StaticFile {
  body: Buffer
  br?: Buffer
  gzip?: Buffer
  type: string
  /** The text of an HTML page, kept to derive its Content-Security-Policy. */
  html?: string
  etag: string
  cacheControl: string
}

export const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.webmanifest': 'application/manifest+json',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.pdf': 'application/pdf',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.ico': 'image/x-icon',
}

export function contentTypeOf(file: string): string {
  return CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream'
}

/** Versioned paths: a change makes a new name (Vite's hashes, scripts/images.ts, scripts/fonts.ts). */
const IMMUTABLE = /^(assets\/|generated\/(geometry|img|fonts)\/)/

/** Hashed build assets never change; pages and data revalidate; other files keep a day. */
export function cacheControlOf(relative: string): string {
  if (IMMUTABLE.test(relative)) return 'public, max-age=31536000, immutable'
  if (relative.endsWith('.html') || relative.endsWith('.pageContext.json')) return 'no-cache'
  return 'public, max-age=86400, stale-while-revalidate=604800'
}

/** URL path -> candidate files under the client folder, most specific first. */
export function candidatesFor(urlPath: string): string[] {
  let decoded: string
  try {
    decoded = decodeURIComponent(urlPath)
  } catch {
    return []
  }
  if (decoded.includes('\0')) return []
  const clean = path.posix.normalize(decoded).replace(/^\/+/, '')
  if (clean.startsWith('..')) return []
  if (clean === '' || clean === '.') return ['index.html']
  if (path.posix.extname(clean)) return [clean]
  return [`${clean}/index.html`, `${clean}.html`]
}

export function createStaticFiles(root: string) {
  // Only files that exist are kept: caching misses would let a scan of random URLs grow the map.
  const cache = new Map<string, StaticFile>()

  async function readOptional(file: string): Promise<Buffer | undefined> {
    try {
      return await readFile(file)
    } catch {
      return undefined
    }
  }

  async function load(relative: string): Promise<StaticFile | null> {
    const cached = cache.get(relative)
    if (cached) return cached
    const full = path.join(root, relative)
    const info = await stat(full).catch(() => null)
    if (!info?.isFile()) return null
    const body = await readFile(full)
    const file: StaticFile = {
      body,
      br: await readOptional(`${full}.br`),
      gzip: await readOptional(`${full}.gz`),
      type: contentTypeOf(relative),
      html: relative.endsWith('.html') ? body.toString('utf8') : undefined,
      etag: `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`,
      cacheControl: cacheControlOf(relative),
    }
    cache.set(relative, file)
    return file
  }

  return {
    async find(urlPath: string): Promise<{ relative: string; file: StaticFile } | null> {
      for (const relative of candidatesFor(urlPath)) {
        const file = await load(relative)
        if (file) return { relative, file }
      }
      return null
    },
    load,
  }
}

export type StaticFiles = ReturnType<typeof createStaticFiles>
