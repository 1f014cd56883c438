// JavaScript and CSS each page loads before any interaction: load on a phone-sized page, wait for
// the network to go idle, and count every script and stylesheet raw and as transferred (Chromium
// asks for br). Chunks are named from the build manifest and tagged by the libraries inside.

import { readFile } from 'node:fs/promises'
import path from 'node:path'
import type { Browser, Response } from '@playwright/test'
import { withChromium } from './browserRun'
import type { BenchPage, LoadedFile, PageBytes } from './results'

/** Strings only these libraries' code carries, minified or not. */
export const LIBRARY_SIGNATURES: Record<string, RegExp> = {
  pixi: /pixi\.js|PixiJS|__PIXI_/,
  'pdf-lib': /PDFDocument|pdf-lib/,
  fontkit: /fontkit/,
  lottie: /bodymovin/,
  'react-dom': /__reactContainer/,
}

export function librariesIn(source: string): string[] {
  return Object.entries(LIBRARY_SIGNATURES)
    .filter(([, re]) => re.test(source))
    .map(([name]) => name)
}

/** Built file (`assets/chunks/chunk-X.js`) -> chunk name, from dist/assets.json (Vite's manifest). */
export async function readChunkNames(manifestFile: string): Promise<Map<string, string>> {
  const names = new Map<string, string>()
  try {
    const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as Record<
      string,
      { file?: string; name?: string; src?: string }
    >
    for (const entry of Object.values(manifest)) {
      if (entry.file) names.set(entry.file, entry.src ?? entry.name ?? entry.file)
    }
  } catch {
    // No manifest: chunks are listed by file name only.
  }
  return names
}

export interface BytesOptions {
  baseUrl: string
  pages: BenchPage[]
  /** The served client folder, to read each chunk's code. */
  clientDir: string
  chunkNames: Map<string, string>
  signal: AbortSignal
}

async function loaded(
  response: Response,
  opts: BytesOptions,
  libs: Map<string, string[]>,
): Promise<LoadedFile | null> {
  const request = response.request()
  const type = request.resourceType()
  if ((type !== 'script' && type !== 'stylesheet') || response.status() >= 400) return null
  const url = new URL(response.url())
  if (url.origin !== new URL(opts.baseUrl).origin) return null
  const [body, sizes, headers] = await Promise.all([
    response.body().catch(() => Buffer.alloc(0)),
    request.sizes().catch(() => null),
    response.allHeaders(),
  ])
  const file = url.pathname.replace(/^\//, '')
  if (!libs.has(file)) {
    const code = await readFile(path.join(opts.clientDir, file), 'utf8').catch(() => '')
    libs.set(file, librariesIn(code))
  }
  return {
    url: url.pathname,
    type,
    raw: body.length,
    transferred: sizes?.responseBodySize ?? body.length,
    encoding: headers['content-encoding'] ?? 'identity',
    chunk: opts.chunkNames.get(file) ?? null,
    libraries: libs.get(file) ?? [],
  }
}

async function measurePage(
  browser: Browser,
  page: BenchPage,
  opts: BytesOptions,
  libs: Map<string, string[]>,
): Promise<PageBytes> {
  // A fresh context per page: an empty cache, as a first visit from a search result.
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  })
  try {
    const tab = await context.newPage()
    const responses: Response[] = []
    tab.on('response', (r) => responses.push(r))
    await tab.goto(opts.baseUrl + page.path, { waitUntil: 'load', timeout: 30_000 })
    await tab.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => {})
    const files = (await Promise.all(responses.map((r) => loaded(r, opts, libs)))).filter(
      (f): f is LoadedFile => f !== null,
    )
    const sum = (type: LoadedFile['type']) => {
      const mine = files.filter((f) => f.type === type)
      return {
        raw: mine.reduce((a, f) => a + f.raw, 0),
        transferred: mine.reduce((a, f) => a + f.transferred, 0),
        files: mine.length,
      }
    }
    files.sort((a, b) => b.transferred - a.transferred)
    return {
      page,
      js: sum('script'),
      css: sum('stylesheet'),
      files,
      libraries: [...new Set(files.flatMap((f) => f.libraries))].sort(),
    }
  } finally {
    await context.close()
  }
}

export async function measureBytes(opts: BytesOptions): Promise<PageBytes[]> {
  const libs = new Map<string, string[]>()
  return withChromium(opts.signal, async (browser) => {
    const out: PageBytes[] = []
    for (const page of opts.pages) {
      if (opts.signal.aborted) break
      out.push(await measurePage(browser, page, opts, libs))
    }
    return out
  })
}
