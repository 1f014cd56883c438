import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  criticalCss,
  firstScreenFaces,
  heroFirst,
  inlineCriticalCss,
  inlineFaces,
  preloadedFonts,
} from './criticalCss'

const FACES = {
  body: '@font-face{font-family:Manrope;font-weight:400;src:url(/assets/static/manrope-400.A.woff2)format("woff2")}',
  bold: '@font-face{font-family:Manrope;font-weight:600;src:url(/assets/static/manrope-600.B.woff2)format("woff2")}',
  display:
    '@font-face{font-family:Cormorant Garamond;font-weight:500;src:url(/assets/static/cormorant-500.C.woff2)format("woff2")}',
  fallback:
    '@font-face{font-family:Manrope Fallback;src:local(Arial),local(Liberation Sans);size-adjust:102.8%}',
}
const SHEET = `${FACES.body}${FACES.bold}${FACES.display}${FACES.fallback}body{font-family:Manrope,Manrope Fallback}.hero{color:red}.unused{color:blue}`

const fontPreload = (href: string) =>
  `<link rel="preload" href="${href}" data-first-screen as="font" type="font/woff2" crossorigin>`
const heroPreload =
  '<link rel="preload" as="image" type="image/avif" imagesrcset="/generated/img/hero.1/800.avif 800w" imagesizes="100vw" fetchpriority="high">'

describe('the faces the first screen draws with', () => {
  it('are the preloaded fonts and the local fallbacks, not the other weights', () => {
    const faces = firstScreenFaces(SHEET, [
      '/assets/static/manrope-400.A.woff2',
      '/assets/static/cormorant-500.C.woff2',
    ])
    expect(faces).toBe(`${FACES.body}${FACES.display}${FACES.fallback}`)
  })

  it('reads the preloads <head> marks for the first screen', () => {
    const html = `<head>${fontPreload('/a.woff2')}<link rel="preload" href="/b.woff2" as="font">${fontPreload('/c.woff2')}</head>`
    expect(preloadedFonts(html)).toEqual(['/a.woff2', '/c.woff2'])
  })

  it('go first in the page’s <style>, or in one of their own', () => {
    expect(inlineFaces('<head><style>a{}</style></head>', 'F')).toBe(
      '<head><style>Fa{}</style></head>',
    )
    expect(inlineFaces('<head></head>', 'F')).toBe('<head><style>F</style></head>')
    expect(inlineFaces('<head></head>', '')).toBe('<head></head>')
  })
})

describe('the hero’s preload', () => {
  it('moves ahead of the fonts’', () => {
    const html = `<head>${fontPreload('/a.woff2')}<link rel="canonical" href="/">${heroPreload}</head>`
    expect(heroFirst(html)).toBe(
      `<head>${heroPreload}${fontPreload('/a.woff2')}<link rel="canonical" href="/"></head>`,
    )
  })

  it('leaves a page without a hero, or with it first already, alone', () => {
    const noHero = `<head>${fontPreload('/a.woff2')}</head>`
    expect(heroFirst(noHero)).toBe(noHero)
    const first = `<head>${heroPreload}${fontPreload('/a.woff2')}</head>`
    expect(heroFirst(first)).toBe(first)
    // Ahead already with something between: not pulled down next to the fonts.
    const ahead = `<head>${heroPreload}<link rel="canonical" href="/">${fontPreload('/a.woff2')}</head>`
    expect(heroFirst(ahead)).toBe(ahead)
  })

  it('finds the hero’s and the fonts’ preloads however their attributes are ordered', () => {
    const hero = '<link fetchpriority="high" crossorigin as="image" rel="preload" href="/h.avif">'
    const font = '<link as="font" data-first-screen href="/a.woff2" rel="preload">'
    expect(heroFirst(`<head>${font}${hero}</head>`)).toBe(`<head>${hero}${font}</head>`)
    expect(preloadedFonts(`<head>${font}</head>`)).toEqual(['/a.woff2'])
  })

  it('leaves a page without first-screen fonts alone', () => {
    const noFonts = `<head><link rel="canonical" href="/">${heroPreload}</head>`
    expect(heroFirst(noFonts)).toBe(noFonts)
  })
})

describe('criticalCss', () => {
  let dir = ''
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'khvoya-css-'))
    await writeFile(path.join(dir, 'style.css'), SHEET)
  })
  afterAll(() => rm(dir, { recursive: true, force: true }))

  it('inlines the page’s rules and its first screen’s faces; the stylesheet moves to the end', async () => {
    const html = `<!doctype html><html><head>${fontPreload('/assets/static/manrope-400.A.woff2')}${heroPreload}<link rel="stylesheet" href="/style.css"></head><body><div class="hero">Хвоя</div></body></html>`
    const out = await criticalCss(dir)(html)
    const style = /<style>(.*?)<\/style>/s.exec(out)?.[1] ?? ''
    expect(style.startsWith(`${FACES.body}${FACES.fallback}`)).toBe(true)
    expect(style).toContain('.hero{color:red}')
    expect(style).not.toContain('.unused')
    expect(style).not.toContain('manrope-600')
    expect(out.indexOf('fetchpriority="high"')).toBeLessThan(
      out.indexOf('manrope-400.A.woff2" data-first-screen'),
    )
    expect(out).toContain('<link rel="stylesheet" href="/style.css"></body>')
  })

  const firstScreen = (sheet: string) =>
    `<!doctype html><html><head>${fontPreload('/assets/static/manrope-400.A.woff2')}<link rel="stylesheet" crossorigin href="/${sheet}"></head><body><div class="hero">Хвоя</div></body></html>`

  it('reads a stylesheet linked with more attributes, and adds no font preloads of its own', async () => {
    const out = await criticalCss(dir)(firstScreen('style.css'))
    expect(/<style>(.*?)<\/style>/s.exec(out)?.[1]?.startsWith(FACES.body)).toBe(true)
    // <head> preloads the first screen's fonts (pages/+Head.tsx); the other faces load on demand.
    expect(out.match(/as="font"/g)).toHaveLength(1)
  })

  it('reads each stylesheet once for all the pages it inlines', async () => {
    await writeFile(path.join(dir, 'once.css'), SHEET)
    const inline = criticalCss(dir)
    await inline(firstScreen('once.css'))
    await writeFile(path.join(dir, 'once.css'), '.hero{color:red}')
    const second = await inline(firstScreen('once.css'))
    expect(second).toContain(FACES.body)
  })

  it('inlines a page whose stylesheet is missing without its faces', async () => {
    const out = await criticalCss(dir)(firstScreen('missing.css'))
    expect(out).not.toContain('@font-face')
    expect(out).toContain('<div class="hero">Хвоя</div>')
  })

  it('rewrites each built page in place and counts the bytes it added', async () => {
    const pages = [path.join(dir, 'a.html'), path.join(dir, 'b.html')]
    const before = [firstScreen('style.css'), firstScreen('missing.css')]
    await Promise.all(pages.map((file, i) => writeFile(file, before[i] ?? '')))
    const added = await inlineCriticalCss(dir, pages)
    const after = await Promise.all(pages.map((file) => readFile(file, 'utf8')))
    const inline = criticalCss(dir)
    expect(after).toEqual(await Promise.all(before.map((html) => inline(html))))
    expect(added).toBe(after.join('').length - before.join('').length)
    expect(added).toBeGreaterThan(0)
  })
})
