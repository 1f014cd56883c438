// One layout rule for the plans screens at every size and orientation: in portrait the stage spans
// the width with the panel below it, in landscape it takes the height beside the panel; the
// drawing fills its stage; nothing overlaps; targets are large enough for a finger, and for a
// finger at arm's length on the showroom kiosk. Each size runs in one context through the master
// plan, a building, a floor and a flat. Boxes come from getBoundingClientRect; the drawing's
// extent from the stage height the renderer asks for (--fit-h, the subject's frame at the stage's
// width) and the master plan's top edge from its buildings' twin buttons; the canvas's smallest
// text from its last frame report at rest (12 px at the least on a touch screen, 18 on the
// kiosk). PLANS_SHOTS=<dir> also saves a screenshot of every screen.

import { readFileSync } from 'node:fs'
import type { Browser, Page } from '@playwright/test'
import { expect, test } from './fixtures'

interface Size {
  name: string
  width: number
  height: number
  touch: boolean
  kiosk?: boolean
  /** Also run in English (the longer words). */
  en?: boolean
}

const SIZES: readonly Size[] = [
  { name: 'phone', width: 390, height: 844, touch: true, en: true },
  { name: 'phone-landscape', width: 844, height: 390, touch: true, en: true },
  { name: 'phone-large-landscape', width: 932, height: 430, touch: true },
  { name: 'tablet-portrait', width: 820, height: 1180, touch: true },
  { name: 'tablet-large-portrait', width: 1024, height: 1366, touch: true, en: true },
  { name: 'tablet-landscape', width: 1180, height: 820, touch: true },
  { name: 'laptop', width: 1366, height: 768, touch: false },
  { name: 'desktop', width: 1920, height: 1080, touch: false },
  { name: 'kiosk-portrait', width: 1080, height: 1920, touch: true, kiosk: true, en: true },
  { name: 'kiosk-landscape', width: 1920, height: 1080, touch: true, kiosk: true },
]

const LEVELS = [
  { name: 'masterplan', path: '/masterplan' },
  { name: 'building', path: '/plans?building=13' },
  { name: 'floor', path: '/plans?building=11&section=1&floor=2' },
  { name: 'flat', path: '/plans?building=11&section=1&floor=2&flat=2' },
] as const

/** How far the reserved stage height may be from the measured one, px, per level. */
const RESERVED: Partial<Record<(typeof LEVELS)[number]['name'], number>> = {
  masterplan: 12,
  building: 4,
}

/** What one screen measures; `problems` are the budgets it misses. */
interface Measure {
  /** The shortest side of a canvas hit area inside the stage, px. */
  smallestTarget: number
  stage: { x: number; y: number; width: number; height: number }
  /** The stage's height left for the drawing (less the flat's tools band, where it is one). */
  drawn: number
  /** The stage height the drawing needs at the stage's width (0 until the renderer reports). */
  fit: number
  problems: string[]
}

/**
 * Runs in the page: the stage's box, the texts that overlap or are too small, the controls that
 * are too small or cover a text, in the first screen. Texts in different fixed layers (the header, the flat's price
 * bar) over the page are by design; inside one layer nothing may overlap.
 */
function measure(args: { minTarget: number; minText: number }): Measure {
  const vw = innerWidth
  const vh = innerHeight
  const problems: string[] = []
  const stageEl = document.querySelector('[data-testid="plans-stage"]') as HTMLElement
  const s = stageEl.getBoundingClientRect()
  const fit = Number.parseFloat(stageEl.style.getPropertyValue('--fit-h')) || 0
  // The drawing's own box: the flat's view options and the floor's sun toggle take a band of the
  // stage above it where they do not lie over it.
  const drawing = document.querySelector('[data-testid="plans-canvas-root"]') as HTMLElement
  const root = document.querySelector('#plan') as HTMLElement
  type R = { left: number; top: number; right: number; bottom: number }
  const meet = (a: R, b: R): R => ({
    left: Math.max(a.left, b.left),
    top: Math.max(a.top, b.top),
    right: Math.min(a.right, b.right),
    bottom: Math.min(a.bottom, b.bottom),
  })
  const area = (r: R) => Math.max(0, r.right - r.left) * Math.max(0, r.bottom - r.top)
  const screen: R = { left: 0, top: 0, right: vw, bottom: vh }
  const hidden = (el: Element): boolean => {
    for (let e: Element | null = el; e; e = e.parentElement) {
      const cs = getComputedStyle(e)
      if (cs.display === 'none' || cs.visibility === 'hidden' || Number(cs.opacity) === 0)
        return true
      if (cs.clipPath.startsWith('inset(50%')) return true
      if (e.getAttribute('aria-hidden') === 'true' && e.closest('[role="group"]')) return true
    }
    return false
  }
  /** The part of a box its scrolling and clipping ancestors let show. */
  const shown = (el: Element, r: R): R => {
    let out = meet(r, screen)
    for (let e = el.parentElement; e && e !== document.body; e = e.parentElement) {
      const cs = getComputedStyle(e)
      if (cs.overflowX !== 'visible' || cs.overflowY !== 'visible')
        out = meet(out, e.getBoundingClientRect())
    }
    return out
  }
  /** The ancestor that cuts a line of text above or below without a way to scroll to it. */
  const cutBy = (el: Element, r: R): Element | null => {
    for (let e = el.parentElement; e && e !== document.body; e = e.parentElement) {
      const cs = getComputedStyle(e)
      if (!['hidden', 'clip'].includes(cs.overflowY)) continue
      const box = e.getBoundingClientRect()
      if (r.top < box.top - 2 || r.bottom > box.bottom + 2) return e
    }
    return null
  }
  const layerOf = (el: Element): Element | null => {
    for (let e: Element | null = el; e; e = e.parentElement) {
      const p = getComputedStyle(e).position
      if (p === 'fixed' || p === 'sticky') return e
    }
    return null
  }
  const label = (el: Element) =>
    `${el.tagName.toLowerCase()}"${(el.textContent ?? el.getAttribute('aria-label') ?? '').trim().slice(0, 24)}"`

  // Texts: every non-blank text node's line boxes.
  const texts: { el: Element; r: R; layer: Element | null }[] = []
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const el = n.parentElement
    if (!el || !n.textContent?.trim() || el.closest('script, style, svg') || hidden(el)) continue
    const range = document.createRange()
    range.selectNodeContents(n)
    for (const rect of range.getClientRects()) {
      const cut = cutBy(el, rect)
      if (cut) problems.push(`text ${label(el)} cut by ${label(cut)}`)
      const r = shown(el, rect)
      if (area(r) > 4) texts.push({ el, r, layer: layerOf(el) })
    }
    const px = Number.parseFloat(getComputedStyle(el).fontSize)
    if (px < args.minText - 0.1 && texts.at(-1)?.el === el)
      problems.push(`text ${label(el)} at ${px} px < ${args.minText}`)
  }
  for (let i = 0; i < texts.length; i++) {
    for (let j = i + 1; j < texts.length; j++) {
      const a = texts[i]
      const b = texts[j]
      if (!a || !b || a.el === b.el || a.layer !== b.layer) continue
      const o = meet(a.r, b.r)
      if (o.right - o.left > 2 && o.bottom - o.top > 2)
        problems.push(`text ${label(a.el)} overlaps ${label(b.el)}`)
    }
  }

  // Beside a landscape stage the panel (a flat's card and price) starts in the first screen.
  const panel = document.querySelector('[data-testid="plans-sheet"]')
  if (panel && vw > vh && panel.getBoundingClientRect().top > vh)
    problems.push(`panel starts at y=${Math.round(panel.getBoundingClientRect().top)}`)

  // The crumbs scroll sideways on a phone, but the current place is always in view.
  const here = root.querySelector('[data-testid="plans-crumbs"] [aria-current]')
  if (here) {
    const box = here.getBoundingClientRect()
    const seen = shown(here, box)
    if (seen.right - seen.left < box.width - 1) problems.push(`crumb ${label(here)} cut`)
  }

  // Controls: the real targets (a switch's label, not its invisible checkbox).
  const controls = [
    ...root.querySelectorAll<HTMLElement>(
      'button, a[href], select, input:not([type="checkbox"]), label:has(input[type="checkbox"]), [role="button"]',
    ),
  ]
  for (const c of controls) {
    if (c.closest('[role="group"][aria-label]') && c.style.opacity === '0') continue
    if (hidden(c)) continue
    const box = c.getBoundingClientRect()
    const r = shown(c, box)
    if (area(r) <= 0) continue
    if (box.width < args.minTarget - 0.5 || box.height < args.minTarget - 0.5)
      problems.push(
        `control ${label(c)} ${Math.round(box.width)}x${Math.round(box.height)} < ${args.minTarget}`,
      )
    const layer = layerOf(c)
    for (const t of texts) {
      if (c.contains(t.el) || t.layer !== layer) continue
      const o = meet(r, t.r)
      if (o.right - o.left > 2 && o.bottom - o.top > 2)
        problems.push(`control ${label(c)} covers text ${label(t.el)}`)
    }
  }
  // The canvas's hit areas, as its accessible twin places them, cut to the stage.
  let smallestTarget = Number.POSITIVE_INFINITY
  for (const twin of stageEl.querySelectorAll(
    '[data-testid="plans-canvas-root"] button[data-alt]',
  )) {
    const box = twin.getBoundingClientRect()
    const r = meet(box, s)
    if (area(r) <= 0) continue
    const across = Math.min(r.right - r.left, r.bottom - r.top)
    smallestTarget = Math.min(smallestTarget, across)
    // A hit area the stage's edge cuts to a sliver is not offered (renderer/hit/hitAreas.ts).
    const cut = r.right - r.left < box.width - 1 || r.bottom - r.top < box.height - 1
    if (cut && args.minTarget > 0 && across < Math.max(24, args.minTarget) - 0.5)
      problems.push(`hit area ${twin.getAttribute('data-alt')} cut to ${Math.round(across)} px`)
  }
  return {
    smallestTarget,
    stage: { x: s.x, y: s.y, width: s.width, height: s.height },
    drawn: drawing.getBoundingClientRect().height,
    fit,
    problems: [...new Set(problems)],
  }
}

/**
 * How far below the canvas's top the flat's walls begin, CSS px: the first row of the canvas
 * (a screenshot decoded in the page) with dark wall across a fifth of its width; null if none.
 */
async function flatTop(page: Page): Promise<number | null> {
  const canvas = page.locator('[data-testid="plans-canvas"]')
  const box = await canvas.boundingBox()
  if (!box) return null
  const png = await page.screenshot({ clip: box })
  return page.evaluate(
    async ({ b64, cssWidth }) => {
      const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0))
      const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }))
      const ctx = new OffscreenCanvas(bitmap.width, bitmap.height).getContext('2d')
      if (!ctx) return null
      ctx.drawImage(bitmap, 0, 0)
      const { data, width, height } = ctx.getImageData(0, 0, bitmap.width, bitmap.height)
      for (let y = 0; y < height; y++) {
        let dark = 0
        for (let x = 0; x < width; x++) {
          const i = (y * width + x) * 4
          if ((data[i] ?? 255) + (data[i + 1] ?? 255) + (data[i + 2] ?? 255) < 240) dark++
        }
        if (dark > width / 5) return (y * cssWidth) / width
      }
      return null
    },
    { b64: png.toString('base64'), cssWidth: box.width },
  )
}

/** A building of the site geometry: its footprint in percent of the picture. */
interface SiteBuilding {
  code: number
  footprint: [number, number][]
}

/** The site's buildings, from the geometry file the page loads (generated/manifest.json). */
async function siteBuildings(page: Page): Promise<SiteBuilding[]> {
  const manifest = JSON.parse(readFileSync('generated/manifest.json', 'utf8')) as { site: string }
  const site = (await (await page.request.get(manifest.site)).json()) as {
    buildings: SiteBuilding[]
  }
  return site.buildings
}

/**
 * Runs in the page: how far below the canvas's top the master plan's picture begins, px. The
 * accessible twin places each building's button over its footprint's box on screen, so the
 * northernmost and southernmost buildings give the picture's scale and offset along y, and the
 * picture's top edge is 0 % (a pixel of rounding either way).
 */
function pictureTop(buildings: SiteBuilding[]): number | null {
  const root = document.querySelector('[data-testid="plans-canvas-root"]')
  if (!root) return null
  const spans = buildings.flatMap((b) => {
    const button = root.querySelector(`button[data-alt="${b.code}"]`)
    if (!button) return []
    const ys = b.footprint.map((p) => p[1])
    const r = button.getBoundingClientRect()
    return [{ y0: Math.min(...ys), y1: Math.max(...ys), top: r.top, bottom: r.bottom }]
  })
  spans.sort((a, b) => a.y0 - b.y0)
  const north = spans[0]
  const south = spans.at(-1)
  if (!north || !south || south.y1 <= north.y0) return null
  const pxPerPercent = (south.bottom - north.top) / (south.y1 - north.y0)
  return north.top - north.y0 * pxPerPercent - root.getBoundingClientRect().top
}

/** The canvas has drawn the level and its hit areas and the stage has stopped changing. */
async function settle(page: Page) {
  await expect(page.getByTestId('plans-canvas-root')).toHaveAttribute('data-status', 'ready', {
    timeout: 30_000,
  })
  await expect
    .poll(() => page.locator('[data-testid="plans-canvas-root"] button[data-alt]').count(), {
      timeout: 20_000,
    })
    .toBeGreaterThan(0)
  await page.evaluate(() => document.fonts.ready.then(() => undefined))
  let last = ''
  await expect
    .poll(
      async () => {
        const now = await page.evaluate(() => {
          const stage = document.querySelector('[data-testid="plans-stage"]') as HTMLElement
          const r = stage.getBoundingClientRect()
          const twins = document.querySelectorAll('[data-testid="plans-canvas-root"] button')
          return JSON.stringify([r.y, r.width, r.height, stage.style.cssText, twins.length])
        })
        const same = now === last
        last = now
        return same
      },
      { timeout: 20_000, intervals: [300] },
    )
    .toBe(true)
}

async function checkSize(browser: Browser, size: Size, baseURL: string) {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: size.width, height: size.height },
    deviceScaleFactor: 1,
    hasTouch: size.touch,
    isMobile: size.touch && size.width < 800,
  })
  // The canvas's frame reports at rest, the last one kept (usePlansRenderer's frame probe).
  await context.addInitScript(() => {
    const w = window as unknown as Record<string, unknown>
    w.__khvoyaFrameProbe = (r: { animating: boolean }) => {
      if (!r.animating) w.__restFrame = r
    }
  })
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  const report: string[] = []
  const buildings = await siteBuildings(page)
  const locales = size.en ? (['ru', 'en'] as const) : (['ru'] as const)
  for (const locale of locales) {
    for (const level of LEVELS) {
      const sep = level.path.includes('?') ? '&' : '?'
      const url = `${locale === 'en' ? '/en' : ''}${level.path}${size.kiosk ? `${sep}kiosk=1` : ''}`
      await page.goto(url)
      if (size.kiosk) await expect(page.locator('html')).toHaveAttribute('data-kiosk', 'true')
      await settle(page)
      const m = await page.evaluate(measure, {
        minTarget: size.kiosk ? 44 : size.touch ? 24 : 0,
        minText: size.kiosk ? 18 : 0,
      })
      const where = `${size.name} ${size.width}x${size.height} ${locale} ${level.name}`
      const portrait = size.height > size.width
      const { stage, fit, drawn } = m
      const problems = [...m.problems]
      if (portrait && stage.width < 0.85 * size.width)
        problems.push(`stage ${Math.round(stage.width)} px wide < 85% of ${size.width}`)
      if (!portrait && stage.height < 0.45 * size.height)
        problems.push(`stage ${Math.round(stage.height)} px tall < 45% of ${size.height}`)
      if (stage.y > 0.3 * size.height || stage.y < 0)
        problems.push(`stage starts at y=${Math.round(stage.y)}, outside the top 30%`)
      // The drawing fills the stage: at the stage's width it needs at least the stage's height
      // less a band of 12% (a floor wider than a landscape stage is drawn to its width).
      if (fit > 0 && fit < drawn * (portrait ? 0.92 : 0.6))
        problems.push(`drawing needs ${Math.round(fit)} px of a ${Math.round(drawn)} px stage`)
      // A portrait stage is as tall as the master plan asks, so the paper above the picture is
      // all it keeps there: 24 px (a phone's 28 for its badges), the northern cards' room within
      // it, not a band of 84 (issue 28).
      if (portrait && level.name === 'masterplan') {
        const top = await page.evaluate(pictureTop, buildings)
        if (top === null || top > 30)
          problems.push(`the master plan begins ${Math.round(top ?? -1)} px below the canvas's top`)
      }
      // A portrait tablet's or the kiosk's flat starts under its view options, only its
      // dimension line and a little paper between (renderer/plan/flatFrame.ts): it sat under
      // 118-127 px of paper, centred in a stage taller than it needed (issue 28).
      let flatAt = ''
      if (portrait && size.width >= 600 && level.name === 'flat') {
        const top = await flatTop(page)
        flatAt = `, flat ${Math.round(top ?? -1)} px below the canvas's top`
        if (top === null || top > 100)
          problems.push(`the flat begins ${Math.round(top ?? -1)} px below the canvas's top`)
      }
      // The room a portrait stage keeps before the renderer measures (no layout shift when it
      // does): the master plan's and a building's heights are known from their geometry.
      const shift = portrait && RESERVED[level.name]
      if (shift) {
        const [measured, reserved] = await page.evaluate(() => {
          const el = document.querySelector('[data-testid="plans-stage"]') as HTMLElement
          const fitted = el.style.getPropertyValue('--fit-h')
          const withFit = el.getBoundingClientRect().height
          el.style.removeProperty('--fit-h')
          const withoutFit = el.getBoundingClientRect().height
          el.style.setProperty('--fit-h', fitted)
          return [withFit, withoutFit]
        })
        if (Math.abs(measured - reserved) > shift)
          problems.push(`reserved ${Math.round(reserved)} px, measured ${Math.round(measured)} px`)
      }
      // Every word on the canvas reads at arm's length on a touch screen, at 1-2 m on the kiosk.
      const minCanvasText = size.kiosk ? 18 : size.touch ? 12 : 0
      const smallest = await page.evaluate(
        () =>
          (window as unknown as { __restFrame?: { smallestText?: number | null } }).__restFrame
            ?.smallestText ?? null,
      )
      if (smallest !== null && smallest < minCanvasText - 0.01)
        problems.push(`canvas text at ${smallest} px < ${minCanvasText}`)
      // A floor's flats are taps on a touch screen (the renderer adds its touch slop around them).
      if (size.touch && level.name === 'floor' && m.smallestTarget < 24)
        problems.push(`a flat on the floor is ${Math.round(m.smallestTarget)} px across < 24`)
      report.push(
        `${where}: stage y=${Math.round(stage.y)} ${Math.round(stage.width)}x${Math.round(stage.height)}, drawing ${Math.round(fit)} px tall, smallest hit area ${Math.round(m.smallestTarget)} px, canvas text ${smallest ?? '-'} px${flatAt}`,
      )
      if (process.env.PLANS_SHOTS)
        await page.screenshot({
          path: `${process.env.PLANS_SHOTS}/${size.name}-${size.width}x${size.height}-${locale}-${level.name}.png`,
        })
      expect.soft(problems, where).toEqual([])
    }
  }
  console.log(report.join('\n'))
  expect(errors, 'page errors').toEqual([])
  await context.close()
}

test.describe('plans layout budgets', () => {
  test.skip(
    ({ isMobile }) => isMobile,
    'every size runs in its own context from the desktop project',
  )
  for (const size of SIZES) {
    test(`${size.name} ${size.width}x${size.height}${size.kiosk ? ' kiosk' : ''}`, async ({
      browser,
      baseURL,
    }) => {
      test.setTimeout(180_000)
      await checkSize(browser, size, baseURL ?? '')
    })
  }
})
