// /masterplan and /masterplan/master: the master plan canvas under its title row, with its legends
// and the count on sale beside it; below, a short introduction and the building cards. `include`
// dims the other buildings, `toBottom` scrolls to the plan; choosing a building opens it on /plans.

import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react'
import { navigate } from 'vike/client/router'
import { parseAlt } from '../../engine/alt'
import { buildingLabel } from '../../engine/buildings'
import { DEFAULT_PLAN_OPTIONS } from '../../engine/planOptions'
import { patchQuery } from '../../engine/queryString'
import { hrefOf } from '../../engine/routes'
import { selectionQuery } from '../../engine/selectionQuery'
import type { Alt } from '../../engine/types'
import type { Hero } from '../../content/schema'
import type { RendererIntents } from '../../renderer/types'
import { LoadFailed, Loading } from '../catalogue/DataStatus'
import { locationSearch } from '../catalogue/locationSearch'
import { useHydraData } from '../catalogue/useHydraData'
import { useLocale, useT } from '../i18n'
import { BuildingCards } from './BuildingCards'
import { Legend } from './Legend'
import { readMasterplanQuery } from './masterplanQuery'
import { flatsLabel } from './placeLabels'
import { PlanStage } from './PlanStage'
import { PlansTitleRow } from './PlansTitleRow'
import styles from './Plans.module.css'

export function MasterplanScreen({ intro }: { intro: Pick<Hero, 'title' | 'text'> }) {
  const t = useT()
  const locale = useLocale()
  const { state, data, retry } = useHydraData()
  const search = useSyncExternalStore(
    locationSearch.subscribe,
    locationSearch.get,
    locationSearch.server,
  )
  const { include, toBottom } = useMemo(() => readMasterplanQuery(search), [search])
  const [hovered, setHovered] = useState<Alt | null>(null)
  const plan = useRef<HTMLElement>(null)

  // After the router's own scroll to the top of a new page, two frames later.
  useEffect(() => {
    if (!toBottom) return
    let second = 0
    const first = requestAnimationFrame(() => {
      second = requestAnimationFrame(() => plan.current?.scrollIntoView({ block: 'start' }))
    })
    return () => {
      cancelAnimationFrame(first)
      cancelAnimationFrame(second)
    }
  }, [toBottom])

  const intents = useMemo<RendererIntents>(
    () => ({
      select: (alt) => {
        const building = parseAlt(alt)?.[0]
        if (building !== undefined)
          void navigate(`${hrefOf('plans', locale)}?${selectionQuery([building])}`)
      },
      hover: setHovered,
      back: () => undefined,
    }),
    [locale],
  )
  const includeKey = include?.join(',') ?? ''
  // biome-ignore lint/correctness/useExhaustiveDependencies: include is compared by its codes.
  const renderState = useMemo(
    () => ({
      level: 'empty' as const,
      selected: '',
      hovered,
      include,
      view: DEFAULT_PLAN_OPTIONS,
      data,
      locale,
    }),
    [hovered, includeKey, data, locale],
  )
  const all = data.common?.all
  const showAll = () =>
    locationSearch.write(patchQuery(search, { include: null, toBottom: null }), 'push')

  return (
    <>
      <section
        ref={plan}
        className={styles.screen}
        id="plan"
        data-testid="masterplan-screen"
        data-state={state}
        data-include={includeKey}
        aria-labelledby="plan-title"
      >
        <PlansTitleRow title={<span id="plan-title">{intro.title}</span>} />
        <div className={styles.notices}>
          {state === 'failed' ? <LoadFailed onRetry={retry} /> : null}
          {state === 'loading' ? <Loading /> : null}
        </div>
        <PlanStage state={renderState} intents={intents}>
          <p className={styles.total} data-testid="plans-count" data-count={all?.count}>
            {state === 'ready' && all ? (
              t('plansView.total', {
                flats: flatsLabel(all.count, locale),
                count: String(all.count),
                total: String(all.total),
              })
            ) : (
              <span className={styles.skeletonText} aria-hidden="true" />
            )}
          </p>
          {include ? (
            <div className={styles.filtered} data-testid="plans-filtered">
              <p>
                {t('plansView.filtered', {
                  labels: include.map((code) => buildingLabel(code, locale)).join(', '),
                })}
              </p>
              <button type="button" className={styles.back} onClick={showAll}>
                {t('plansView.showAll')}
              </button>
            </div>
          ) : null}
          <Legend />
        </PlanStage>
      </section>
      <section className={styles.intro} aria-label={intro.title}>
        <p>{intro.text}</p>
      </section>
      <BuildingCards data={data} include={include} loading={state === 'loading'} />
    </>
  )
}
