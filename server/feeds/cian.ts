// The CIAN feed (format version 2) for new-build flats: one <object> of category
// newBuildingFlatSale per flat on sale, with what CIAN requires of it (id, description, address,
// phone, rooms, area, floor, the complex and building by CIAN's ids, floors, price) and the plan
// as its layout photo. Pure.

import { create } from 'xmlbuilder2'
import type { FeedsConfig, PortalIds } from './feedConfig'
import { COMPLEX, COMPLEX_ADDRESS, houseName, offerDescription, planImageUrl } from './feedText'
import type { OnSaleFlat } from './onSale'
import type { FeedBuild } from './yandexRealty'

type XMLBuilder = ReturnType<typeof create>

/** CIAN's room count: 1-5, 6 for six and more, 9 for a studio. */
export function cianRoomsCount(flat: Pick<OnSaleFlat, 'studio' | 'rooms'>): number {
  if (flat.studio) return 9
  return Math.min(flat.rooms, 6)
}

export function cianFeed({ config, selection }: FeedBuild): string {
  const ids = config.cian
  if (!ids) throw new Error('cianFeed: the CIAN feed is switched off')
  const doc = create({ version: '1.0', encoding: 'UTF-8' })
  const root = doc.ele('feed')
  root.ele('feed_version').txt('2')
  for (const flat of selection.flats) object(root, flat, config, ids)
  // Stryker disable next-line ObjectLiteral,BooleanLiteral: whitespace between elements, which XML readers ignore
  return doc.end({ prettyPrint: true })
}

function object(root: XMLBuilder, flat: OnSaleFlat, config: FeedsConfig, ids: PortalIds): void {
  const o = root.ele('object')
  o.ele('Category').txt('newBuildingFlatSale')
  o.ele('ExternalId').txt(flat.alt)
  o.ele('Description').txt(offerDescription(flat))
  o.ele('Address').txt(COMPLEX_ADDRESS)
  const at = o.ele('Coordinates')
  at.ele('Lat').txt(String(COMPLEX.lat))
  at.ele('Lng').txt(String(COMPLEX.lon))

  // +7 8005501746: CIAN takes the country code and the ten digits apart.
  const phone = o.ele('Phones').ele('PhoneSchema')
  phone.ele('CountryCode').txt('+7')
  phone.ele('Number').txt(config.developer.phone.slice(2))

  const layout = o.ele('LayoutPhoto')
  layout.ele('FullUrl').txt(planImageUrl(config.origin, flat.plan))
  layout.ele('IsDefault').txt('true')

  o.ele('FlatRoomsCount').txt(String(cianRoomsCount(flat)))
  o.ele('TotalArea').txt(String(flat.area))
  if (flat.livingArea !== null) o.ele('LivingArea').txt(String(flat.livingArea))
  if (flat.kitchenArea !== null) o.ele('KitchenArea').txt(String(flat.kitchenArea))
  o.ele('FloorNumber').txt(String(flat.floor))

  const jk = o.ele('JKSchema')
  jk.ele('Id').txt(ids.complexId)
  jk.ele('Name').txt(COMPLEX.name)
  const house = jk.ele('House')
  // Stryker disable next-line StringLiteral: unreachable, the settings refuse a building without an id
  house.ele('Id').txt(ids.houseIds.get(flat.building) ?? '')
  house.ele('Name').txt(houseName(flat.label))
  const unit = house.ele('Flat')
  unit.ele('FlatNumber').txt(String(flat.number))
  unit.ele('SectionNumber').txt(String(flat.section))

  const building = o.ele('Building')
  building.ele('FloorsCount').txt(String(flat.floors))
  const deadline = building.ele('Deadline')
  deadline.ele('Quarter').txt(`q${COMPLEX.completion.quarter}`)
  deadline.ele('Year').txt(String(COMPLEX.completion.year))
  deadline.ele('IsComplete').txt('false')

  const terms = o.ele('BargainTerms')
  // Never 0: selectOnSale lists only priced flats, as CIAN requires a price per offer.
  terms.ele('Price').txt(String(flat.price))
  terms.ele('Currency').txt('rur')
  // Sold under an equity participation agreement (214-FZ), the site's agreement template.
  terms.ele('SaleType').txt('fz214')
}
