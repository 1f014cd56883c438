// The renderer harness (/__renderer, test servers only): PlansCanvas full screen over the real
// geometry and live data, with a tiny local selection so taps move it, and window.__renderer for
// the end-to-end suite. Environment: server (an empty shell), client.

import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { levelOfDepth, parentAlt, parseAlt } from '../../engine/alt'
import type { PlanOptions } from '../../engine/planOptions'
import type { HydraData, Locale } from '../../engine/types'
import type { RendererHandle, RendererIntents } from '../../renderer/types'
import { translate } from '../../ui/i18n'
import { PlansCanvas } from '../../ui/plans/PlansCanvas'
import { manifestGeometry } from './geometrySource'
import { type HarnessStart, readHarnessQuery } from './harnessQuery'
import { countWebGLContexts, type IntentRecord, liveWebGLContexts } from './testApi'

export default function RendererHarnessPage() {
  const { urlParsed } = usePageContext()
  const [start, setStart] = useState<HarnessStart | null>(null)
  useEffect(() => {
    countWebGLContexts()
    fetch('/api/hydra/data')
      .then((res) => res.json() as Promise<HydraData>)
      .then((data) => setStart(readHarnessQuery(urlParsed.search, data)))
  }, [urlParsed.search])
  if (!start) return <div data-testid="harness-loading" style={{ height: '100vh' }} />
  return <Harness start={start} />
}

function Harness({ start }: { start: HarnessStart }) {
  const [selected, setSelected] = useState(start.state.selected)
  const [hovered, setHovered] = useState<string | null>(null)
  const [view, setView] = useState<PlanOptions>(start.state.view)
  const [include, setInclude] = useState(start.state.include)
  const [locale, setLocale] = useState<Locale>(start.state.locale)
  const [mounted, setMounted] = useState(true)
  const renderer = useRef<RendererHandle | null>(null)
  const log = useRef<IntentRecord[]>([])
  const status = useRef('starting')

  const intents = useMemo<RendererIntents>(
    () => ({
      select: (alt) => {
        log.current.push({ type: 'select', alt })
        setSelected(alt)
      },
      hover: (alt) => {
        log.current.push({ type: 'hover', alt })
        setHovered(alt)
      },
      back: () => {
        log.current.push({ type: 'back', alt: null })
        setSelected((s) => parentAlt(s))
      },
    }),
    [],
  )
  const state = useMemo(
    () => ({
      ...start.state,
      level: levelOfDepth((parseAlt(selected) ?? []).length),
      selected,
      hovered,
      view,
      include,
      locale,
    }),
    [start.state, selected, hovered, view, include, locale],
  )
  const stateRef = useRef(state)
  stateRef.current = state

  useEffect(() => {
    window.__renderer = {
      ready: () => (renderer.current?.diagnostics().sceneKey ?? null) !== null,
      status: () => status.current,
      level: () => stateRef.current.level,
      selected: () => stateRef.current.selected,
      hovered: () => stateRef.current.hovered,
      intents: () => [...log.current],
      diagnostics: () => renderer.current?.diagnostics() ?? null,
      targets: () => renderer.current?.targets() ?? [],
      select: (alt) => intents.select(alt),
      back: () => intents.back(),
      setView: (patch) => setView((v) => ({ ...v, ...patch })),
      setInclude,
      setLocale,
      mount: () => setMounted(true),
      unmount: () => setMounted(false),
      liveContexts: liveWebGLContexts,
      // Only the bench's build has the hooks (renderer/bench/benchBuild.d.ts).
      ...(__BENCH_HOOKS__ && {
        profile: (frames: number) =>
          renderer.current?.bench?.profile(frames) ?? Promise.resolve(null),
      }),
    }
    return () => {
      window.__renderer = undefined
    }
  }, [intents])

  const onRenderer = useCallback((r: RendererHandle | null) => {
    renderer.current = r
    status.current = r ? 'ready' : status.current
  }, [])

  if (!mounted) return <div data-testid="harness-unmounted" style={{ height: '100vh' }} />
  return (
    <div style={{ position: 'fixed', inset: 0 }} data-testid="renderer-harness">
      <PlansCanvas
        geometry={manifestGeometry}
        state={state}
        intents={intents}
        locale={locale}
        choice={start.choice}
        fallback={{ src: '/icons/icon-512.png', alt: translate(locale, 'plansView.masterplan') }}
        onRenderer={onRenderer}
      />
    </div>
  )
}
