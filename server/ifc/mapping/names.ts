// What a space or a piece of furniture is, read from the names an architect's tool writes:
// Revit puts a room's number in Name and its name in LongName, ArchiCAD and Renga often the other
// way round, in Russian, English or German. Whole words are matched, so 'Bathroom 2', 'Küche' and
// 'Спальня 1' all read. Pure.

import type { FurnitureKind, RoomKind } from '../../../engine/geometry'

/** A room that is not a room of a flat: the roof, a shaft. Its space is left out and listed. */
export type SpaceKind = RoomKind | 'not-a-room'

const ROOM_WORDS: readonly (readonly [SpaceKind, RegExp])[] = [
  // Order matters: the first match wins, so compound names come before their parts.
  [
    'kitchen-living',
    /kitchen[ -]?living|kitchen[ -]?dining|wohnküche|кухня[ -]?гостиная|кухня[ -]?столовая/,
  ],
  [
    'master-bedroom',
    /master[ -]?bed|hauptschlafzimmer|elternschlafzimmer|мастер[ -]?спальня|главная спальня/,
  ],
  ['bedroom', /bed ?room|sleeping|schlafzimmer|kinderzimmer|gästezimmer|спальня|детская/],
  [
    'living',
    /living|lounge|family room|sitting|wohnen|wohnzimmer|гостиная|общая комната|(?<![а-яё])зал(?![а-яё])/,
  ],
  ['kitchen', /kitchen|küche|kueche|кухня/],
  ['bathroom', /bath ?room|\bbath\b|badezimmer|\bbad\b|ванная|душевая|shower room/],
  ['wc', /\bwc\b|toilet|lavatory|powder|\bgäste[ -]?wc\b|санузел|туалет|уборная|с\/у/],
  [
    'laundry',
    /utility|laundry|hauswirtschaft|\bhwr\b|waschküche|постирочная|прачечная|хозяйственн/,
  ],
  ['wardrobe', /wardrobe|closet|dressing|ankleide|гардероб/],
  ['storage', /storage|store ?room|pantry|abstellraum|lager|кладовая|кладовка/],
  [
    'hall',
    /foyer|hall|entry|entrance|corridor|lobby|vestibule|flur|diele|eingang|прихожая|холл|коридор|тамбур/,
  ],
  ['stair', /stair|treppe|лестница/],
  [
    'terrace',
    /terrace|balcony|loggia|veranda|porch|deck|terrasse|balkon|loggia|терраса|балкон|лоджия|веранда/,
  ],
  ['not-a-room', /\broof\b|\bdach\b|кровля|крыша|shaft|schacht|шахта/],
]

/**
 * The kind a space's names say, trying its long name first, then its name: null when neither is
 * known (the room keeps the model's own name).
 */
export function spaceKind(name: string, longName: string): SpaceKind | null {
  for (const text of [longName, name]) {
    const words = text.toLowerCase().replace(/[_.]/g, ' ')
    if (words.trim() === '') continue
    for (const [kind, pattern] of ROOM_WORDS) if (pattern.test(words)) return kind
  }
  return null
}

/** The name a room shows when its kind is not known: the long name, else the name. */
export const ownName = (name: string, longName: string): string =>
  (longName.trim() || name.trim()).slice(0, 40)

const FURNITURE_WORDS: readonly (readonly [FurnitureKind | 'upper-cabinet', RegExp])[] = [
  ['upper-cabinet', /upper cabinet|wall cabinet|oberschrank|hängeschrank|навесн/],
  ['kitchen-run', /counter|worktop|base cabinet|kitchen|küche|unterschrank|кухонн|столешниц/],
  ['sink', /sink|basin|lavatory|vanity|washbasin|waschtisch|раковин|умывальник/],
  ['wc', /\bwc\b|toilet|water closet|\bclo\b|унитаз/],
  ['bath', /\bbath|tub\b|bathtub|badewanne|ванна(?![а-яё])/],
  ['shower', /shower|dusche|душ/],
  ['washer', /washer|washing machine|waschmaschine|стиральн/],
  ['bed-double', /double bed|queen|king|doppelbett|двуспальн/],
  ['bed-single', /single bed|einzelbett|односпальн/],
  ['bed-double', /\bbed\b|bett\b|кровать/],
  ['nightstand', /night ?stand|bedside|nachttisch|тумб/],
  ['wardrobe', /wardrobe|closet|armoire|kleiderschrank|шкаф[ -]?купе|гардероб/],
  ['sofa', /sofa|couch|settee|диван/],
  ['armchair', /armchair|lounge chair|sessel|кресло/],
  ['coffee-table', /coffee|couchtisch|журнальн/],
  ['dining-table', /dining|esstisch|обеденн|table|tisch|стол(?![а-яё])/],
  ['desk', /desk|schreibtisch|письменн/],
  ['tv-unit', /\btv\b|television|media|(?<![а-яё])тв(?![а-яё])|телевизор/],
  ['shelves', /shelf|shelves|bookcase|tall cabinet|regal|стеллаж|полк/],
]

/**
 * The plan's kind of a furniture or sanitary element from its entity, predefined type and names;
 * null when none fits (it is drawn as its outline). An upper (wall) cabinet is drawn as an outline
 * too: it hangs over the counter the plan already shows.
 */
export function furnitureKind(
  entity: string,
  predefinedType: string,
  names: readonly string[],
  width: number,
): FurnitureKind | null {
  const predefined: Record<string, FurnitureKind> = {
    WCSEAT: 'wc',
    TOILETPAN: 'wc',
    BATH: 'bath',
    SHOWER: 'shower',
    WASHHANDBASIN: 'sink',
    SINK: 'sink',
    BED: 'bed-double',
    SOFA: 'sofa',
    TABLE: 'dining-table',
    DESK: 'desk',
    SHELF: 'shelves',
  }
  const byType = predefined[predefinedType.toUpperCase()]
  if (byType) return bedBySize(byType, width)
  const text = names.join(' ').toLowerCase().replace(/[_.-]/g, ' ')
  for (const [kind, pattern] of FURNITURE_WORDS) {
    if (!pattern.test(text)) continue
    if (kind === 'upper-cabinet') return null
    return bedBySize(kind, width)
  }
  if (/sanitary/i.test(entity)) return 'sink'
  return null
}

/** A bed under 1.2 m across is a single whatever its name says. */
function bedBySize(kind: FurnitureKind, width: number): FurnitureKind {
  if (kind === 'bed-double' && width < 1.2) return 'bed-single'
  return kind
}
