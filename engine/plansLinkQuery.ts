// What of a plans link's query changes the page the server renders for it: the selection
// (building, section, floor, flat), the plan view options and the few page parameters the plans
// screens read. Everything else (utm_*, yclid and other tracking marks) is the visitor's own and
// draws the same page. Pure.

import { KIOSK_IDLE_PARAM, KIOSK_PARAM } from './kioskConfig'
import { HANDOFF_PARAM } from './kioskHandoff'
import { readPlanOptions, writePlanOptions } from './planOptions'
import { formatQuery, readQuery } from './queryString'
import { readSelectionQuery, SELECTION_KEYS } from './selectionQuery'

/** Parameters the plans screens read besides the selection and the view options. */
const PAGE_KEYS = ['include', 'toBottom', KIOSK_PARAM, KIOSK_IDLE_PARAM, HANDOFF_PARAM] as const

/**
 * The canonical form of the parts of `search` that change the page, in a fixed order: two links
 * that draw the same page give the same string. `'?yclid=9&flat=2&building=011'` ->
 * `'building=11&flat=2'`; a garbage selection value keeps its key with no value.
 */
export function plansLinkQuery(search: string): string {
  const params = readQuery(search)
  const entries: [string, string][] = []
  readSelectionQuery(search).forEach((token, i) => {
    if (token !== undefined)
      entries.push([SELECTION_KEYS[i] ?? '', token === null ? '' : String(token)])
  })
  const options = readQuery(writePlanOptions('', readPlanOptions(search)))
  for (const [key, value] of options) entries.push([key, value])
  for (const key of PAGE_KEYS) {
    const value = params.get(key)
    if (value !== null) entries.push([key, value])
  }
  return formatQuery(entries)
}
