// The sheet's right column: key facts as label/value rows, then the room schedule numbered as on
// the plan, with the floor area and terrace totals. Leading tightens for the largest flats so the
// column always ends above the benefits. Pure.

import { buildingLabel } from '../../engine/buildings'
import { bedroomCount, flatNumberLabel, statusLabel } from '../../engine/labels'
import { normGoverns } from '../../engine/sunView/insolationNorm'
import type { FlatSunSummary } from '../../engine/sunView/sunSummary'
import type { Apartment, Locale } from '../../engine/types'
import { dateText, hoursNumber, hoursText, normText, viewWords, yesNo } from '../plans/sunViewText'
import type { Explication } from './explication'
import { LABEL, sectionTitle } from './sheetFrame'
import { area, areaNumber, formatName, roomName, sheetT } from './sheetText'
import type { TextStyle, Typesetter } from './typeset'

export interface Column {
  x: number
  width: number
}

const LABEL_TEXT: TextStyle = { font: 'regular', size: 7.5, ink: 'inkSoft' }
const VALUE: TextStyle = { font: 'bold', size: 7.5, ink: 'charcoal' }

/** The sun-and-view rows, in the words of the flat screen and the compare table, sized to a row. */
function sunRows(sun: FlatSunSummary, flat: Apartment, locale: Locale): [string, string][] {
  const t = sheetT(locale)
  const pair = (a: '04-22' | '08-22', b: '06-21' | '12-21'): [string, string] => [
    `${t('sunView.title')}, ${dateText(a, locale)} / ${dateText(b, locale)}`,
    `${hoursNumber(sun.hours[a], locale)} / ${hoursText(sun.hours[b], locale)}`,
  ]
  const rows: [string, string][] = [pair('04-22', '06-21'), pair('08-22', '12-21')]
  if (flat.sq_ter_only > 0) rows.push([t('plans.fact.eveningSun'), yesNo(sun.evening, locale)])
  // Two parts at most: three ran over the row's label in English even at the smallest size.
  rows.push([t('pdf.fact.view'), viewWords(sun, locale, 2)])
  // The residential norm governs private residences only: no verdict on an apartment's sheet.
  if (normGoverns(flat.format)) rows.push([t('plans.fact.norm'), normText(sun, locale)])
  return rows
}

export function factRows(
  flat: Apartment,
  locale: Locale,
  sun: FlatSunSummary | null = null,
): [string, string][] {
  const t = sheetT(locale)
  const rows: [string, string][] = [
    [t('pdf.fact.building'), buildingLabel(flat.b, locale)],
    [t('pdf.fact.section'), String(flat.s)],
    [t('pdf.fact.floor'), t('pdf.fact.floorOf', { floor: flat.f, floors: flat.floor })],
    [t('pdf.fact.number'), flatNumberLabel(flat.n)],
    [t('pdf.fact.unit'), String(flat.tr_n)],
    [t('pdf.fact.bedrooms'), bedroomCount(flat.rc, locale)],
    [t('pdf.fact.bathrooms'), String(flat.bc)],
    [t('pdf.fact.area'), area(flat.sq, locale)],
    [
      t('pdf.fact.terrace'),
      flat.sq_ter_only > 0 ? area(flat.sq_ter_only, locale) : t('pdf.fact.none'),
    ],
  ]
  if (flat.sq_ter_only > 0) rows.push([t('pdf.fact.areaWithTerrace'), area(flat.sq_ter, locale)])
  rows.push(
    [t('pdf.fact.levels'), String(flat.lv)],
    [t('pdf.fact.format'), formatName(flat.format, locale)],
    [t('pdf.fact.status'), statusLabel(flat.st, locale)],
  )
  if (sun) rows.push(...sunRows(sun, flat, locale))
  return rows
}

/** Sets the facts from baseline y; returns the baseline after the last row. */
export function drawFacts(
  ts: Typesetter,
  rows: [string, string][],
  col: Column,
  y: number,
): number {
  let baseline = y
  // The sun-and-view rows make the longest list 19 rows: closer rows keep the room schedule of
  // the largest two-level flats above the benefits.
  const pitch = rows.length > 15 ? 11.5 : 13
  for (const [label, value] of rows) {
    ts.text(label, col.x, baseline, LABEL_TEXT)
    // The value takes the room its label leaves: a long English label and value met mid-row.
    const room = col.width - ts.width(label, LABEL_TEXT) - 6
    ts.text(value, col.x + col.width, baseline, ts.fit(value, room, VALUE, 6), 'right')
    ts.rule(col.x, baseline + 4, col.x + col.width)
    baseline += pitch
  }
  return baseline
}

export function drawExplication(
  ts: Typesetter,
  schedule: Explication,
  flat: Apartment,
  locale: Locale,
  col: Column,
  top: number,
  bottom: number,
): void {
  const t = sheetT(locale)
  let y = sectionTitle(ts, t('pdf.explication'), col.x, top, col.width)
  const levels = new Set(schedule.rows.map((r) => r.level)).size
  const lines = schedule.rows.length + (levels > 1 ? levels : 0) + (flat.sq_ter_only > 0 ? 2 : 1)
  const leading = Math.max(8.6, Math.min(11.5, (bottom - y - 6) / lines))
  const size = leading < 10 ? 6.8 : 7.5
  let level = 0
  for (const row of schedule.rows) {
    if (levels > 1 && row.level !== level) {
      level = row.level
      ts.text(t('pdf.level', { level }).toUpperCase(), col.x, y, { ...LABEL, size: 5.5 })
      y += leading
    }
    ts.text(String(row.number), col.x, y, { font: 'bold', size, ink: 'moss' })
    ts.text(row.name ?? roomName(row.kind, locale), col.x + 13, y, {
      font: 'regular',
      size,
      ink: 'charcoal',
    })
    ts.text(
      areaNumber(row.area, locale),
      col.x + col.width,
      y,
      { font: 'regular', size, ink: 'charcoal' },
      'right',
    )
    y += leading
  }
  ts.rule(col.x, y - leading + 4, col.x + col.width, 'inkSoft', 0.5)
  y += 3
  ts.text(t('pdf.explicationTotal'), col.x, y, VALUE)
  ts.text(area(flat.sq, locale), col.x + col.width, y, VALUE, 'right')
  if (flat.sq_ter_only > 0) {
    y += leading
    ts.text(t('pdf.fact.terrace'), col.x, y, LABEL_TEXT)
    ts.text(area(flat.sq_ter_only, locale), col.x + col.width, y, LABEL_TEXT, 'right')
  }
}
