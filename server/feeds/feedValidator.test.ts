import { describe, expect, it } from 'vitest'
import { type Swap, YRL_NAMESPACE as NS, YRL_REQUIRED, yrlFeed } from './feedSamples.fixture'
import { checkFeed } from './feedValidator'
import { CIAN_RULES, type FeedRules, type ValueType, YANDEX_REALTY_RULES } from './portalRules'

const HEAD = '<?xml version="1.0" encoding="UTF-8"?>'
const yrl = (swap: Swap = ['', '']) => yrlFeed(YRL_REQUIRED, swap)

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
  ] as [Swap, string][])('reports %j', (swap, error) => {
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

/** A format whose only listing element `v` is of one type: the checker's value types alone. */
const oneValue = (type: ValueType): FeedRules => ({
  sources: [],
  root: { name: 'feed', namespace: null },
  header: [],
  listing: { name: 'item', attributes: {} },
  elements: [{ path: 'v', required: true, type }],
  oneOf: [],
})
const takes = (type: ValueType, text: string) =>
  checkFeed(`${HEAD}<feed><item><v>${text}</v></item></feed>`, oneValue(type)).errors.length === 0

describe('the value types', () => {
  it.each([
    ['text', ['a', ' Хвоя '], ['', '   ']],
    ['int', ['0', '-12', '42'], ['1.5', '+1', 'a1', '1a', '--1', '']],
    ['positiveInt', ['1', '10', '907'], ['0', '01', '-1', 'a1', '1a', '1.0']],
    ['decimal', ['71', '40.5', '0.25'], ['-1', '1.', '.5', '1,5', 'a1', '1a', '1.5.5']],
    [
      'dateTime',
      ['2026-01-01T00:00:00Z', '2025-06-02T09:00:00+03:00', '2025-06-02T09:00:00-05:00'],
      [
        '2025-06-02',
        '2025-06-02T09:00:00',
        '2025-06-02 09:00:00Z',
        'x2025-06-02T09:00:00Z',
        '2025-06-02T09:00:00Zx',
        '2025-06-02T09:00:00+0300',
        '25-06-02T09:00:00Z',
        '2025-6-02T09:00:00Z',
        '2025-06-02T9:00:00Z',
      ],
    ],
    [
      'absoluteUrl',
      ['https://khvoya-club.ru/', 'http://khvoya-club.ru/flats/11-1-1-2?x=1'],
      [
        '/flats/1',
        'https://khvoya-club.ru',
        'ftp://khvoya-club.ru/',
        'https:///flats',
        'https://khvoya club.ru/',
        'xhttps://khvoya-club.ru/',
        'https://khvoya-club.ru/a b',
      ],
    ],
    ['digits', ['0', '0123'], ['', '12a', 'a12', '-1']],
    [
      'email',
      ['sales@khvoya-club.ru'],
      ['sales', 'sales@khvoya', '@khvoya.ru', 'sales@', 'sa les@k.ru', 'a@b@k.ru', 'a@k.r u'],
    ],
    [{ oneOf: ['да', '+'] }, ['да', '+'], ['нет', 'да ', '']],
    [{ pattern: /^q[1-4]$/ }, ['q1', 'q4'], ['q5', 'Q1']],
  ] as [ValueType, string[], string[]][])(
    '%j takes its values, and only those',
    (type, yes, no) => {
      for (const text of yes) expect(takes(type, text), text).toBe(true)
      for (const text of no) expect(takes(type, text), text).toBe(false)
    },
  )

  it('names the type a value failed', () => {
    const check = (type: ValueType) =>
      checkFeed(`${HEAD}<feed><item><v>x</v></item></feed>`, oneValue(type)).errors
    expect(check('digits')).toEqual(['item #1: <v> has "x", not digits'])
    expect(check({ oneOf: ['a', 'b'] })).toEqual(['item #1: <v> has "x", not one of a | b'])
    expect(check({ pattern: /^\d$/ })).toEqual(['item #1: <v> has "x", not /^\\d$/'])
  })

  it('reports a root of another name, and an attribute where the format allows none', () => {
    expect(
      checkFeed(`${HEAD}<items><item><v>x</v></item></items>`, oneValue('text')).errors,
    ).toEqual(['root is <items>'])
    expect(
      checkFeed(`${HEAD}<feed><item><v lang="ru">x</v></item></feed>`, oneValue('text')).errors,
    ).toEqual(['item #1: <v lang="ru">'])
  })

  it('reports an element without an attribute it requires, and not one it may leave out', () => {
    const rules = (required: boolean): FeedRules => ({
      ...oneValue('text'),
      elements: [
        {
          path: 'v',
          required: true,
          type: 'text',
          attributes: { unit: { required, type: 'text' } },
        },
      ],
    })
    const feed = `${HEAD}<feed><item><v>x</v></item></feed>`
    expect(checkFeed(feed, rules(true)).errors).toEqual(['item #1: <v> has no unit'])
    expect(checkFeed(feed, rules(false)).errors).toEqual([])
    expect(checkFeed(feed.replace('<v>', '<v unit="m">'), rules(true)).errors).toEqual([])
  })

  it('refuses elements inside a value, and a listing attribute of the wrong type', () => {
    const rules = {
      ...oneValue('text'),
      listing: { name: 'item', attributes: { n: { required: false, type: 'digits' as const } } },
    }
    expect(checkFeed(`${HEAD}<feed><item n="a"><v>x<w/></v></item></feed>`, rules).errors).toEqual([
      'item #1: attribute n="a"',
      'item #1 (a): <v> has "x", not text',
    ])
    // An optional attribute may be left out.
    expect(checkFeed(`${HEAD}<feed><item><v>x</v></item></feed>`, rules).errors).toEqual([])
  })
})
