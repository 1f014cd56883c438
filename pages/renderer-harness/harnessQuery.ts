// Reads the harness URL (?level=masterplan|facade|floor|flat&alt=...&include=11,12&view=floor
// &furniture=1&whitebox=1&flatlevel=1&lang=en&backends=canvas&thread=main) into a starting render
// state and the renderer's backends and thread (default: a worker where the browser can), filling
// a missing alt with the first available one of that depth. Pure.

import { formatAlt, levelOfDepth, parseAlt } from '../../engine/alt'
import { DEFAULT_PLAN_OPTIONS, type PlanOptions } from '../../engine/planOptions'
import { availableChildren, buildSelectionIndex } from '../../engine/selectionIndex'
import type { HydraData, Locale } from '../../engine/types'
import type { Backend, RenderState } from '../../renderer/types'
import type { RendererChoice } from '../../ui/plans/usePlansRenderer'

const DEPTH: Record<string, number> = { masterplan: 0, facade: 1, section: 2, floor: 3, flat: 4 }

export interface HarnessStart {
  state: Omit<RenderState, 'focused'>
  /** Draw calls and uploads are always counted here: the bench reads them. */
  choice: Required<RendererChoice>
}

function firstAvailable(data: HydraData, depth: number, prefix: readonly number[]): string {
  const index = buildSelectionIndex(data)
  const path = [...prefix]
  while (path.length < depth) {
    const next = availableChildren(index, path)[0]
    if (next === undefined) break
    path.push(next)
  }
  return formatAlt(path) ?? ''
}

export function readHarnessQuery(params: Record<string, string>, data: HydraData): HarnessStart {
  const given = parseAlt(params.alt ?? '')
  // A facade shows a building or one of its sections: `alt` says which.
  const asked = DEPTH[params.level ?? ''] ?? given?.length ?? 0
  const depth = params.level === 'facade' ? Math.min(2, Math.max(1, given?.length ?? 1)) : asked
  // Asked for a building's facade by a longer alt: keep its prefix; asked for a flat by a floor: go on.
  const prefix = given ? given.slice(0, Math.max(depth, 0)) : []
  const selected = depth === 0 ? '' : firstAvailable(data, depth, prefix)
  const view: PlanOptions = {
    ...DEFAULT_PLAN_OPTIONS,
    viewMode: params.view === 'floor' ? 'floor' : 'flat',
    furniture: params.furniture === '1',
    whiteBox: params.whitebox === '1',
    flatLevel: params.flatlevel === '1' ? 1 : 0,
  }
  const include = params.include
    ? params.include.split(',').map(Number).filter(Number.isFinite)
    : null
  const locale: Locale = params.lang === 'en' ? 'en' : 'ru'
  const backends = (params.backends ?? 'webgl,canvas')
    .split(',')
    .filter((b): b is Backend => b === 'webgl' || b === 'canvas')
  return {
    state: {
      level: levelOfDepth((parseAlt(selected) ?? []).length),
      selected,
      hovered: null,
      include,
      view,
      data,
      locale,
    },
    choice: {
      backends,
      thread: params.thread === 'main' || params.thread === 'worker' ? params.thread : 'auto',
      countGl: true,
    },
  }
}
