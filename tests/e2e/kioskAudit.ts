// What a kiosk page shows in its first screen, measured in the browser: targets smaller than a
// finger (44 px), text smaller than 18 px, texts that overlap, and links that would leave the site.
// For kioskLayout.spec.ts.

import type { Locator, Page } from '@playwright/test'

export interface KioskAudit {
  smallTargets: string[]
  smallText: string[]
  overlaps: string[]
  linksOut: string[]
}

const MIN_TARGET = 44
const MIN_TEXT = 18

export function kioskAudit(page: Page): Promise<KioskAudit> {
  return page.evaluate(
    ([minTarget, minText]) => {
      const view = { w: window.innerWidth, h: window.innerHeight }
      const name = (e: Element) =>
        `${e.tagName.toLowerCase()}${e.getAttribute('data-testid') ? `[${e.getAttribute('data-testid')}]` : ''} "${(e.textContent ?? e.getAttribute('aria-label') ?? '').trim().slice(0, 40)}"`
      const shown = (e: Element) => {
        const r = e.getBoundingClientRect()
        if (r.width < 3 || r.height < 3) return false
        if (r.bottom <= 0 || r.top >= view.h || r.right <= 0 || r.left >= view.w) return false
        const style = getComputedStyle(e)
        return style.visibility === 'visible' && e.checkVisibility({ opacityProperty: true })
      }
      // The menu is closed; an open dialog covers the page, so only the dialog counts then.
      const dialog = document.querySelector('[role="dialog"][aria-modal="true"]:not([hidden])')
      const roots = dialog
        ? [dialog]
        : [...document.querySelectorAll('header, main')].filter(
            (e) => !e.parentElement?.closest('header, main'),
          )

      const smallTargets: string[] = []
      const controls = roots.flatMap((r) => [
        ...r.querySelectorAll('a[href], button, select, textarea, input, [role="button"]'),
      ])
      for (const control of controls) {
        // A checkbox drawn as a chip or a switch: the label around it is what the finger meets;
        // a link stretched over its card by an absolute ::after: the card.
        const after = getComputedStyle(control, '::after')
        const stretched = after.content !== 'none' && after.position === 'absolute'
        const target =
          control instanceof HTMLInputElement
            ? (control.closest('label') ?? control)
            : stretched && control instanceof HTMLElement
              ? (control.offsetParent ?? control)
              : control
        if (!shown(target) && !shown(control)) continue
        const r = target.getBoundingClientRect()
        if (r.width < minTarget - 0.5 || r.height < minTarget - 0.5)
          smallTargets.push(`${name(target)} ${Math.round(r.width)}x${Math.round(r.height)}`)
      }

      const smallText: string[] = []
      const lines: { node: Text; rect: DOMRect }[] = []
      for (const root of roots) {
        const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
        for (let n = walker.nextNode(); n; n = walker.nextNode()) {
          const text = n as Text
          const parent = text.parentElement
          if (!parent || !text.data.trim() || !shown(parent)) continue
          if (parent.closest('svg, script, style, [aria-hidden="true"] svg')) continue
          const style = getComputedStyle(parent)
          // Visually hidden text (for screen readers) is clipped on purpose.
          if (style.clipPath !== 'none' || style.clip.startsWith('rect')) continue
          const range = document.createRange()
          range.selectNodeContents(text)
          const rects = [...range.getClientRects()].filter(
            (r) => r.width > 1 && r.height > 1 && r.top < view.h && r.bottom > 0,
          )
          if (rects.length === 0) continue
          if (Number.parseFloat(style.fontSize) < minText - 0.01)
            smallText.push(`"${text.data.trim().slice(0, 30)}" ${style.fontSize}`)
          for (const rect of rects) lines.push({ node: text, rect })
        }
      }

      // Two line boxes of different texts that share more than 2x2 px.
      const overlaps: string[] = []
      for (let i = 0; i < lines.length; i++) {
        for (let j = i + 1; j < lines.length; j++) {
          const a = lines[i]
          const b = lines[j]
          if (!a || !b || a.node === b.node) continue
          const w = Math.min(a.rect.right, b.rect.right) - Math.max(a.rect.left, b.rect.left)
          const h = Math.min(a.rect.bottom, b.rect.bottom) - Math.max(a.rect.top, b.rect.top)
          if (w > 2 && h > 2)
            overlaps.push(
              `"${a.node.data.trim().slice(0, 24)}" x "${b.node.data.trim().slice(0, 24)}"`,
            )
        }
      }

      // Every link in the page but the closed site menu's: the menu is checked by a tap.
      const linksOut: string[] = []
      for (const a of document.querySelectorAll<HTMLAnchorElement>('a[href]')) {
        if (a.closest('#site-menu[hidden]')) continue
        const url = new URL(a.getAttribute('href') ?? '', location.href)
        if (url.origin !== location.origin) linksOut.push(`${name(a)} ${url.href}`)
      }
      return { smallTargets, smallText, overlaps, linksOut }
    },
    [MIN_TARGET, MIN_TEXT] as const,
  )
}

/** How the first dozen result rows are laid out: as cards (status and actions on a line of their
 * own below the flat's size and price) or as table rows; and texts inside a row that overlap. */
export async function rowLayout(
  page: Page,
  rows: Locator,
): Promise<{ count: number; cards: number; overlaps: string[] }> {
  await page.evaluate(() => document.fonts.ready)
  return rows.evaluateAll((els) => {
    let cards = 0
    const overlaps: string[] = []
    const measured = els.slice(0, 12)
    for (const row of measured) {
      const [, place, size, price, end] = [...row.children].map((c) => c.getBoundingClientRect())
      if (!place || !size || !price || !end) continue
      if (end.top >= size.bottom - 1 && end.top >= price.bottom - 1) cards++
      const boxes: { node: Node; text: string; rect: DOMRect }[] = []
      const walker = document.createTreeWalker(row, NodeFilter.SHOW_TEXT)
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        const text = (n as Text).data.trim()
        if (!text) continue
        const range = document.createRange()
        range.selectNodeContents(n)
        for (const rect of range.getClientRects())
          if (rect.width > 1) boxes.push({ node: n, text, rect })
      }
      for (let i = 0; i < boxes.length; i++)
        for (let j = i + 1; j < boxes.length; j++) {
          const a = boxes[i]
          const b = boxes[j]
          if (!a || !b || a.node === b.node) continue
          const w = Math.min(a.rect.right, b.rect.right) - Math.max(a.rect.left, b.rect.left)
          const h = Math.min(a.rect.bottom, b.rect.bottom) - Math.max(a.rect.top, b.rect.top)
          if (w > 1 && h > 1) overlaps.push(`"${a.text.slice(0, 24)}" x "${b.text.slice(0, 24)}"`)
        }
    }
    return { count: measured.length, cards, overlaps }
  })
}
