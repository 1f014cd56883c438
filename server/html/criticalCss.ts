// The first screen's CSS in the page: each page gets the rules its own markup uses
// inlined in <head> (beasties), and the whole stylesheet moves to the end of <body> (where
// deferHydration.ts then holds it back until the first paint): the page paints without waiting
// for it, and client-side navigation still has every rule. No inline script is involved here, so
// the hash-based CSP is unchanged. The faces the first
// screen draws with (the fonts preloaded in <head>, and the resized fallbacks that stand in while
// they load) are inlined too: the stylesheet is loaded after the largest paint (deferHydration.ts),
// and text drawn before it must already have its fonts and metrics. Used by postbuild for the
// prerendered pages and by the server for the plans pages it renders per link.

import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import Beasties from 'beasties'

/** `(html) => html with its critical CSS inlined`, reading stylesheets from `clientDir`. */
export function criticalCss(clientDir: string): (html: string) => Promise<string> {
  const beasties = new Beasties({
    path: clientDir,
    publicPath: '/',
    // The default strategy: the stylesheet at the end of <body>, a preload in its place (no
    // JavaScript needed).
    // Fonts are ours to preload (pages/+Head.tsx); their faces stay in the stylesheet.
    fonts: false,
    keyframes: 'critical',
    logLevel: 'warn',
  })
  const sheets = new Map<string, Promise<string>>()
  const sheet = (href: string) => {
    let css = sheets.get(href)
    if (!css) {
      css = readFile(path.join(clientDir, href), 'utf8').catch(() => '')
      sheets.set(href, css)
    }
    return css
  }
  return async (html) => {
    const out = await beasties.process(html)
    const hrefs = [...out.matchAll(/<link rel="stylesheet"[^>]* href="([^"]+)">/g)]
    const css = (await Promise.all(hrefs.map((m) => sheet(m[1] ?? '')))).join('')
    return heroFirst(inlineFaces(out, firstScreenFaces(css, preloadedFonts(out))))
  }
}

const HERO_PRELOAD = /<link rel="preload" as="image"[^>]*fetchpriority="high"[^>]*>/
/** A font <head> preloads for the first screen (pages/+Head.tsx marks them), its address caught. */
const FONT_PRELOAD = /<link rel="preload" href="([^"]+)" data-first-screen[^>]*>/

/**
 * The hero's preload ahead of the fonts' (React writes font preloads first): it is the largest
 * paint, and the first request after the HTML gets the warmest connection.
 */
export function heroFirst(html: string): string {
  const hero = HERO_PRELOAD.exec(html)?.[0]
  const font = FONT_PRELOAD.exec(html)
  if (!hero || !font || html.indexOf(hero) < font.index) return html
  const without = html.replace(hero, '')
  return without.replace(font[0], `${hero}${font[0]}`)
}

/** The fonts <head> preloads for the first screen (pages/+Head.tsx marks them). */
export function preloadedFonts(html: string): string[] {
  return [...html.matchAll(new RegExp(FONT_PRELOAD, 'g'))].map((m) => m[1] ?? '')
}

/** The @font-face rules of `css` for the preloaded fonts and for the local fallback faces. */
export function firstScreenFaces(css: string, preloaded: readonly string[]): string {
  return [...css.matchAll(/@font-face\{[^}]*\}/g)]
    .map((m) => m[0])
    .filter((face) => face.includes('local(') || preloaded.some((url) => face.includes(`(${url})`)))
    .join('')
}

/** `faces` at the start of the page's first <style>, or in a <style> of their own. */
export function inlineFaces(html: string, faces: string): string {
  if (!faces) return html
  if (html.includes('<style>')) return html.replace('<style>', `<style>${faces}`)
  return html.replace('</head>', `<style>${faces}</style></head>`)
}

export async function inlineCriticalCss(clientDir: string, pages: string[]): Promise<number> {
  const inline = criticalCss(clientDir)
  let bytes = 0
  for (const file of pages) {
    const html = await readFile(file, 'utf8')
    const out = await inline(html)
    bytes += out.length - html.length
    await writeFile(file, out)
  }
  return bytes
}
