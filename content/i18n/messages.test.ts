// Key parity over every message catalogue of content/i18n/: both languages have the same keys,
// the same placeholders, plurals with the categories their language needs, lists of one length,
// no empty message, and no Cyrillic in English. The catalogues are found by reading the folder,
// so a new one is checked without being registered; samples prove each rule can fail.

import { describe, expect, it } from 'vitest'
import type { Catalogue, Message } from './catalogue'

const modules = import.meta.glob<Record<string, unknown>>(
  ['./*.ts', '!./*.test.ts', '!./catalogue.ts'],
  {
    eager: true,
  },
)

function isCatalogue(value: unknown): value is Catalogue {
  if (!value || typeof value !== 'object') return false
  const { ru, en } = value as Record<string, unknown>
  return Boolean(ru && en && typeof ru === 'object' && typeof en === 'object')
}

const CATALOGUES: [string, Catalogue][] = Object.entries(modules).flatMap(([file, exports]) =>
  Object.entries(exports)
    .filter(([, value]) => isCatalogue(value))
    .map(([name, value]): [string, Catalogue] => [`${file.slice(2)} ${name}`, value as Catalogue]),
)

/**
 * Keys whose languages need different parameters, with why; the code passes every one of them.
 * 'plansView.total': Russian says the count with its plural word ({{flats}}, '12 квартир') where
 * English puts the bare {{count}} before 'of {{total}} flats'.
 */
const OWN_PLACEHOLDERS = new Set(['plansView.total'])

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g
const CYRILLIC = /[\u0400-\u04FF]/
const CATEGORIES = { ru: ['one', 'few', 'many', 'other'], en: ['one', 'other'] } as const

const placeholders = (text: string): string[] =>
  [...text.matchAll(PLACEHOLDER)].map((m) => m[1] as string).sort()

function kind(message: Message): 'text' | 'list' | 'plural' {
  if (typeof message === 'string') return 'text'
  return Array.isArray(message) ? 'list' : 'plural'
}

function texts(message: Message): string[] {
  if (typeof message === 'string') return [message]
  return Array.isArray(message) ? [...message] : Object.values(message)
}

/** Every disagreement between the two languages of a catalogue, as a line a person can act on. */
function problems(catalogue: Catalogue): string[] {
  const out: string[] = []
  const keys = new Set([...Object.keys(catalogue.ru), ...Object.keys(catalogue.en)])
  for (const key of keys) {
    const ru = catalogue.ru[key]
    const en = catalogue.en[key]
    if (ru === undefined || en === undefined) {
      out.push(`${key}: only in ${ru === undefined ? 'en' : 'ru'}`)
      continue
    }
    if (kind(ru) !== kind(en)) out.push(`${key}: a ${kind(ru)} in ru, a ${kind(en)} in en`)
    else if (kind(ru) === 'list' && texts(ru).length !== texts(en).length)
      out.push(`${key}: lists of ${texts(ru).length} and ${texts(en).length}`)
    else if (kind(ru) === 'plural') {
      for (const locale of ['ru', 'en'] as const) {
        const forms = catalogue[locale][key] as Record<string, string>
        const missing = CATEGORIES[locale].filter((c) => !forms[c])
        if (missing.length) out.push(`${key}: ${locale} plural lacks ${missing.join(', ')}`)
      }
    }
    const ruHoles = texts(ru).flatMap(placeholders)
    const enHoles = texts(en).flatMap(placeholders)
    if (!OWN_PLACEHOLDERS.has(key) && [...new Set(ruHoles)].join() !== [...new Set(enHoles)].join())
      out.push(
        `${key}: placeholders {${[...new Set(ruHoles)]}} in ru, {${[...new Set(enHoles)]}} in en`,
      )
    if ([...texts(ru), ...texts(en)].some((t) => t.trim() === '')) out.push(`${key}: empty`)
    if (texts(en).some((t) => CYRILLIC.test(t))) out.push(`${key}: Cyrillic in English`)
  }
  return out
}

describe('message catalogues', () => {
  it('finds the catalogues of the folder', () => {
    expect(CATALOGUES.length).toBeGreaterThan(0)
  })

  it.each(CATALOGUES)('%s: both languages agree', (_name, catalogue) => {
    expect(problems(catalogue)).toEqual([])
  })

  it('fails on every kind of disagreement', () => {
    const bad = {
      ru: {
        only: 'Только по-русски',
        hole: 'Квартира {{flat}}',
        list: ['а', 'б'],
        count: { one: 'спальня', few: 'спальни', other: 'спальни' },
        kind: 'текст',
        blank: ' ',
      },
      en: {
        hole: 'Flat {{number}}',
        list: ['a'],
        count: { one: 'bedroom', other: 'bedrooms' },
        kind: ['text'],
        blank: 'Блок',
        extra: 'English only',
      },
    } as unknown as Catalogue
    expect(problems(bad)).toEqual([
      'only: only in ru',
      'hole: placeholders {flat} in ru, {number} in en',
      'list: lists of 2 and 1',
      'count: ru plural lacks many',
      'kind: a text in ru, a list in en',
      'blank: empty',
      'blank: Cyrillic in English',
      'extra: only in en',
    ])
  })
})
