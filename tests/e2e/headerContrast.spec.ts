// The header stays legible over any hero. axe cannot judge text over an image,
// so this measures it: the header area is photographed with the header's text and icons made
// transparent (its own background, glass or solid, stays), and every text box is compared with
// the pixels under it (WCAG AA 4.5:1 for the header's small text). Both projects run it.

import type { Page } from '@playwright/test'
import sharp from 'sharp'
import { expect, test } from './fixtures'
import { ShellPage } from './pages/ShellPage'

interface TextBox {
  text: string
  x: number
  y: number
  width: number
  height: number
  /** The text colour as drawn: sRGB 0-255 and its alpha after every ancestor's opacity. */
  rgba: [number, number, number, number]
}

/** The visible text runs of the header with their boxes and drawn colour. */
function textBoxes(page: Page): Promise<TextBox[]> {
  return page.evaluate(() => {
    const header = document.querySelector('[data-testid="header"]')
    if (!header) return []
    const boxes: TextBox[] = []
    const walker = document.createTreeWalker(header, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? ''
      const parent = node.parentElement
      if (!text || !parent) continue
      const style = getComputedStyle(parent)
      if (style.visibility !== 'visible') continue
      const range = document.createRange()
      range.selectNodeContents(node)
      const rect = range.getBoundingClientRect()
      if (rect.width < 1 || rect.height < 1) continue
      let opacity = 1
      for (let el: Element | null = parent; el; el = el.parentElement) {
        opacity *= Number(getComputedStyle(el).opacity)
      }
      const channels = (style.color.match(/[\d.]+/g) ?? []).map(Number)
      const [r = 0, g = 0, b = 0, a = 1] = channels
      boxes.push({
        text,
        x: rect.x,
        y: rect.y,
        width: rect.width,
        height: rect.height,
        rgba: [r, g, b, a * opacity],
      })
    }
    return boxes
  })
}

const linear = (c: number) => {
  const s = c / 255
  return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
}
const luminance = (r: number, g: number, b: number) =>
  0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
const ratio = (l1: number, l2: number) => (Math.max(l1, l2) + 0.05) / (Math.min(l1, l2) + 0.05)

/** The contrast a box's text keeps over all but the worst 5 % of the pixels under it (a stray
 * antialiased edge of a neighbouring border must not decide it). */
async function contrastOf(
  page: Page,
  boxes: TextBox[],
): Promise<{ text: string; ratio: number }[]> {
  const header = page.getByTestId('header')
  await page.addStyleTag({
    content: `[data-testid="header"] *, [data-testid="header"] *::before, [data-testid="header"] *::after {
      color: transparent !important; text-shadow: none !important; }
      [data-testid="header"] svg, [data-testid="header"] [aria-hidden="true"] { visibility: hidden !important; }`,
  })
  const box = await header.boundingBox()
  if (!box) throw new Error('no header')
  const png = await page.screenshot({ clip: box, scale: 'css', animations: 'disabled' })
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true })
  return boxes.map((t) => {
    const [tr, tg, tb, ta] = t.rgba
    const ratios: number[] = []
    const x0 = Math.max(0, Math.floor(t.x - box.x))
    const y0 = Math.max(0, Math.floor(t.y - box.y))
    const x1 = Math.min(info.width, Math.ceil(t.x - box.x + t.width))
    const y1 = Math.min(info.height, Math.ceil(t.y - box.y + t.height))
    for (let y = y0; y < y1; y++) {
      for (let x = x0; x < x1; x++) {
        const i = (y * info.width + x) * info.channels
        const [r, g, b] = [data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0]
        const drawn = luminance(
          tr * ta + r * (1 - ta),
          tg * ta + g * (1 - ta),
          tb * ta + b * (1 - ta),
        )
        ratios.push(ratio(drawn, luminance(r, g, b)))
      }
    }
    ratios.sort((a, b) => a - b)
    return { text: t.text, ratio: ratios[Math.floor(ratios.length * 0.05)] ?? 0 }
  })
}

for (const path of ['/', '/en', '/about/brokers', '/en/about/brokers', '/no-such-page']) {
  test(`header text keeps 4.5:1 over the hero of ${path}`, async ({ page, allowConsole }) => {
    allowConsole(/status of 404/)
    const shell = new ShellPage(page)
    await shell.goto(path)
    // The hero art must be painted: the measurement is against its pixels.
    await page.waitForLoadState('load')
    await page.evaluate(() =>
      Promise.all(
        [...document.images].filter((i) => !i.complete).map((i) => i.decode().catch(() => {})),
      ),
    )
    // The header changes theme with a transition once the page knows what lies under it.
    await page.waitForFunction(
      () =>
        document.querySelector('[data-testid="header"]')?.getAnimations({ subtree: true })
          .length === 0,
    )
    const boxes = await textBoxes(page)
    expect(boxes.length, 'header text found').toBeGreaterThan(0)
    const low = (await contrastOf(page, boxes)).filter((c) => c.ratio < 4.5)
    expect(
      low.map((c) => `${c.text}: ${c.ratio.toFixed(2)}`),
      'header text under 4.5:1',
    ).toEqual([])
  })
}
