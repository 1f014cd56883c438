// The booklet cover: the brand, the date, a table of the selected flats with the sheet each is
// on, and the master plan with every house of the selection marked. Pure, like the sheets.

import { buildingLabel } from '../../engine/buildings'
import type { SiteGeometry } from '../../engine/geometry'
import { flatNumberLabel, statusLabel } from '../../engine/labels'
import type { Apartment } from '../../engine/types'
import {
  drawFooter,
  drawHeader,
  type FrameContext,
  LABEL,
  LEFT,
  RIGHT,
  sectionTitle,
  WIDTH,
} from './sheetFrame'
import { bedroomsText } from '../../engine/labels'
import { area, dateStamp, sheetPrice, sheetT } from './sheetText'
import type { Measure, SheetPage } from './sheetTypes'
import { drawSiteInset } from './siteInset'
import { type TextStyle, Typesetter } from './typeset'

export interface CoverInput extends FrameContext {
  flats: readonly Apartment[]
  site: SiteGeometry | null
  hidePrice: boolean
}

const LIST_BOTTOM = 700

export function layoutCover(input: CoverInput, measure: Measure): SheetPage {
  const { locale, flats } = input
  const t = sheetT(locale)
  const ts = new Typesetter(measure)
  drawHeader(ts, input)
  ts.text(t('pdf.cover.title'), LEFT - 1.5, 134, { font: 'light', size: 34, ink: 'pine' })
  const date = t('pdf.cover.prepared', { date: dateStamp(input.now, locale) })
  const count = t('pdf.cover.count', { count: flats.length })
  ts.text(`${count}   ·   ${date}`, LEFT, 153, { font: 'regular', size: 9, ink: 'inkSoft' })

  // Columns: sheet, address, bedrooms, area, price (unless hidden), status.
  const cols = input.hidePrice
    ? { sheet: 0, flat: 34, bedrooms: 250, area: 390, price: -1, status: WIDTH }
    : { sheet: 0, flat: 34, bedrooms: 210, area: 320, price: 430, status: WIDTH }
  let y = 186
  const head: TextStyle = { ...LABEL, size: 5.8 }
  ts.text(t('pdf.cover.page').toUpperCase(), LEFT + cols.sheet, y, head)
  ts.text(t('pdf.cover.flat').toUpperCase(), LEFT + cols.flat, y, head)
  ts.text(t('pdf.cover.bedrooms').toUpperCase(), LEFT + cols.bedrooms, y, head)
  ts.text(t('pdf.cover.area').toUpperCase(), LEFT + cols.area, y, head, 'right')
  if (cols.price > 0)
    ts.text(t('pdf.cover.price').toUpperCase(), LEFT + cols.price, y, head, 'right')
  ts.text(t('pdf.fact.status').toUpperCase(), RIGHT, y, head, 'right')
  ts.rule(LEFT, y + 5, RIGHT, 'pine', 0.75)
  y += 19
  const leading = Math.max(11, Math.min(17, (LIST_BOTTOM - y) / Math.max(1, flats.length)))
  const size = leading < 13 ? 7.2 : 8.2
  const cell: TextStyle = { font: 'regular', size, ink: 'charcoal' }
  flats.forEach((flat, i) => {
    ts.text(String(i + 2), LEFT + cols.sheet, y, { ...cell, font: 'bold', ink: 'moss' })
    const address = [
      `${t('pdf.fact.building')} ${buildingLabel(flat.b, locale)}`,
      `${t('pdf.fact.section').toLowerCase()} ${flat.s}`,
      `${t('pdf.fact.floor').toLowerCase()} ${flat.f}`,
      `№ ${flatNumberLabel(flat.n)}`,
    ].join('  ·  ')
    ts.text(address, LEFT + cols.flat, y, { ...cell, font: 'bold' })
    ts.text(bedroomsText(flat.rc, locale), LEFT + cols.bedrooms, y, cell)
    ts.text(area(flat.sq, locale), LEFT + cols.area, y, cell, 'right')
    if (cols.price > 0) ts.text(sheetPrice(flat, locale), LEFT + cols.price, y, cell, 'right')
    ts.text(statusLabel(flat.st, locale), RIGHT, y, { ...cell, ink: 'inkSoft' }, 'right')
    ts.rule(LEFT, y + leading / 2 - 1, RIGHT)
    y += leading
  })

  // The master plan takes what room the list leaves, and is left out when a long list needs it all.
  const mapTop = y + 14
  const mapHeight = Math.min(WIDTH / 1.6, LIST_BOTTOM - mapTop - 16)
  if (input.site && mapHeight >= 110) {
    const inner = sectionTitle(ts, t('pdf.cover.onSite'), LEFT, mapTop, WIDTH) - 6
    const codes = new Set(flats.map((f) => f.b))
    drawSiteInset(ts, input.site, codes, locale, {
      x: LEFT,
      y: inner,
      width: WIDTH,
      height: mapHeight,
    })
  }
  drawFooter(ts, input, null)
  return { items: ts.items }
}
