// The plans canvas on the harness page /__renderer: what each level draws (pixels read
// back from screenshots), hover and taps, the accessible twin, fallbacks, and that mounting and
// unmounting it twenty times leaves no WebGL context behind. Facts pixels cannot say come from
// window.__renderer (pages/renderer-harness/testApi.ts).

import type { Page } from '@playwright/test'
import type { PlanOptions } from '../../engine/planOptions'
import type { HitTarget, RendererDiagnostics } from '../../renderer/types'
import { desktopOnly, expect, test } from './fixtures'

type RGB = readonly [number, number, number]

/**
 * Page object for the harness. The canvas draws in a worker unless the query says `thread=main`.
 * Software WebGL in CI is slow, and frames queue behind the suite's other browser: waits allow it.
 */
class RendererHarness {
  constructor(readonly page: Page) {}

  async open(query: string) {
    await this.page.goto(`/__renderer?${query}`, { waitUntil: 'domcontentloaded' })
    await this.settled()
  }

  /** The canvas drew its scene and nothing moves any more. */
  async settled() {
    await this.page.waitForFunction(
      () =>
        window.__renderer?.ready() === true && window.__renderer.diagnostics()?.animating === false,
      null,
      { timeout: 30_000 },
    )
  }

  /**
   * Changes the harness's view options and waits for the canvas to draw the change and settle.
   * The harness applies it on React's next render, so the renderer is idle for a moment first:
   * waiting for a new frame keeps `settled` from answering for the old picture.
   */
  async setView(view: Partial<PlanOptions>) {
    const { frames } = await this.diagnostics()
    await this.page.evaluate((v) => window.__renderer?.setView(v), view)
    await this.page.waitForFunction(
      (before) => (window.__renderer?.diagnostics()?.frames ?? 0) > before,
      frames,
      { timeout: 30_000 },
    )
    await this.settled()
  }

  diagnostics(): Promise<RendererDiagnostics> {
    return this.page.evaluate(() => {
      const d = window.__renderer?.diagnostics()
      if (!d) throw new Error('no renderer')
      return d
    })
  }

  /**
   * Taps (or clicks) a building's roof below its card on the master plan, and waits for its facade:
   * what a visitor's tap does, through the same gesture path.
   */
  async tapToFacade(alt: string, touch: boolean) {
    const b = await this.target(alt)
    const x = centre(b)[0] - b.screenRect.width * 0.3
    const y = centre(b)[1] + b.screenRect.height * 0.25
    if (touch) await this.page.touchscreen.tap(x, y)
    else await this.page.mouse.click(x, y)
    await expect.poll(() => this.selected(), { timeout: 30_000 }).toBe(alt)
    await this.settled()
    expect((await this.diagnostics()).sceneKey).toBe(`facade:${alt}`)
  }

  targets(): Promise<HitTarget[]> {
    return this.page.evaluate(() => window.__renderer?.targets() ?? [])
  }

  async target(alt: string): Promise<HitTarget> {
    const found = (await this.targets()).find((t) => t.alt === alt)
    if (!found) throw new Error(`no target ${alt}`)
    return found
  }

  selected(): Promise<string> {
    return this.page.evaluate(() => window.__renderer?.selected() ?? '')
  }

  /**
   * Pixels of a screen rectangle (CSS px) as the compositor shows them: a screenshot clip decoded
   * in the page, every `stride`-th pixel sent back as an RGB triple (a full frame is 8 MB).
   */
  async pixels(x: number, y: number, width: number, height: number, stride = 1): Promise<RGB[]> {
    const png = await this.page.screenshot({ clip: { x, y, width, height } })
    return this.page.evaluate(
      async ({ b64, stride }) => {
        const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0))
        const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }))
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height)
        const ctx = canvas.getContext('2d')
        if (!ctx) throw new Error('no 2d context')
        ctx.drawImage(bitmap, 0, 0)
        const data = ctx.getImageData(0, 0, bitmap.width, bitmap.height).data
        const out: [number, number, number][] = []
        for (let i = 0; i < data.length; i += 4 * stride) {
          out.push([data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0])
        }
        return out
      },
      { b64: png.toString('base64'), stride },
    )
  }

  /** The mean colour of a small square around a point. */
  async colourAt(x: number, y: number, r = 2): Promise<RGB> {
    const px = await this.pixels(x - r, y - r, r * 2, r * 2)
    const sum = px.reduce((s, p) => [s[0] + p[0], s[1] + p[1], s[2] + p[2]] as const, [
      0, 0, 0,
    ] as const)
    return [sum[0] / px.length, sum[1] / px.length, sum[2] / px.length]
  }

  /**
   * Share of a coarse sample that passes `test`, over the whole viewport or over `area` (the
   * drawing itself: a portrait phone shows much paper around a landscape plan).
   */
  async share(test: (p: RGB) => boolean, area?: Rect): Promise<number> {
    const size = this.page.viewportSize() ?? { width: 1920, height: 1080 }
    const r = clip(area ?? { x: 0, y: 0, width: size.width, height: size.height }, size)
    // About 5000 samples; an odd stride keeps them from lining up in columns.
    const stride = Math.max(1, Math.floor((r.width * r.height) / 5000)) | 1
    const px = await this.pixels(r.x, r.y, r.width, r.height, stride)
    return px.filter(test).length / px.length
  }

  /** The screen box around every current target: where the drawing is. */
  async drawing(): Promise<Rect> {
    const rects = (await this.targets()).map((t) => t.screenRect)
    const x = Math.min(...rects.map((r) => r.x))
    const y = Math.min(...rects.map((r) => r.y))
    return {
      x,
      y,
      width: Math.max(...rects.map((r) => r.x + r.width)) - x,
      height: Math.max(...rects.map((r) => r.y + r.height)) - y,
    }
  }
}

type Rect = { x: number; y: number; width: number; height: number }

/** Keeps a rectangle on screen, whole pixels. */
function clip(r: Rect, size: { width: number; height: number }): Rect {
  const x = Math.max(0, Math.floor(r.x))
  const y = Math.max(0, Math.floor(r.y))
  return {
    x,
    y,
    width: Math.max(1, Math.min(size.width, Math.ceil(r.x + r.width)) - x),
    height: Math.max(1, Math.min(size.height, Math.ceil(r.y + r.height)) - y),
  }
}

const distance = (a: RGB, b: RGB) => Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2])
const hex = (c: number): RGB => [(c >> 16) & 255, (c >> 8) & 255, c & 255]
const near = (colour: number, tolerance: number) => (p: RGB) => distance(p, hex(colour)) < tolerance
const centre = (t: HitTarget) =>
  [t.screenRect.x + t.screenRect.width / 2, t.screenRect.y + t.screenRect.height / 2] as const

test.describe.configure({ timeout: 90_000 })

test.describe('each level draws what it should', () => {
  test('master plan: forest greens, the gulf, and a charcoal roof under А1', async ({
    page,
    allowConsole,
  }) => {
    allowConsole(/^$/)
    const h = new RendererHarness(page)
    await h.open('level=masterplan')
    const d = await h.diagnostics()
    expect(d.sceneKey).toBe('site')
    expect(d.thread, 'drawn off the main thread').toBe('worker')
    // The first frame's budget (bench/REPORT.md, "Budgets"): labels from one glyph atlas, shapes batched.
    expect(d.gl?.first?.draws, 'draw calls of the first frame').toBeLessThanOrEqual(60)
    expect(d.gl?.first?.uploads, 'texture uploads of the first frame').toBeLessThanOrEqual(8)
    const site = await h.drawing()
    const greens = await h.share((p) => p[1] > p[0] + 8 && p[1] > p[2] + 4 && p[1] < 170, site)
    expect(greens, 'forest and lawn greens').toBeGreaterThan(0.3)
    const water = await h.share(near(0xa9c5c5, 28))
    expect(water, 'the gulf').toBeGreaterThan(0.02)
    const a1 = await h.target('11')
    // Below the card's anchor, inside the roof of a black-theme building.
    const roof = await h.colourAt(
      centre(a1)[0] - a1.screenRect.width * 0.3,
      centre(a1)[1] + a1.screenRect.height * 0.25,
    )
    expect(distance(roof, hex(0x2a2f2c)), `charcoal roof, got ${roof}`).toBeLessThan(40)
  })

  test('facade: the beige body of Б1 under a pale sky, sections as targets', async ({
    page,
    allowConsole,
  }) => {
    allowConsole(/^$/)
    const h = new RendererHarness(page)
    await h.open('level=facade&alt=21')
    expect((await h.diagnostics()).sceneKey).toBe('facade:21')
    const targets = await h.targets()
    expect(targets.map((t) => t.kind)).toEqual(['section', 'section'])
    const body = await h.share(near(0xe2d2b4, 24), await h.drawing())
    expect(body, 'beige cladding').toBeGreaterThan(0.05)
    const sky = await h.colourAt((page.viewportSize()?.width ?? 1920) / 2, 20)
    expect(sky[2], 'a pale sky at the top').toBeGreaterThan(200)
  })

  test('floor plan: dark walls, flats in status colours, numbered', async ({
    page,
    allowConsole,
  }) => {
    allowConsole(/^$/)
    const h = new RendererHarness(page)
    await h.open('level=floor&alt=11-1-2')
    expect((await h.diagnostics()).sceneKey).toBe('floor:11-1-2')
    const walls = await h.share((p) => p[0] < 60 && p[1] < 60 && p[2] < 60)
    expect(walls, 'walls').toBeGreaterThan(0.01)
    const targets = await h.targets()
    expect(targets.length).toBeGreaterThan(4)
    expect(targets.every((t) => t.kind === 'flat')).toBe(true)
    const onSale = targets.find((t) => t.available)
    expect(onSale?.label.ru).toMatch(/^Квартира \d\d, /)
    const tinted = await h.share((p) => p[1] > p[0] + 6 && p[1] > 150)
    expect(tinted, 'on-sale flats tinted green').toBeGreaterThan(0.02)
  })

  test('flat plan: furniture and rooms; white box takes both away', async ({
    page,
    allowConsole,
  }) => {
    allowConsole(/^$/)
    const h = new RendererHarness(page)
    await h.open('level=flat&alt=11-1-2&furniture=1')
    const d = await h.diagnostics()
    expect(d.sceneKey).toBe('floor:11-1-2')
    expect(await h.page.evaluate(() => window.__renderer?.level())).toBe('flat')
    const finished = await h.share(near(0xf6f1e7, 6))
    const furniture = await h.share(near(0xffffff, 3))
    await h.setView({ whiteBox: true })
    const bare = await h.share(near(0xfbfaf7, 3))
    const bareFurniture = await h.share(near(0xffffff, 3))
    expect(finished, 'finished floors').toBeGreaterThan(0.05)
    expect(bare, 'white-box floors').toBeGreaterThan(0.05)
    expect(bareFurniture, 'no furniture in the white box').toBeLessThan(furniture)
    // A style change, never a rebuild.
    expect((await h.diagnostics()).sceneBuilds).toBe(d.sceneBuilds)
  })
})

test.describe('flat: apartment view and floor view', () => {
  test('the floor view shows the flat within its floor; the apartment view zooms to it', async ({
    page,
    allowConsole,
  }) => {
    allowConsole(/^$/)
    const h = new RendererHarness(page)
    await h.open('level=flat&alt=11-1-2&view=floor')
    const alt = await h.selected()
    expect(alt).toMatch(/^11-1-2-\d+$/)
    const inFloor = await h.target(alt)
    const builds = (await h.diagnostics()).sceneBuilds
    // Its neighbours are on screen around it.
    const size = page.viewportSize() ?? { width: 1920, height: 1080 }
    const visible = (await h.targets()).filter(
      (t) => t.screenRect.x + t.screenRect.width > 0 && t.screenRect.x < size.width,
    )
    expect(visible.length, 'neighbouring flats in view').toBeGreaterThan(2)
    await h.setView({ viewMode: 'flat' })
    const alone = await h.target(alt)
    expect(alone.screenRect.width, 'the flat fills the view').toBeGreaterThan(
      inFloor.screenRect.width * 1.8,
    )
    // The same scene, framed anew: never a rebuild.
    expect((await h.diagnostics()).sceneBuilds).toBe(builds)
  })
})

test.describe('pointer', () => {
  test('hover changes the colour under the pointer and never rebuilds the scene', async ({
    page,
    allowConsole,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'hover needs a mouse')
    allowConsole(/^$/)
    const h = new RendererHarness(page)
    await h.open('level=floor&alt=11-1-2')
    const flat = (await h.targets()).find((t) => t.available)
    if (!flat) throw new Error('no flat on sale')
    // A few points inside the flat: some fall on rooms (tinted), some may fall on walls (not).
    const r = flat.screenRect
    const points = [0.25, 0.5, 0.75].flatMap((fx) =>
      [0.3, 0.7].map((fy) => [r.x + r.width * fx, r.y + r.height * fy] as const),
    )
    const before = await Promise.all(points.map(([x, y]) => h.colourAt(x, y)))
    const builds = (await h.diagnostics()).sceneBuilds
    const [hx, hy] = points[0] ?? [0, 0]
    await page.mouse.move(hx, hy)
    await expect
      .poll(() => page.evaluate(() => window.__renderer?.hovered()), { timeout: 30_000 })
      .toBe(flat.alt)
    await h.settled()
    const after = await Promise.all(points.map(([x, y]) => h.colourAt(x, y)))
    const change = Math.max(...before.map((b, i) => distance(b, after[i] ?? b)))
    expect(change, 'the hovered flat is tinted more strongly').toBeGreaterThan(12)
    expect((await h.diagnostics()).sceneBuilds).toBe(builds)
  })

  test('a tap on a building selects it and the facade follows', async ({
    page,
    allowConsole,
  }, testInfo) => {
    allowConsole(/^$/)
    const h = new RendererHarness(page)
    await h.open('level=masterplan')
    await h.tapToFacade('11', testInfo.project.name === 'phone')
  })

  test('a drag pans without selecting; Escape goes back a level', async ({
    page,
    allowConsole,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'mouse drag')
    allowConsole(/^$/)
    const h = new RendererHarness(page)
    await h.open('level=floor&alt=11-1-2')
    const flat = (await h.targets()).find((t) => t.available)
    if (!flat) throw new Error('no flat on sale')
    const [x, y] = centre(flat)
    await page.mouse.move(x, y)
    await page.mouse.down()
    await page.mouse.move(x + 40, y + 30, { steps: 4 })
    // Held still before letting go: a release in motion would be a swipe, which flings the plan.
    await page.waitForTimeout(150)
    await page.mouse.up()
    await h.settled()
    expect(await h.selected()).toBe('11-1-2')
    const moved = await h.target(flat.alt)
    expect(Math.round(moved.screenRect.x - flat.screenRect.x)).toBe(40)
    await page.locator('button[data-alt]').first().focus()
    await page.keyboard.press('Escape')
    await expect.poll(() => h.selected(), { timeout: 30_000 }).toBe('11-1')
  })

  test('the wheel zooms the plan, never the page; a double click zooms in', async ({
    page,
    allowConsole,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'wheel and mouse')
    allowConsole(/^$/)
    const h = new RendererHarness(page)
    await h.open('level=floor&alt=11-1-2')
    await page.evaluate(() => {
      const seen: boolean[] = []
      ;(window as unknown as { __wheels: boolean[] }).__wheels = seen
      window.addEventListener('wheel', (e) => seen.push(e.defaultPrevented))
    })
    const flat = (await h.targets()).find((t) => t.available)
    if (!flat) throw new Error('no flat on sale')
    const width = async () => (await h.target(flat.alt)).screenRect.width
    const start = await width()
    const [x, y] = centre(flat)
    await page.mouse.move(x, y)
    await page.mouse.wheel(0, -240)
    await h.settled()
    const zoomed = await width()
    expect(zoomed, 'wheel up zooms in').toBeGreaterThan(start * 1.2)
    // A trackpad pinch arrives as ctrl+wheel: the plan zooms out, the page keeps its scale.
    await page.keyboard.down('Control')
    await page.mouse.wheel(0, 60)
    await page.keyboard.up('Control')
    await h.settled()
    expect(await width(), 'ctrl+wheel down zooms out').toBeLessThan(zoomed)
    expect(await page.evaluate(() => window.visualViewport?.scale ?? 1)).toBe(1)
    const wheels = await page.evaluate(
      () => (window as unknown as { __wheels: boolean[] }).__wheels,
    )
    expect(wheels.length).toBeGreaterThan(0)
    expect(wheels.every(Boolean), 'every wheel on the canvas is the canvas own').toBe(true)
    // A double click on the ground beside the building zooms in about that point.
    const before = await width()
    const size = page.viewportSize() ?? { width: 1920, height: 1080 }
    await page.mouse.dblclick(size.width * 0.08, size.height * 0.5)
    await h.settled()
    expect(await width(), 'double click zooms in').toBeGreaterThan(before * 1.2)
  })

  test('two fingers pinch the plan apart to zoom in', async ({ page, allowConsole }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'touch')
    allowConsole(/^$/)
    const h = new RendererHarness(page)
    await h.open('level=floor&alt=11-1-2')
    const flat = (await h.targets()).find((t) => t.available)
    if (!flat) throw new Error('no flat on sale')
    const start = flat.screenRect.width
    const size = page.viewportSize() ?? { width: 390, height: 844 }
    const [cx, cy] = [size.width / 2, size.height / 2]
    const cdp = await page.context().newCDPSession(page)
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', spread: number) =>
      cdp.send('Input.dispatchTouchEvent', {
        type,
        touchPoints:
          type === 'touchEnd'
            ? []
            : [
                { x: cx - spread, y: cy, id: 1 },
                { x: cx + spread, y: cy, id: 2 },
              ],
      })
    await touch('touchStart', 30)
    for (let spread = 40; spread <= 120; spread += 10) await touch('touchMove', spread)
    await touch('touchEnd', 120)
    await cdp.detach()
    await h.settled()
    expect((await h.target(flat.alt)).screenRect.width, 'pinched apart').toBeGreaterThan(
      start * 1.5,
    )
    expect(await page.evaluate(() => window.visualViewport?.scale ?? 1)).toBe(1)
  })
})

test.describe('accessible twin', () => {
  test('Tab, arrows and Enter drive the same selection as taps', async ({ page, allowConsole }) => {
    allowConsole(/^$/)
    const h = new RendererHarness(page)
    await h.open('level=facade&alt=21-1')
    const twin = page.locator('button[data-alt]')
    await expect(twin.first()).toBeAttached()
    const targets = await h.targets()
    expect(await twin.count()).toBe(targets.length)
    await page.keyboard.press('Tab')
    const first = await page.evaluate(
      () => (document.activeElement as HTMLElement | null)?.dataset.alt,
    )
    expect(first).toBeTruthy()
    await expect(page.locator(`button[data-alt="${first}"]`)).toHaveAttribute(
      'aria-label',
      /^(Этаж|Секция) \d/,
    )
    await page.keyboard.press('ArrowDown')
    const second = await page.evaluate(
      () => (document.activeElement as HTMLElement | null)?.dataset.alt,
    )
    expect(second).toBeTruthy()
    expect(second).not.toBe(first)
    const target = targets.find((t) => t.alt === second)
    await page.keyboard.press('Enter')
    if (target?.available) await expect.poll(() => h.selected(), { timeout: 30_000 }).toBe(second)
    else expect(await h.selected()).toBe('21-1')
  })

  test('labels follow the language', async ({ page, allowConsole }) => {
    allowConsole(/^$/)
    const h = new RendererHarness(page)
    await h.open('level=masterplan&lang=en')
    await expect(page.locator('button[data-alt="21"]')).toHaveAttribute(
      'aria-label',
      /^Building B1: \d+ flats?|Sold out/,
    )
  })
})

test.describe('on the page thread, where a browser cannot draw in a worker', () => {
  test('the same renderer draws the master plan, and a tap selects', async ({
    page,
    allowConsole,
  }, testInfo) => {
    allowConsole(/^$/)
    const h = new RendererHarness(page)
    await h.open('level=masterplan&thread=main')
    expect((await h.diagnostics()).thread).toBe('main')
    const site = await h.drawing()
    const greens = await h.share((p) => p[1] > p[0] + 8 && p[1] > p[2] + 4 && p[1] < 170, site)
    expect(greens, 'forest and lawn greens').toBeGreaterThan(0.3)
    await h.tapToFacade('11', testInfo.project.name === 'phone')
  })
})

test.describe('reduced motion (WCAG 2.3.3)', () => {
  desktopOnly()
  /** Media query changes reach listeners in the next rendering step: two frames later. */
  const nextFrames = (page: Page) =>
    page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))))

  test('camera moves and level changes are instant while the visitor asks for less motion', async ({
    page,
    allowConsole,
  }) => {
    allowConsole(/^$/)
    await page.emulateMedia({ reducedMotion: 'reduce' })
    const h = new RendererHarness(page)
    await h.open('level=masterplan')
    const select = async (alt: string, scene: string) => {
      await page.evaluate((a) => window.__renderer?.select(a), alt)
      await expect.poll(async () => (await h.diagnostics()).sceneKey).toBe(scene)
      await h.settled()
    }
    await select('11', 'facade:11')
    expect((await h.diagnostics()).motionFrames, 'no glide into the facade').toBe(0)
    // The preference changes while the page is open: motion comes back...
    await page.emulateMedia({ reducedMotion: 'no-preference' })
    await nextFrames(page)
    await page.evaluate(() => window.__renderer?.back())
    await expect.poll(async () => (await h.diagnostics()).sceneKey).toBe('site')
    await h.settled()
    const glided = (await h.diagnostics()).motionFrames
    expect(glided, 'going back glides and cross-fades').toBeGreaterThan(0)
    // ...and goes again.
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await nextFrames(page)
    await select('12', 'facade:12')
    expect((await h.diagnostics()).motionFrames).toBe(glided)
  })
})

test.describe('lifecycle', () => {
  desktopOnly()
  test('20 mount and unmount cycles leave no extra WebGL context or worker', async ({
    page,
    allowConsole,
  }) => {
    allowConsole(/^$/)
    const warnings: string[] = []
    page.on('console', (m) => {
      if (/too many active webgl contexts/i.test(m.text())) warnings.push(m.text())
    })
    // A small canvas: the point is the contexts, not the pixels.
    await page.setViewportSize({ width: 420, height: 320 })
    const h = new RendererHarness(page)
    await h.open('level=masterplan')
    const live = () => page.evaluate(() => window.__renderer?.liveContexts() ?? -1)
    // Ours, plus at most the one Pixi keeps for the page to probe shader precision.
    const baseline = await live()
    expect(baseline).toBeGreaterThanOrEqual(1)
    expect(baseline).toBeLessThanOrEqual(2)
    for (let i = 0; i < 20; i++) {
      await page.evaluate(() => window.__renderer?.unmount())
      await expect(page.getByTestId('harness-unmounted')).toBeVisible()
      expect(await live(), `after unmount ${i + 1}`).toBe(baseline - 1)
      await page.evaluate(() => window.__renderer?.mount())
      await h.settled()
    }
    expect(await live()).toBe(baseline)
    expect(warnings).toEqual([])
  })

  test('the 2D canvas backend draws the same plan', async ({ page, allowConsole }) => {
    allowConsole(/^$/)
    const h = new RendererHarness(page)
    await h.open('level=masterplan&backends=canvas')
    expect((await h.diagnostics()).backend).toBe('canvas')
    const site = await h.drawing()
    expect(await h.share((p) => p[1] > p[0] + 8 && p[1] > p[2] + 4, site)).toBeGreaterThan(0.3)
  })

  test('with no backend the static picture stands in', async ({ page, allowConsole }) => {
    allowConsole(/^$/)
    await page.goto('/__renderer?level=masterplan&backends=none', { waitUntil: 'domcontentloaded' })
    const root = page.getByTestId('plans-canvas-root')
    await expect(root).toHaveAttribute('data-status', 'unavailable', { timeout: 30_000 })
    await expect(root.getByRole('img', { name: 'Генплан' })).toBeVisible()
    await expect(page.locator('canvas')).toHaveCount(0)
  })
})
