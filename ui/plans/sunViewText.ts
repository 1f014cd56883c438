// The sun-and-view figures as words in either language, shared by the flat screen's block, the
// compare table and the broker PDF so the three never say it differently. Pure: Intl formats and
// the typed dictionaries.

import { LOCALE_TAGS } from '../../engine/routes'
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

/** One formatter per locale, made on first use: an Intl constructor costs a slow phone ~1 ms. */
function perLocale<T>(make: (tag: string) => T): (locale: Locale) => T {
  const made = new Map<Locale, T>()
  return (locale) => {
    let format = made.get(locale)
    if (!format) {
      format = make(LOCALE_TAGS[locale])
      made.set(locale, format)
    }
    return format
  }
}

const hourFormat = perLocale((tag) => new Intl.NumberFormat(tag, { maximumFractionDigits: 1 }))
const listFormat = perLocale((tag) => new Intl.ListFormat(tag, { type: 'conjunction' }))
const percentFormat = perLocale((tag) => new Intl.NumberFormat(tag, { style: 'percent' }))
/** Plain numbers in the block's sentences: '2,5', '1 200'. */
export const numberFormat = perLocale((tag) => new Intl.NumberFormat(tag))

/** 5.25 -> '5,3' / '5.3'; whole hours without a decimal: 9 -> '9'. */
export const hoursNumber = (hours: number, locale: Locale): string =>
  hourFormat(locale).format(hours)

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
  const side = listFormat(locale).format(sides.map((s) => translate(locale, `sunView.side.${s}`)))
  return `${translate(locale, 'sunView.facing', { side })}, ${translate(locale, `sunView.time.${room.time}`)}`
}

/** 'на залив и на лес' / 'the gulf and the forest'; `most` parts at most, water first. */
export function viewWords(seen: ViewComposition, locale: Locale, most = 3): string {
  const parts = viewParts(seen.view, seen.waters)
    .slice(0, most)
    .map((p) => translate(locale, `sunView.view.${p}`))
  return listFormat(locale).format(parts)
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
  const percent = percentFormat(locale)
  return VIEW_BAR_PARTS.filter((k) => partShare(seen, k) >= 0.01)
    .map((k) => `${translate(locale, `sunView.share.${k}`)} ${percent.format(partShare(seen, k))}`)
    .join(' · ')
}

export const normText = (summary: FlatSunSummary, locale: Locale) =>
  translate(locale, summary.meets ? 'sunView.norm.meetsShort' : 'sunView.norm.failsShort')

export const yesNo = (value: boolean, locale: Locale) =>
  translate(locale, value ? 'sunView.yes' : 'sunView.no')
