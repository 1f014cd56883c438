// Which spaces make up each flat, by the rule the operator chose: the model's zones, a shared
// prefix of the spaces' names (A101...A205 are flat A), or the whole building as one home. A
// space the rule leaves out of every flat is a refusal: nothing of the model is dropped silently.

import type { IfcSpaceData, IfcZoneData } from '../ifcModel'
import { type FlatRule, type MappingProblem, refText } from './importTypes'

export interface FlatGroup {
  name: string
  spaces: IfcSpaceData[]
}

export function groupFlats(
  spaces: readonly IfcSpaceData[],
  zones: readonly IfcZoneData[],
  rule: FlatRule,
): { groups: FlatGroup[]; problems: MappingProblem[] } {
  const problems: MappingProblem[] = []
  const groups = new Map<string, IfcSpaceData[]>()
  const add = (name: string, space: IfcSpaceData) => {
    const list = groups.get(name)
    if (list) list.push(space)
    else groups.set(name, [space])
  }
  switch (rule.kind) {
    case 'one':
      for (const space of spaces) add('1', space)
      break
    case 'prefix':
      for (const space of spaces) {
        const name = space.name.trim()
        if (name.length < rule.length) {
          problems.push({
            element: refText(space),
            message: `the space's name "${name}" is shorter than the ${rule.length} characters --flats prefix:${rule.length} groups by, so it belongs to no flat`,
          })
          continue
        }
        add(name.slice(0, rule.length).toUpperCase(), space)
      }
      break
    case 'zone': {
      if (zones.length === 0) {
        problems.push({
          element: null,
          message:
            'the model has no IfcZone, so --flats zone finds no flats; use --flats prefix:N or --flats one',
        })
        break
      }
      const zoneOf = new Map<string, string>()
      for (const zone of zones)
        for (const id of zone.spaces)
          if (!zoneOf.has(id)) zoneOf.set(id, zone.name.trim() || zone.globalId)
      for (const space of spaces) {
        const zone = zoneOf.get(space.globalId)
        if (zone === undefined)
          problems.push({
            element: refText(space),
            message: 'the space is in no IfcZone, so it belongs to no flat',
          })
        else add(zone, space)
      }
      break
    }
  }
  const list = [...groups.entries()]
    .map(([name, members]) => ({ name, spaces: members }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en', { numeric: true }))
  return { groups: list, problems }
}

/** `zone`, `one` or `prefix:N` (N from 1 to 20); null when the text is none of them. */
export function parseFlatRule(text: string): FlatRule | null {
  if (text === 'zone') return { kind: 'zone' }
  if (text === 'one') return { kind: 'one' }
  const match = /^prefix:(\d{1,2})$/.exec(text)
  const length = Number(match?.[1])
  return match && length >= 1 && length <= 20 ? { kind: 'prefix', length } : null
}
