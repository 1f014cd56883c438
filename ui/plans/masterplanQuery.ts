// The master plan page's own query (the product spec, types page links): `include` names the
// buildings to show (the others are dimmed), `toBottom` asks to scroll down to the plan. Pure.

import { isBuildingCode } from '../../engine/buildings'
import { readQuery } from '../../engine/queryString'

export interface MasterplanQuery {
  /** Building codes to show, ascending; null shows all. */
  include: number[] | null
  toBottom: boolean
}

/** 'toBottom=1&include=21,22' -> { include: [21, 22], toBottom: true }; unknown codes dropped. */
export function readMasterplanQuery(search: string): MasterplanQuery {
  const params = readQuery(search)
  const raw = params.get('include')
  const codes = raw
    ? [...new Set(raw.split(',').map((part) => Number(part.trim())))].filter(isBuildingCode)
    : []
  const flag = params.get('toBottom')
  return {
    include: codes.length > 0 ? codes.sort((a, b) => a - b) : null,
    toBottom: flag !== null && flag !== '0' && flag !== 'false',
  }
}
