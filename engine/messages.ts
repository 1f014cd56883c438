// Reading a message catalogue (content/i18n/): a text with its {{placeholders}} filled, or a
// count with its plural form. Pure; the one place a message's placeholders are filled.

import type { Catalogue, Message, Messages, PluralMessage } from '../content/i18n/catalogue'
import { pluralize, pluralWord } from './plural'
import type { Locale } from './types'

export type Params = Readonly<Record<string, string | number>>

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g

/** 'Квартира {{flat}}', { flat: '02' } -> 'Квартира 02'. A placeholder without a value stays as
 * written, so a missing parameter shows in review instead of vanishing. */
export function fill(template: string, params: Params = {}): string {
  return template.replace(PLACEHOLDER, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  )
}

function isPlural(message: Message | undefined): message is PluralMessage {
  return typeof message === 'object' && message !== null && !Array.isArray(message)
}

/** The text of a key in a locale, filled. */
export function message<M extends Messages>(
  messages: Catalogue<M>,
  locale: Locale,
  key: { [K in keyof M]: M[K] extends string ? K : never }[keyof M],
  params?: Params,
): string {
  return fill(String(messages[locale][key]), params)
}

/** The keys of a catalogue whose messages are plurals. */
type PluralKey<M extends Messages> = {
  [K in keyof M]: M[K] extends PluralMessage ? K : never
}[keyof M]

/** A reader of a catalogue's plural key: `form` words the count where the message is a plural,
 * `otherwise` where it is not. */
function countReader(
  form: (count: number, forms: PluralMessage, locale: Locale) => string,
  otherwise: (count: number) => string,
) {
  return <M extends Messages>(
    messages: Catalogue<M>,
    locale: Locale,
    key: PluralKey<M>,
    count: number,
  ): string => {
    const forms = messages[locale][key]
    return isPlural(forms) ? form(count, forms, locale) : otherwise(count)
  }
}

/** '12 квартир' / '12 flats': the count, grouped the local way, and the key's word in the count's
 * plural form (engine/plural.ts). A plural message holds the words alone. */
export const countMessage = countReader(pluralize, String)

/** The key's word alone in the count's form: 21 -> 'квартира', 11 -> 'квартир'. */
export const countWord = countReader(pluralWord, () => '')
