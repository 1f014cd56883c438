// The shape of a message catalogue: every visible word of one feature, in both languages, side by
// side. Each file of content/i18n/ but this one exports catalogues made with `catalogue()`;
// messages.test.ts finds them all and checks that the languages agree key for key, placeholder
// for placeholder and plural for plural. Placeholders are written {{name}}; code fills them with
// engine/messages.ts. Data only: no import but types.

import type { Locale } from '../../engine/types'

/** A count's word forms by CLDR category (engine/plural.ts picks one); `other` is always there. */
export type PluralMessage = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }

/** One message: a text, a plural's forms, or a fixed list (the months, the weekdays). */
export type Message = string | PluralMessage | readonly string[]

export type Messages = Readonly<Record<string, Message>>

export type Catalogue<M extends Messages = Messages> = Readonly<Record<Locale, M>>

/**
 * Both languages of a feature's messages. The Russian set is the reference: an English key that
 * is missing or extra is a compile error, and the parity test checks what types cannot see.
 */
export function catalogue<const M extends Messages>(messages: {
  ru: M
  en: {
    readonly [K in keyof M]: M[K] extends string
      ? string
      : M[K] extends readonly string[]
        ? readonly string[]
        : PluralMessage
  }
}): Catalogue<M> {
  return messages as Catalogue<M>
}
