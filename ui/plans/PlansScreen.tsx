// /plans: the drill-down from the master plan to a flat (ARCHITECTURE.md, "The plans pipeline"). The selection lives in
// the URL through the engine's machine; the canvas and the plain list offer the same choices. One
// canvas serves every level, the flat too (a floor to its flat is a camera move), under a compact
// title row: the plan owns the first screen.

import { useEffect, useMemo, useRef, useState } from 'react'
import { useData } from 'vike-react/useData'
import { type AltPath, formatAlt, parseAlt, type SelectionLevel } from '../../engine/alt'
import { flatNumberLabel } from '../../engine/labels'
import { clampFlatLevel, DEFAULT_PLAN_OPTIONS } from '../../engine/planOptions'
import { decreasedPath } from '../../engine/selectionTransitions'
import type { Alt, HydraData, Locale } from '../../engine/types'
import type { RendererIntents } from '../../renderer/types'
import { SITE } from '../../content/site'
import { LoadFailed, Loading } from '../catalogue/DataStatus'
import { HydraSeed, type PlansPageData } from '../catalogue/hydraSeed'
import { useHydraData } from '../catalogue/useHydraData'
import { Link } from '../shell/Link'
import { type Translate, translate, useLocale, useT } from '../i18n'
import { Breadcrumbs } from './Breadcrumbs'
import { ChoiceList } from './ChoiceList'
import { buildChoiceIndex, choicesAt } from './choiceModel'
import { FlatBelowPlan } from './FlatBelowPlan'
import { FlatLegend } from './FlatLegend'
import { useFlatOptions } from './FlatOptions'
import { FlatScreen } from './FlatScreen'
import { FlatTools } from './FlatTools'
import { SunTint } from './SunTint'
import { useSunHours } from './useSunHours'
import { manifestFacades, manifestGeometry, manifestStage } from './manifestGeometry'
import { flatsLabel, levelTitle, placeLabel } from './placeLabels'
import { panelMaySheet } from './PlanSheet'
import { PlanStage } from './PlanStage'
import type { FallbackPicture } from './StageFallback'
import { stagePictureAt } from './stagePicture'
import { PLANS_LEVEL_SCRIPT } from './plansLevelScript'
import { PlansTitleRow } from './PlansTitleRow'
import styles from './Plans.module.css'
import { initialQuery, SelectionContext, useSelectionSync } from './selectionContext'

export function PlansScreen() {
  // A link the server rendered at its place (server/plansPages.ts) brings its slice of the
  // catalogue: the machine starts there and the screen draws it, on the server and in hydration.
  const seed = useData<PlansPageData | undefined>()?.plans ?? null
  return (
    <HydraSeed.Provider value={seed}>
      <SelectionContext.Provider
        options={{
          input: seed ? { query: seed.query, data: seed.hydra } : { query: initialQuery() },
        }}
      >
        <PlansView />
      </SelectionContext.Provider>
    </HydraSeed.Provider>
  )
}

/** Flats on sale at the selected place; null at the flat level, which shows a status instead. */
function onSaleAt(data: HydraData, level: SelectionLevel, alt: Alt): number | null {
  switch (level) {
    case 'empty':
      return data.common?.all?.count ?? 0
    case 'building':
      return data.buildings[alt]?.count ?? 0
    case 'section':
      return data.sections[alt]?.count ?? 0
    case 'floor':
      return data.floors[alt]?.count ?? 0
    case 'flat':
      return null
  }
}

function PlansView() {
  const t = useT()
  const locale = useLocale()
  const path = SelectionContext.useSelector((s) => s.context.path)
  // A link's slice of the catalogue answers for its own building only (hydraSeed.ts seededView).
  const { state, data, retry } = useHydraData(path[0])
  useSelectionSync(state, data)
  const actor = SelectionContext.useActorRef()
  const level = SelectionContext.useSelector((s) => s.context.level)
  const dropped = SelectionContext.useSelector((s) => s.context.dropped)
  const waiting = SelectionContext.useSelector((s) => s.matches('waiting'))
  const [hovered, setHovered] = useState<Alt | null>(null)
  const [options, setOptions] = useFlatOptions()
  const index = useMemo(() => buildChoiceIndex(data), [data])
  const selected = formatAlt(path) ?? ''
  const flat = level === 'flat' ? (data.apartments[selected] ?? null) : null
  // The flat's view options apply at the flat level only; the level is clamped to its levels.
  const lv = flat?.lv ?? 1
  const view = useMemo(
    () =>
      level === 'flat'
        ? { ...options, flatLevel: clampFlatLevel(options.flatLevel, lv) }
        : // A floor keeps only its sun tint.
          { ...DEFAULT_PLAN_OPTIONS, sunTint: level === 'floor' && options.sunTint },
    [level, options, lv],
  )
  const sun = useSunHours(view.sunTint)

  const intents = useMemo<RendererIntents>(
    () => ({
      select: (alt) => actor.send({ type: 'alt.select', alt }),
      hover: setHovered,
      back: () => actor.send({ type: 'level.back' }),
    }),
    [actor],
  )
  const renderState = useMemo(
    () => ({ level, selected, hovered, include: null, view, data, locale, sun }),
    [level, selected, hovered, view, data, locale, sun],
  )
  // The stage's picture until the canvas draws: the flat's plan, else the facade or floor the
  // canvas is about to draw, placed where it draws it; the master plan's art by default.
  const fallback = useMemo<FallbackPicture | undefined>(() => {
    if (flat)
      return {
        src: flat.png,
        alt: translate(locale, 'plans.row.planAlt', { flat: flatNumberLabel(flat.n) }),
      }
    const picture = stagePictureAt(level, path, manifestStage, manifestFacades)
    if (!picture) return undefined
    const place = levelTitle(path.slice(0, picture.subject === 'floor' ? 3 : 1), t, locale)
    const alt = t(picture.subject === 'floor' ? 'plansView.floorAlt' : 'plansView.facadeAlt', {
      place,
    })
    return { src: picture.src, alt, place: picture.place }
  }, [flat, level, path, locale, t])

  // Up to an ancestor: the master plan by stepping back (back from a section clears it and its building at once),
  // any other by selecting it.
  const pick = (depth: number) => {
    if (depth > 0) {
      actor.send({ type: 'alt.select', alt: formatAlt(path.slice(0, depth)) ?? '' })
      return
    }
    for (let i = 0; i < 4 && actor.getSnapshot().context.path.length > 0; i++) {
      actor.send({ type: 'level.back' })
    }
  }

  // The linked level's reservation (plansLevelScript.ts) has served once the selection is known.
  useEffect(() => {
    if (!waiting) delete document.documentElement.dataset.plansLevel
  }, [waiting])

  usePlaceTitle(path.length > 0 ? levelTitle(path, t, locale) : null, locale)

  const loading = state === 'loading' || (state === 'ready' && waiting)
  const onSale = onSaleAt(data, level, selected)
  const choices = useMemo(() => choicesAt(index, path), [index, path])
  const above = decreasedPath(path, data)
  // What a buyer weighs after the plan, below the stage: a flat's page, the kiosk's too, is never
  // a sheet (PlanSheet.tsx panelMaySheet), so nothing of it lies under one.
  const panelSheet = panelMaySheet(level)
  const below = flat ? (
    <FlatBelowPlan flat={flat} locale={locale} onSelect={intents.select} />
  ) : null
  return (
    <section
      className={styles.screen}
      id="plan"
      data-testid="plans-screen"
      data-state={state}
      data-level={level}
      data-panel={panelSheet ? undefined : 'page'}
      data-selected={selected}
      data-hovered={hovered ?? ''}
    >
      <script
        // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of our own, allowed by its CSP hash
        dangerouslySetInnerHTML={{ __html: PLANS_LEVEL_SCRIPT }}
      />
      <PlansTitleRow
        crumbs={<Breadcrumbs path={path} onPick={pick} />}
        title={<LevelHeading path={path} t={t} locale={locale} />}
        titleTestId={level === 'flat' ? 'flat-title' : 'plans-title'}
        reserveEnd
        fact={
          state === 'ready' && onSale !== null ? (
            <p className={styles.count} data-testid="plans-count" data-count={onSale}>
              {onSale > 0
                ? t('plansView.onSale', { flats: flatsLabel(onSale, locale) })
                : t('plansView.soldOut')}
            </p>
          ) : null
        }
        back={
          path.length > 0 ? (
            <button
              type="button"
              className={styles.back}
              onClick={() => actor.send({ type: 'level.back' })}
              aria-label={t('plansView.backTo', { place: placeLabel(above, t, locale) })}
              data-testid="plans-back"
            >
              <span aria-hidden="true">←</span>
              <span className={styles.backText}>
                {t('plansView.backTo', { place: placeLabel(above, t, locale) })}
              </span>
            </button>
          ) : null
        }
      />
      <div className={styles.notices}>
        {state === 'failed' ? <LoadFailed onRetry={retry} /> : null}
        {loading ? <Loading /> : null}
        {dropped ? (
          <p className={styles.notice} role="status" data-testid="plans-dropped">
            {t('plansView.dropped', { flat: placeLabel(parseAlt(dropped) ?? [], t, locale) })}
          </p>
        ) : null}
      </div>
      <PlanStage
        state={renderState}
        intents={intents}
        fallback={fallback}
        tools={
          flat ? (
            <FlatTools flat={flat} locale={locale} view={view} setOptions={setOptions} />
          ) : level === 'floor' ? (
            <SunTint
              on={view.sunTint}
              locale={locale}
              onChange={(on) => setOptions({ sunTint: on })}
            />
          ) : null
        }
      >
        {level === 'flat' ? (
          <>
            <FlatScreen
              alt={selected}
              data={data}
              geometry={manifestGeometry}
              locale={locale}
              onSelect={intents.select}
            />
          </>
        ) : (
          <>
            {state !== 'failed' ? (
              <ChoiceList
                title={t(`plansView.choose.${choices[0]?.kind === 'floor' ? 'section' : level}`)}
                choices={choices}
                loading={loading}
                onSelect={intents.select}
                onHover={setHovered}
              />
            ) : null}
            {level === 'floor' && state === 'ready' ? <FlatLegend /> : null}
            <Link to="plans-plans-search" className={styles.toSearch}>
              {t('plansView.toSearch')}
            </Link>
          </>
        )}
      </PlanStage>
      {below ? <div className={styles.afterStage}>{below}</div> : null}
    </section>
  )
}

/**
 * The browser tab names the place, not only the page: 'Дом А3 · Секция 1 — Клубная резиденция
 * «Хвоя»'. The selection lives in the query, so this follows it; the route's own title (what was
 * prerendered) comes back at the master plan and when the screen goes.
 */
function usePlaceTitle(place: string | null, locale: Locale): void {
  const routeTitle = useRef<string | null>(null)
  useEffect(() => {
    routeTitle.current ??= document.title
    document.title = place ? `${place} — ${SITE.fullName[locale]}` : routeTitle.current
  }, [place, locale])
  useEffect(
    () => () => {
      if (routeTitle.current !== null) document.title = routeTitle.current
    },
    [],
  )
}

/**
 * The heading as shown: the place last, what contains it before (on a phone the crumbs above say
 * that, so it is only read out, not shown).
 */
function LevelHeading({ path, t, locale }: { path: AltPath; t: Translate; locale: Locale }) {
  if (path.length < 2 || path.length === 4) return <>{levelTitle(path, t, locale)}</>
  const context = levelTitle(path.slice(0, -1), t, locale)
  return (
    <>
      <span className={styles.titleContext}>{context} · </span>
      {placeLabel(path, t, locale)}
    </>
  )
}
