// The sun-and-view figures as words in either language, shared by the flat screen's block, the
// compare table and the broker PDF so the three never say it differently. Pure: the engine's
// number and list writers and the typed dictionaries.

import { listText } from '../../engine/listText'
import { numberText, percentText } from '../../engine/numberText'
import type { RoomKind } from '../../engine/geometry'
import {
  type FlatSunSummary,
  type RoomSunView,
  SUN_DATES,
  type SunDate,
} from '../../engine/sunView/sunSummary'
import type { ViewComposition } from '../../engine/sunView/viewShares'
import { compassSide, viewParts } from '../../engine/sunView/viewWording'
import type { Locale } from '../../engine/types'
import { translate } from '../i18n'
import { roomName } from '../pdf/sheetText'

/** Plain numbers in the block's sentences: '2,5', '1 200' (numberText, not a NumberFormat: see there). */
export const plainNumber = (value: number, locale: Locale): string =>
  numberText(value, locale, { minFraction: 0, maxFraction: 3 })

/** 5.25 -> '5,3' / '5.3'; whole hours without a decimal: 9 -> '9'. */
export const hoursNumber = (hours: number, locale: Locale): string =>
  numberText(hours, locale, { minFraction: 0, maxFraction: 1 })

/** 5.25 -> '5,3 ч' / '5.3 h'. */
export const hoursText = (hours: number, locale: Locale) =>
  translate(locale, 'sunView.hours', { hours: hoursNumber(hours, locale) })

export const dateText = (date: SunDate, locale: Locale) => translate(locale, `sunView.date.${date}`)

/** '22 апр 5,1 ч · 21 июн 9 ч · 22 авг 5 ч · 21 дек 0,5 ч'. */
export function hoursLine(hours: Record<SunDate, number>, locale: Locale): string {
  return SUN_DATES.map((d) => `${dateText(d, locale)}\u00a0${hoursText(hours[d], locale)}`).join(
    ' · ',
  )
}

const KINDS = new Set<string>([
  'hall',
  'kitchen-living',
  'living',
  'kitchen',
  'bedroom',
  'master-bedroom',
  'bathroom',
  'wc',
  'wardrobe',
  'laundry',
  'terrace',
  'storage',
  'stair',
])

/** 'Спальня 2' when the flat has more than one bedroom with windows, else 'Спальня'. */
export function roomText(room: RoomSunView, all: readonly RoomSunView[], locale: Locale): string {
  const name = KINDS.has(room.kind) ? roomName(room.kind as RoomKind, locale) : room.room
  const twins = all.filter((r) => r.kind === room.kind).length
  const number = /-(\d+)$/.exec(room.room)?.[1]
  return twins > 1 && number ? `${name} ${number}` : name
}

/**
 * 'окна на юго-запад, вечернее солнце' / 'windows face south-west, evening sun'; a room whose
 * windows look two ways names both, the sunniest first ('окна на восток и на запад').
 */
export function roomSunText(room: RoomSunView, locale: Locale): string {
  const sides = [...new Set(room.bearings.map(compassSide))]
  const side = listText(
    sides.map((s) => translate(locale, `sunView.side.${s}`)),
    locale,
  )
  return `${translate(locale, 'sunView.facing', { side })}, ${translate(locale, `sunView.time.${room.time}`)}`
}

/** 'на залив и на лес' / 'the gulf and the forest'; `most` parts at most, water first. */
export function viewWords(seen: ViewComposition, locale: Locale, most = 3): string {
  const parts = viewParts(seen.view, seen.waters)
    .slice(0, most)
    .map((p) => translate(locale, `sunView.view.${p}`))
  return listText(parts, locale)
}

/** 'Вид на залив и на лес' / 'View of the gulf and the forest'. */
export const viewLine = (seen: ViewComposition, locale: Locale) =>
  translate(locale, 'sunView.viewLine', { parts: viewWords(seen, locale) })

/** The view's parts in the order the bar and the lines show them, the waters apart. */
export const VIEW_BAR_PARTS = ['gulf', 'pond', 'forest', 'sky', 'buildings'] as const
export type ViewBarPart = (typeof VIEW_BAR_PARTS)[number]

export const partShare = (seen: ViewComposition, part: ViewBarPart): number =>
  part === 'gulf' || part === 'pond' ? seen.waters[part] : seen.view[part]

/** 'Залив 3 % · Лес 60 % · Небо 30 % · Дома 7 %', parts under 1 % left out. */
export function sharesLine(seen: ViewComposition, locale: Locale): string {
  return VIEW_BAR_PARTS.filter((k) => partShare(seen, k) >= 0.01)
    .map(
      (k) =>
        `${translate(locale, `sunView.share.${k}`)} ${percentText(partShare(seen, k), locale)}`,
    )
    .join(' · ')
}

export const normText = (summary: FlatSunSummary, locale: Locale) =>
  translate(locale, summary.meets ? 'sunView.norm.meetsShort' : 'sunView.norm.failsShort')

export const yesNo = (value: boolean, locale: Locale) =>
  translate(locale, value ? 'sunView.yes' : 'sunView.no')
