// Every error a form (or another API call) can show, as real sentences in both languages (the
// catalogue content/i18n/leads.ts). The API answers with the code and both messages, so the
// client shows them as they are, in the visitor's language.

import { leadErrors } from '../../content/i18n/leads'

export interface FormError {
  code: string
  message: { ru: string; en: string }
}

type Key = keyof typeof leadErrors.ru

/** Each message key's Russian and English sentence. */
export const LEAD_MESSAGES: { readonly [K in Key]: readonly [string, string] } = (() => {
  const pairs = {} as Record<Key, readonly [string, string]>
  for (const key of Object.keys(leadErrors.ru) as Key[])
    pairs[key] = [leadErrors.ru[key], leadErrors.en[key]]
  return pairs
})()

export type LeadMessageKey = keyof typeof LEAD_MESSAGES

/** `'phone.invalid'` -> `{ code: 'invalid', message: { ru, en } }`. */
export function formError(key: LeadMessageKey): FormError {
  const [ru, en] = LEAD_MESSAGES[key]
  return { code: key.slice(key.indexOf('.') + 1), message: { ru, en } }
}

export function isLeadMessageKey(value: string): value is LeadMessageKey {
  return Object.hasOwn(LEAD_MESSAGES, value)
}
