// The three building types for the building-types widget: codes, theme, living formats, art and
// the master-plan link of each (type B links to Б1-Б2, not А1-А2).

import type { BuildingTheme, BuildingType } from '../engine/types'
import type { ArtName, Localized, RouteLink } from './schema'

export interface BuildingTypeEntry {
  type: BuildingType
  theme: BuildingTheme
  /** Building codes, as engine/buildings.ts lists them. */
  codes: number[]
  name: Localized<string>
  /** Building labels as printed: А1-А9 in Russian, A1-A9 in English. */
  labels: Localized<string>
  formats: Localized<string>
  text: Localized<string>
  image: ArtName
  link: Localized<RouteLink>
}

const masterplan = (include: number[], ru: string, en: string): Localized<RouteLink> => {
  const query = `toBottom=1&include=${include.join(',')}`
  return {
    ru: { route: 'masterplan', query, label: ru },
    en: { route: 'masterplan', query, label: en },
  }
}

export const BUILDING_TYPES: BuildingTypeEntry[] = [
  {
    type: 'A',
    theme: 'black',
    codes: [11, 12, 13, 14, 15, 16, 17, 18, 19],
    name: { ru: 'Тип А', en: 'Type A' },
    labels: { ru: 'А1–А9', en: 'A1–A9' },
    formats: {
      ru: 'Сервисные апартаменты в А1–А4, частные резиденции в А5–А9',
      en: 'Serviced apartments in A1–A4, private flats in A5–A9',
    },
    text: {
      ru: 'Девять чёрных домов из тёмной древесины и стекла, которые растворяются среди стволов. Глубокие террасы, панорамные окна, кровли под цвет коры.',
      en: 'Nine black houses of dark timber and glass that dissolve among the trunks, with deep terraces, full-height windows and roofs the colour of bark.',
    },
    image: 'type-a-black-house',
    link: masterplan(
      [11, 12, 13, 14, 15, 16, 17, 18, 19],
      'Дома А на генплане',
      'Type A on the master plan',
    ),
  },
  {
    type: 'B',
    theme: 'beige',
    codes: [21, 22],
    name: { ru: 'Тип Б', en: 'Type B' },
    labels: { ru: 'Б1–Б2', en: 'B1–B2' },
    formats: { ru: 'Частные резиденции', en: 'Private flats' },
    text: {
      ru: 'Две виллы из бежевого камня и штукатурки на берегу залива: самые просторные резиденции, собственные сады у квартир первого этажа.',
      en: 'Two villas of beige stone and render on the gulf shore, with the most spacious flats and private gardens for those on the ground floor.',
    },
    image: 'type-b-beige-villa',
    link: masterplan([21, 22], 'Дома Б на генплане', 'Type B on the master plan'),
  },
  {
    type: 'C',
    theme: 'white',
    codes: [31, 32],
    name: { ru: 'Тип В', en: 'Type C' },
    labels: { ru: 'В1–В2', en: 'C1–C2' },
    formats: {
      ru: 'Отель в В1, частные резиденции в В2',
      en: 'The hotel in C1, private flats in C2',
    },
    text: {
      ru: 'Два белых модернистских дома — отель у въезда и резиденции на берегу: ленточные окна, тонкие плиты перекрытий и лоджии-комнаты с видом на кроны.',
      en: 'Two white modernist buildings, the hotel by the gate and private flats on the shore, with ribbon windows, slender floor slabs and loggias that open onto the treetops.',
    },
    image: 'type-c-white-building',
    link: masterplan([31, 32], 'Дома В на генплане', 'Type C on the master plan'),
  },
]
