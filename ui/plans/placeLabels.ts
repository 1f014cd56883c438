// Names of places on the plans screens: a building, section, floor or flat from its alt path,
// and the pluralised count of flats on sale. Pure over the translation function.

import { plans } from '../../content/i18n/plans'
import type { AltPath } from '../../engine/alt'
import { buildingLabel } from '../../engine/buildings'
import { flatNumberLabel } from '../../engine/labels'
import { countMessage } from '../../engine/messages'
import type { Locale } from '../../engine/types'
import type { Translate } from '../i18n'
import { flatText } from './FlatText'

/** '1 квартира', '5 квартир', '2 flats'. */
export function flatsLabel(count: number, locale: Locale): string {
  return countMessage(plans, locale, 'plansView.flats', count)
}

/** The last part of a path named: 'Дом А1', 'Секция 2', 'Этаж 3', 'Кв. 02'; '' for the root. */
export function placeLabel(path: AltPath, t: Translate, locale: Locale): string {
  const [b, s, f, n] = path
  if (n !== undefined) return t('plans.row.flat', { flat: flatNumberLabel(n) })
  if (f !== undefined) return t('plans.row.floor', { floor: f })
  if (s !== undefined) return t('plans.row.section', { section: s })
  if (b !== undefined) return t('plans.row.building', { building: buildingLabel(b, locale) })
  return t('plansView.masterplan')
}

/** The heading of a level: the master plan, a building, its section, a floor, a flat. */
export function levelTitle(path: AltPath, t: Translate, locale: Locale): string {
  if (path.length === 0) return t('plansView.masterplanTitle')
  if (path.length === 4) return flatText(locale, 'title', { flat: flatNumberLabel(path[3] ?? 0) })
  return path.map((_, i) => placeLabel(path.slice(0, i + 1), t, locale)).join(' · ')
}
