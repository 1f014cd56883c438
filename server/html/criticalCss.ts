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
import { Text } from 'domhandler'
import { appendChild, prepend, removeElement } from 'domutils'
import {
  type Document,
  type Element,
  editHtml,
  elementsNamed,
  firstNamed,
  makeElement,
  parseHtml,
  serializeHtml,
  setText,
  textOf,
} from './htmlDocument'

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
    // Rules for what the head's inline script says before the first paint (the server's markup
    // never has it): <html data-favourites> (ui/favourites/favouritesFlag.ts).
    allowRules: [/^html\[data-favourites\]/],
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
    const doc = parseHtml(out)
    const hrefs = elementsNamed(doc, 'link', { rel: 'stylesheet' }).map((l) => l.attribs.href)
    const css = (await Promise.all(hrefs.map((href) => (href ? sheet(href) : '')))).join('')
    const faces = firstScreenFaces(css, preloadedFontsIn(doc))
    const inlined = inlineFacesIn(doc, faces)
    const moved = heroFirstIn(doc)
    return inlined || moved ? serializeHtml(doc) : out
  }
}

/** The fonts <head> preloads for the first screen (pages/+Head.tsx marks them), in order. */
function firstScreenFontLinks(doc: Document): Element[] {
  return elementsNamed(doc, 'link', { rel: 'preload' }).filter(
    (link) => 'data-first-screen' in link.attribs && link.attribs.href,
  )
}

/**
 * The hero's preload ahead of the fonts' (React writes font preloads first): it is the largest
 * paint, and the first request after the HTML gets the warmest connection.
 */
export function heroFirst(html: string): string {
  return editHtml(html, heroFirstIn)
}

function heroFirstIn(doc: Document): boolean {
  const preloads = elementsNamed(doc, 'link', { rel: 'preload' })
  const hero = preloads.findIndex(
    (l) => l.attribs.as === 'image' && l.attribs.fetchpriority === 'high',
  )
  const font = firstScreenFontLinks(doc)[0]
  if (hero === -1 || !font || hero < preloads.indexOf(font)) return false
  const heroLink = preloads[hero] as Element
  removeElement(heroLink)
  prepend(font, heroLink)
  return true
}

/** The fonts <head> preloads for the first screen (pages/+Head.tsx marks them). */
export function preloadedFonts(html: string): string[] {
  return preloadedFontsIn(parseHtml(html))
}

function preloadedFontsIn(doc: Document): string[] {
  return firstScreenFontLinks(doc).map((link) => link.attribs.href ?? '')
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
  return editHtml(html, (doc) => inlineFacesIn(doc, faces))
}

function inlineFacesIn(doc: Document, faces: string): boolean {
  if (!faces) return false
  // The <style> beasties writes, bare; one with attributes is someone else's.
  const style = elementsNamed(doc, 'style').find((el) => Object.keys(el.attribs).length === 0)
  if (style) {
    setText(style, `${faces}${textOf(style)}`)
    return true
  }
  const head = firstNamed(doc, 'head')
  if (!head) return false
  appendChild(head, makeElement('style', {}, [new Text(faces)]))
  return true
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
