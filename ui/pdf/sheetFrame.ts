// The stationery every page shares: the brand mark and wordmark, the broker's (or the sales
// office's) contact in the header, and a footer with the developer's contacts, an optional QR
// code, the not-a-public-offer notice, the date stamp and the page number. Pure.

import { phoneDisplay, SITE } from '../../content/site'
import type { Locale } from '../../engine/types'
import { type BrokerBranding, hasBranding } from './brokerBranding'
import { displayHost } from './flatLink'
import { PathData } from './pathData'
import { qrPath } from './qr'
import { dateStamp, sheetT } from './sheetText'
import { A4 } from './sheetTypes'
import type { TextStyle, Typesetter } from './typeset'

export const LEFT = 40
export const RIGHT = A4.width - 40
export const WIDTH = RIGHT - LEFT
/** The header rule; content starts below it. */
export const HEADER_RULE = 78
/** The footer rule; content ends above it. */
export const FOOTER_RULE = 716

/** Small capitals of section titles: spaced, in moss. */
export const LABEL: TextStyle = { font: 'bold', size: 6, ink: 'moss', tracking: 1.1 }

export interface FrameContext {
  locale: Locale
  branding: BrokerBranding
  now: Date
  origin: string
  page: number
  pages: number
}

/** A section title over a hairline, as the sheet's columns open. Returns the first baseline below. */
export function sectionTitle(ts: Typesetter, text: string, x: number, y: number, width: number) {
  ts.text(text.toUpperCase(), x, y, LABEL)
  ts.rule(x, y + 4, x + width)
  return y + 16
}

function brandMark(ts: Typesetter, x: number, y: number): void {
  // A pine of three tiers: the brand's name is the Russian for pine needles.
  const tier = (apex: number, base: number, half: number) =>
    new PathData().polygon([
      [x, y + apex],
      [x + half, y + base],
      [x - half, y + base],
    ])
  const d = [tier(0, 9, 4.6), tier(5, 15.5, 6.6), tier(11, 22, 8.6)].join('')
  ts.push({
    kind: 'path',
    d: `${d}${new PathData().rect(x - 0.9, y + 22, 1.8, 3.2)}`,
    fill: 'pine',
  })
}

export function drawHeader(ts: Typesetter, ctx: FrameContext): void {
  const t = sheetT(ctx.locale)
  brandMark(ts, LEFT + 8.6, 34)
  const brand = SITE.brand[ctx.locale].toUpperCase()
  ts.text(brand, LEFT + 25, 53, { font: 'light', size: 21, ink: 'pine', tracking: 4.5 })
  ts.text(t('pdf.brandLine').toUpperCase(), LEFT + 26, 64.5, { ...LABEL, tracking: 1.9 })
  const b = ctx.branding
  if (hasBranding(b)) {
    ts.text(t('pdf.broker').toUpperCase(), RIGHT, 42, LABEL, 'right')
    ts.text(b.name || b.agency, RIGHT, 55, { font: 'bold', size: 9.5, ink: 'charcoal' }, 'right')
    const line = [b.name ? b.agency : '', b.phone].filter(Boolean).join('  ·  ')
    ts.text(line, RIGHT, 66, { font: 'regular', size: 8, ink: 'inkSoft' }, 'right')
  } else {
    ts.text(t('pdf.sales').toUpperCase(), RIGHT, 42, LABEL, 'right')
    ts.text(
      phoneDisplay(ctx.locale),
      RIGHT,
      55,
      { font: 'bold', size: 9.5, ink: 'charcoal' },
      'right',
    )
    ts.text(
      SITE.hours.text[ctx.locale],
      RIGHT,
      66,
      { font: 'regular', size: 8, ink: 'inkSoft' },
      'right',
    )
  }
  ts.rule(LEFT, HEADER_RULE, RIGHT, 'pine', 0.75)
}

export function drawFooter(ts: Typesetter, ctx: FrameContext, qr: { url: string } | null): void {
  const t = sheetT(ctx.locale)
  const soft = { font: 'regular', size: 7, ink: 'inkSoft' } as const
  ts.rule(LEFT, FOOTER_RULE, RIGHT)
  ts.text(t('pdf.sales').toUpperCase(), LEFT, 731, LABEL)
  const phone = ts.text(phoneDisplay(ctx.locale), LEFT, 744, {
    font: 'bold',
    size: 9,
    ink: 'charcoal',
  })
  ts.text(`·   ${SITE.emails.sales}   ·   ${SITE.hours.text[ctx.locale]}`, LEFT + phone + 8, 744, {
    ...soft,
    size: 8,
  })
  ts.text(SITE.office.text[ctx.locale], LEFT, 756, soft)
  ts.text(SITE.legalEntity[ctx.locale], LEFT, 767, soft)
  if (qr) {
    const size = 58
    const [x, y] = [RIGHT - size, FOOTER_RULE + 8]
    ts.push({ kind: 'path', d: qrPath(qr.url, x, y, size).d, fill: 'charcoal' })
    ts.push({ kind: 'link', x, y, width: size, height: size, url: qr.url })
    ts.text(t('pdf.qr').toUpperCase(), x - 10, y + 42, LABEL, 'right')
    ts.text(displayHost(ctx.origin), x - 10, y + 52, soft, 'right')
  }
  const notice = { font: 'regular', size: 5.8, ink: 'inkSoft' } as const
  const after = ts.paragraph(SITE.disclaimer[ctx.locale], LEFT, 794, WIDTH, notice, 7.4)
  const stamp = { font: 'regular', size: 6.5, ink: 'inkSoft' } as const
  const y = Math.max(after + 4, 815)
  ts.text(t('pdf.dateStamp', { date: dateStamp(ctx.now, ctx.locale) }), LEFT, y, stamp)
  ts.text(t('pdf.page', { page: ctx.page, pages: ctx.pages }), RIGHT, y, stamp, 'right')
}
