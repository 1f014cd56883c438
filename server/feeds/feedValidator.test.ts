import { describe, expect, it } from 'vitest'
import { checkFeed } from './feedValidator'
import { CIAN_RULES, YANDEX_REALTY_RULES } from './portalRules'

const HEAD = '<?xml version="1.0" encoding="UTF-8"?>'
const NS = 'http://webmaster.yandex.ru/schemas/feed/realty/2010-06'

/** A minimal valid new-build offer; `swap` replaces one piece of it to break it. */
function yrl(swap: [string, string] = ['', '']): string {
  const offer = `<offer internal-id="11-1-1-2"><type>продажа</type><property-type>жилая</property-type>
<category>квартира</category><creation-date>2025-06-02T09:00:00+00:00</creation-date>
<location><country>Россия</country><address>Приморское шоссе, 46-й км</address><apartment>2</apartment></location>
<sales-agent><phone>+78005501746</phone><category>застройщик</category><organization>ООО «СЗ»</organization></sales-agent>
<deal-status>первичная продажа</deal-status><price><value>30880000</value><currency>RUB</currency></price>
<area><value>71</value><unit>кв. м</unit></area><image tag="plan">https://khvoya-club.ru/feeds/plans/A.png</image>
<new-flat>да</new-flat><rooms>1</rooms><floor>1</floor><floors-total>4</floors-total>
<building-name>Хвоя</building-name><yandex-building-id>1</yandex-building-id><yandex-house-id>2</yandex-house-id>
<built-year>2027</built-year><ready-quarter>4</ready-quarter></offer>`
  return `${HEAD}<realty-feed xmlns="${NS}"><generation-date>2026-01-01T00:00:00+00:00</generation-date>${offer.replace(...swap)}</realty-feed>`
}

describe('checkFeed', () => {
  it('passes a minimal new-build offer', () => {
    const check = checkFeed(yrl(), YANDEX_REALTY_RULES)
    expect(check.errors).toEqual([])
    expect(check.listings[0]?.values.get('price/value')).toEqual(['30880000'])
  })

  it.each([
    [
      ['<price><value>30880000</value><currency>RUB</currency></price>', ''],
      'offer #1 (11-1-1-2): <price> is missing',
    ],
    [['<value>30880000</value>', ''], 'offer #1 (11-1-1-2): <price/value> is missing'],
    [['<rooms>1</rooms>', ''], 'offer #1 (11-1-1-2): needs one of rooms, studio'],
    [
      ['<floor>1</floor>', '<floor>первый</floor>'],
      'offer #1 (11-1-1-2): <floor> has "первый", not positiveInt',
    ],
    [
      ['+78005501746', '8 800 550-17-46'],
      'offer #1 (11-1-1-2): <sales-agent/phone> has "8 800 550-17-46", not /^\\+7\\d{10}$/',
    ],
    [
      ['2025-06-02T09:00:00+00:00', '02.06.2025'],
      'offer #1 (11-1-1-2): <creation-date> has "02.06.2025", not dateTime',
    ],
    [
      ['https://khvoya-club.ru/feeds/plans/A.png', '/feeds/plans/A.png'],
      'offer #1 (11-1-1-2): <image> has "/feeds/plans/A.png", not absoluteUrl',
    ],
    [['tag="plan"', 'tag="photo"'], 'offer #1 (11-1-1-2): <image tag="photo">'],
    [
      ['<floor>1</floor>', '<floor>1</floor><floor>2</floor>'],
      'offer #1 (11-1-1-2): <floor> appears 2 times',
    ],
    [
      ['<rooms>1</rooms>', '<rooms>1</rooms><balcony>1</balcony>'],
      'offer #1 (11-1-1-2): <balcony> is not in the format',
    ],
    [[' internal-id="11-1-1-2"', ''], 'offer #1: attribute internal-id is missing'],
  ] as [[string, string], string][])('reports %j', (swap, error) => {
    expect(checkFeed(yrl(swap), YANDEX_REALTY_RULES).errors).toEqual([error])
  })

  it('reports a wrong root, namespace or declaration', () => {
    const xml = yrl().replace(HEAD, '<?xml version="1.0"?>').replace(` xmlns="${NS}"`, '')
    expect(checkFeed(xml, YANDEX_REALTY_RULES).errors).toEqual([
      'the document must open with the UTF-8 XML declaration at its first character',
      'root namespace null',
    ])
    expect(checkFeed(`${HEAD}<feed><object/></feed>`, CIAN_RULES).errors).toContain(
      'header: <feed_version> is missing',
    )
  })
})
