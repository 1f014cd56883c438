// One flat's A4 sheet as a display list: header, title with price, the plan at a print scale with
// scale bar and north arrow, key facts and room schedule, the flat on its floor and on the master
// plan, benefits, and the footer with contacts, QR code and notice. Pure: data in, drawing out.

import type { BuildingGeometry, FlatLevel, SiteGeometry } from '../../engine/geometry'
import { statusLabel } from '../../engine/labels'
import { hasPrice } from '../../engine/priceRanges'
import type { FlatSunSummary } from '../../engine/sunView/sunSummary'
import type { Apartment, Locale } from '../../engine/types'
import { flatBenefits } from './benefits'
import type { BrokerBranding } from './brokerBranding'
import { explication } from './explication'
import { flatUrl } from './flatLink'
import { drawFloorInset } from './floorInset'
import { PathData } from './pathData'
import { drawPlan } from './planDrawing'
import { type Box, fitLevels, type PlanFit } from './planFit'
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
import { drawExplication, drawFacts, factRows } from './sheetTables'
import { area, flatAddress, flatTitle, formatName, money, sheetPrice, sheetT } from './sheetText'
import type { Measure, SheetPage } from './sheetTypes'
import { northArrow } from './northArrow'
import { drawSiteInset } from './siteInset'
import { Typesetter } from './typeset'

type P = readonly [number, number]

export interface SheetInput {
  flat: Apartment
  building: BuildingGeometry
  site: SiteGeometry | null
  locale: Locale
  branding: BrokerBranding
  hidePrice: boolean
  /** Draw furniture in the plan; walls, doors, windows and stairs are always drawn. */
  furniture: boolean
  /** The flat's sun and view: four more fact rows when present. */
  sun?: FlatSunSummary | null
  now: Date
  origin: string
  page: number
  pages: number
}

// The grid: a plan column and a facts column, then insets, benefits and the footer.
const PLAN_COL = { x: LEFT, width: 330 }
const FACTS_COL = { x: LEFT + 348, width: WIDTH - 348 }
const MAIN_TOP = 168
const PLAN_BOX: Box = { x: LEFT, y: MAIN_TOP + 18, width: PLAN_COL.width, height: 290 }
const INSETS_TOP = 508
const INSET_H = 104
const BENEFITS_TOP = 652

/** The flat's levels placed on its floor; the bare layout if the floor does not list it. */
export function flatLevels(building: BuildingGeometry, flat: Apartment): readonly FlatLevel<P>[] {
  for (const floor of building.floors) {
    if (floor.f !== flat.f || floor.s !== flat.s) continue
    const placed = floor.flats.find((f) => f.alt === flat.alt)
    if (placed) return placed.levels
  }
  return building.layouts[flat.plan]?.levels ?? []
}

function titleBlock(ts: Typesetter, input: SheetInput): void {
  const { flat, locale } = input
  const t = sheetT(locale)
  ts.text(flatAddress(flat, locale).toUpperCase(), LEFT, 101, { ...LABEL, size: 6.5, tracking: 1 })
  // A flat off sale has no status word (the site shows a dash); the facts table still says so.
  if (flat.st > 0) {
    const status = statusLabel(flat.st, locale).toUpperCase()
    const pill = { ...LABEL, size: 6, ink: 'pine', tracking: 0.9 } as const
    const pw = ts.width(status, pill) + 12
    ts.push({
      kind: 'path',
      d: new PathData().rect(RIGHT - pw, 92, pw, 13).toString(),
      fill: 'mint',
    })
    ts.text(status, RIGHT - 6, 101, pill, 'right')
  }
  // A broker's hidden price and a price not set yet (tc 0) are both words, small, where it stands.
  const priced = !input.hidePrice && hasPrice(flat)
  const price = input.hidePrice ? t('pdf.priceOnRequest') : sheetPrice(flat, locale)
  const priceStyle = priced
    ? ({ font: 'light', size: 21, ink: 'pine' } as const)
    : ({ font: 'regular', size: 11, ink: 'moss' } as const)
  const priceWidth = ts.text(price, RIGHT, 132, priceStyle, 'right')
  const title = flatTitle(flat, locale)
  const titleStyle = ts.fit(
    title,
    WIDTH - priceWidth - 24,
    { font: 'light', size: 27, ink: 'pine' },
    16,
  )
  ts.text(title, LEFT - 1, 132, titleStyle)
  const notes = [formatName(flat.format, locale)]
  if (flat.sq_ter_only > 0)
    notes.push(`${t('pdf.fact.terrace').toLowerCase()} ${area(flat.sq_ter_only, locale)}`)
  if (flat.lv > 1) notes.push(t('pdf.benefit.twoLevels').toLowerCase())
  ts.text(notes.join('  ·  '), LEFT, 149, { font: 'regular', size: 8.5, ink: 'inkSoft' })
  if (priced) {
    const perM2 = t('pdf.perM2', { price: money(flat.t, locale) })
    ts.text(perM2, RIGHT, 149, { font: 'regular', size: 8.5, ink: 'inkSoft' }, 'right')
  }
}

/** A scale bar of 1, 2, 5 or 10 m, about a fifth of the plan column, and the print scale. */
function scaleBar(ts: Typesetter, fit: PlanFit, x: number, y: number, locale: Locale): void {
  const t = sheetT(locale)
  const metres = [1, 2, 5, 10, 20].find((m) => m * fit.k >= 55) ?? 20
  const step = metres <= 5 ? 1 : metres / 5
  const dark = new PathData()
  for (let i = 0; i * step < metres; i += 2) dark.rect(x + i * step * fit.k, y, step * fit.k, 3)
  ts.push(
    {
      kind: 'path',
      d: new PathData().rect(x, y, metres * fit.k, 3).toString(),
      fill: 'paper',
      stroke: 'pine',
      width: 0.5,
    },
    { kind: 'path', d: dark.toString(), fill: 'pine' },
  )
  const small = { font: 'regular', size: 6, ink: 'inkSoft' } as const
  ts.text('0', x, y + 11, small, 'center')
  ts.text(`${metres} ${t('pdf.metres')}`, x + metres * fit.k, y + 11, small, 'center')
  const ratio = t('pdf.scale', { scale: fit.denominator })
  ts.text(ratio, x + metres * fit.k + 14, y + 4, { font: 'bold', size: 6.5, ink: 'pine' })
}

export function layoutFlatSheet(input: SheetInput, measure: Measure): SheetPage {
  const { flat, locale, building, site } = input
  const t = sheetT(locale)
  const ts = new Typesetter(measure)
  const frame: FrameContext = { ...input, branding: input.branding }
  drawHeader(ts, frame)
  titleBlock(ts, input)

  const levels = flatLevels(building, flat)
  const schedule = explication(levels)
  sectionTitle(ts, t('pdf.plan'), PLAN_COL.x, MAIN_TOP, PLAN_COL.width)
  const fit = fitLevels(levels, PLAN_BOX)
  drawPlan(ts, fit, { furniture: input.furniture, numbers: schedule.numbers, locale })
  const barY = PLAN_BOX.y + PLAN_BOX.height + 8
  scaleBar(ts, fit, PLAN_COL.x, barY, locale)
  // North in the building's plan frame: the site is drawn north up and turns the plan by `angle`.
  const siting = site?.buildings.find((b) => b.code === flat.b)
  if (siting) {
    const a = (siting.angle * Math.PI) / 180
    northArrow(
      ts,
      [PLAN_COL.x + PLAN_COL.width - 20, barY + 2],
      [-Math.sin(a), -Math.cos(a)],
      t('pdf.north'),
    )
  }

  const factsEnd = drawFacts(
    ts,
    factRows(flat, locale, input.sun ?? null),
    FACTS_COL,
    sectionTitle(ts, t('pdf.facts'), FACTS_COL.x, MAIN_TOP, FACTS_COL.width),
  )
  drawExplication(ts, schedule, flat, locale, FACTS_COL, factsEnd + 8, INSETS_TOP + 16 + INSET_H)

  const insetW = (PLAN_COL.width - 16) / 2
  sectionTitle(ts, t('pdf.onFloor'), PLAN_COL.x, INSETS_TOP, insetW)
  drawFloorInset(ts, building, flat.f, flat.alt, {
    x: PLAN_COL.x,
    y: INSETS_TOP + 14,
    width: insetW,
    height: INSET_H,
  })
  const siteX = PLAN_COL.x + insetW + 16
  sectionTitle(ts, t('pdf.onSite'), siteX, INSETS_TOP, insetW)
  if (site)
    drawSiteInset(ts, site, new Set([flat.b]), locale, {
      x: siteX,
      y: INSETS_TOP + 14,
      width: insetW,
      height: INSET_H,
    })

  const benefits = flatBenefits(flat, levels, site, locale)
  let y = sectionTitle(ts, t('pdf.benefits'), LEFT, BENEFITS_TOP, WIDTH)
  const half = Math.ceil(benefits.length / 2)
  benefits.forEach((text, i) => {
    const x = i < half ? LEFT : LEFT + WIDTH / 2
    const row = y + (i % half) * 11.5
    ts.push({
      kind: 'path',
      d: new PathData().rect(x, row - 4.5, 3.5, 3.5).toString(),
      fill: 'moss',
    })
    ts.text(text, x + 9, row, { font: 'regular', size: 7.8, ink: 'charcoal' })
  })
  y += half * 11.5

  drawFooter(ts, frame, { url: flatUrl(input.origin, flat, locale) })
  return { items: ts.items }
}
