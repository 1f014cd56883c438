// The Yandex Realty feed (YRL) for new-build flats: one <offer> per flat on sale, with the elements
// Yandex requires of a new-build sale (type, property type, category, new-flat, deal status, the
// complex's and building's ids, floor, areas, price, seller) and the plan and page URLs. Pure.
// Format: https://yandex.ru/support/realty/rules/content-requirements.html and the new-build
// requirements linked from https://yandex.ru/support/realty/ru/feed/.

import { create } from 'xmlbuilder2'
import type { FeedsConfig, PortalIds } from './feedConfig'
import {
  buildingSectionText,
  COMPLEX,
  feedDate,
  flatPageUrl,
  offerDescription,
  planImageUrl,
} from './feedText'
import type { OnSaleFlat, OnSaleSelection } from './onSale'
import { YRL } from './yrlValues'

type XMLBuilder = ReturnType<typeof create>

export const YANDEX_NAMESPACE = 'http://webmaster.yandex.ru/schemas/feed/realty/2010-06'

export interface FeedBuild {
  config: FeedsConfig
  selection: OnSaleSelection
  listedSince: string
  /** ISO time the feed is generated. */
  now: string
}

export function yandexRealtyFeed({ config, selection, listedSince, now }: FeedBuild): string {
  const ids = config.yandex
  if (!ids) throw new Error('yandexRealtyFeed: the Yandex Realty feed is switched off')
  const doc = create({ version: '1.0', encoding: 'UTF-8' })
  const root = doc.ele(YANDEX_NAMESPACE, 'realty-feed')
  root.ele('generation-date').txt(feedDate(now))
  for (const flat of selection.flats) offer(root, flat, config, ids, listedSince)
  // Stryker disable next-line ObjectLiteral,BooleanLiteral: whitespace between elements, which XML readers ignore
  return doc.end({ prettyPrint: true })
}

function offer(
  root: XMLBuilder,
  flat: OnSaleFlat,
  config: FeedsConfig,
  ids: PortalIds,
  listedSince: string,
): void {
  const o = root.ele('offer', { 'internal-id': flat.alt })
  o.ele('type').txt(YRL.sale)
  o.ele('property-type').txt(YRL.living)
  o.ele('category').txt(YRL.flat)
  o.ele('url').txt(flatPageUrl(config.origin, flat))
  // A flat keeps its offer from the day sales opened; the portals frown on re-created offers.
  o.ele('creation-date').txt(feedDate(listedSince))
  o.ele('last-update-date').txt(feedDate(flat.updatedAt))

  const location = o.ele('location')
  location.ele('country').txt(YRL.russia)
  location.ele('region').txt(COMPLEX.region)
  location.ele('address').txt(COMPLEX.address)
  location.ele('apartment').txt(String(flat.number))
  location.ele('latitude').txt(String(COMPLEX.lat))
  location.ele('longitude').txt(String(COMPLEX.lon))

  const agent = o.ele('sales-agent')
  agent.ele('phone').txt(config.developer.phone)
  agent.ele('category').txt(YRL.developer)
  agent.ele('organization').txt(config.developer.name)
  agent.ele('email').txt(config.developer.email)

  o.ele('deal-status').txt(YRL.primarySale)
  // Never 0: selectOnSale lists only priced flats, as Yandex Realty requires a price per offer.
  const price = o.ele('price')
  price.ele('value').txt(String(flat.price))
  price.ele('currency').txt('RUB')

  space(o, 'area', flat.area)
  if (flat.livingArea !== null) space(o, 'living-space', flat.livingArea)
  if (flat.kitchenArea !== null) space(o, 'kitchen-space', flat.kitchenArea)
  o.ele('image', { tag: 'plan' }).txt(planImageUrl(config.origin, flat.plan))
  o.ele('description').txt(offerDescription(flat))

  o.ele('new-flat').txt(YRL.yes)
  if (flat.studio) o.ele('studio').txt(YRL.yes)
  else o.ele('rooms').txt(String(flat.rooms))
  o.ele('floor').txt(String(flat.floor))
  o.ele('floors-total').txt(String(flat.floors))
  o.ele('building-name').txt(COMPLEX.name)
  o.ele('yandex-building-id').txt(ids.complexId)
  // Stryker disable next-line StringLiteral: unreachable, the settings refuse a building without an id
  o.ele('yandex-house-id').txt(ids.houseIds.get(flat.building) ?? '')
  o.ele('building-section').txt(buildingSectionText(flat))
  o.ele('building-state').txt('unfinished')
  o.ele('built-year').txt(String(COMPLEX.completion.year))
  o.ele('ready-quarter').txt(String(COMPLEX.completion.quarter))
}

function space(parent: XMLBuilder, name: string, value: number): void {
  const el = parent.ele(name)
  el.ele('value').txt(String(value))
  el.ele('unit').txt(YRL.squareMetres)
}
