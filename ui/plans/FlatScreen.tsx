// The flat screen's facts, beside the plan at the flat level of
// /plans (the plans screen keeps its canvas from the floor to the flat and puts this in its side):
// status, price and the actions, what the flat offers, where it sits on the floor and the site,
// and the previous and next flat on the floor. The owner keeps the selection; every step goes
// through onSelect. The flat's name is the title row's heading.

import { memo, useSyncExternalStore } from 'react'
import { parentAlt } from '../../engine/alt'
import { buildingLabel } from '../../engine/buildings'
import { flatNumberLabel } from '../../engine/labels'
import type { Alt, HydraData, Locale } from '../../engine/types'
import type { GeometryUrls } from '../../renderer/types'
import { LoadFailed } from '../catalogue/DataStatus'
import { hydraStore, loadHydra } from '../catalogue/hydraStore'
import { useFavouriteList } from '../catalogue/useFavouriteList'
import { flatUrl } from '../pdf/flatLink'
import { JsonLd } from '../seo/JsonLd'
import { flatOfferLd } from '../seo/structuredData'
import { SITE_ORIGIN } from '../siteOrigin'
import { Link } from '../shell/Link'
import { FlatDetails, FlatHead } from './FlatDetails'
import { useFlatGeometry } from './FlatGeometry'
import { FloorMap, floorOf, SiteMap } from './FlatLocator'
import { flatNeighbours } from './FlatNeighbours'
import styles from './FlatScreen.module.css'
import { flatText } from './FlatText'

export interface FlatScreenProps {
  alt: Alt
  data: HydraData
  geometry: GeometryUrls
  locale: Locale
  onSelect(alt: Alt): void
}

/** Memoised: the plans screen re-renders on hover and canvas reports, which change none of this. */
export const FlatScreen = memo(function FlatScreen(props: FlatScreenProps) {
  const { alt, data, geometry, locale, onSelect } = props
  const live = useSyncExternalStore(hydraStore.subscribe, hydraStore.get, hydraStore.server)
  const favourites = useFavouriteList()
  const flat = data.apartments[alt] ?? null
  const code = flat?.b ?? Number(alt.split('-')[0])
  const { building, site, pending } = useFlatGeometry(geometry, Number.isFinite(code) ? code : null)
  const floor = floorOf(building, alt)
  const { prev, next } = flatNeighbours(data, alt)
  const empty = Object.keys(data.apartments).length === 0

  if (!flat && empty && live.state !== 'ready') {
    return live.state === 'failed' ? (
      <section className={styles.screen} data-testid="flat-screen" data-state="failed">
        <LoadFailed onRetry={() => void loadHydra()} />
      </section>
    ) : (
      <section
        className={styles.screen}
        data-testid="flat-screen"
        data-state="loading"
        aria-busy="true"
      >
        <div className={styles.skeleton} role="status">
          <span className="visually-hidden">{flatText(locale, 'loading')}</span>
        </div>
      </section>
    )
  }

  const stepper = (
    <nav className={styles.stepper} aria-label={flatText(locale, 'neighbours')}>
      <button
        type="button"
        disabled={!prev}
        onClick={() => prev && onSelect(prev.alt)}
        aria-label={
          prev ? flatText(locale, 'prevLabel', { flat: flatNumberLabel(prev.n) }) : undefined
        }
        data-testid="flat-prev"
      >
        <span aria-hidden="true">←</span> {flatText(locale, 'prev')}
        {prev ? <small>{flatNumberLabel(prev.n)}</small> : null}
      </button>
      <button
        type="button"
        disabled={!next}
        onClick={() => next && onSelect(next.alt)}
        aria-label={
          next ? flatText(locale, 'nextLabel', { flat: flatNumberLabel(next.n) }) : undefined
        }
        data-testid="flat-next"
      >
        {next ? <small>{flatNumberLabel(next.n)}</small> : null}
        {flatText(locale, 'next')} <span aria-hidden="true">→</span>
      </button>
    </nav>
  )

  if (!flat) {
    return (
      <section
        className={styles.screen}
        data-testid="flat-screen"
        data-state="missing"
        data-alt={alt}
      >
        <div className={styles.missing} role="alert" data-testid="flat-missing">
          <h1 className={styles.title}>{flatText(locale, 'missingTitle')}</h1>
          <p>{flatText(locale, 'missingText')}</p>
          <div className={styles.actions}>
            {data.floors[parentAlt(alt)] ? (
              <button
                type="button"
                className={styles.secondary}
                onClick={() => onSelect(parentAlt(alt))}
              >
                {flatText(locale, 'toFloor')}
              </button>
            ) : null}
            <Link to="plans-plans-search" className={styles.primary}>
              {flatText(locale, 'toSearch')}
            </Link>
          </div>
          {prev || next ? stepper : null}
        </div>
      </section>
    )
  }

  const levels = floor?.flats.find((f) => f.alt === alt)?.levels ?? []
  return (
    <section
      className={styles.screen}
      data-testid="flat-screen"
      data-state="ready"
      data-alt={alt}
      data-status={flat.st}
      aria-label={`${buildingLabel(flat.b, locale)}, ${flatText(locale, 'title', { flat: flatNumberLabel(flat.n) })}`}
    >
      <JsonLd data={flatOfferLd(flat, locale, flatUrl(SITE_ORIGIN, flat, locale))} />
      <FlatHead flat={flat} locale={locale} stepper={stepper} />
      <div className={styles.side}>
        <FlatDetails
          flat={flat}
          fav={favourites.includes(alt)}
          locale={locale}
          levels={levels}
          site={site}
        />
        <div className={styles.maps}>
          {floor ? (
            <figure className={styles.map}>
              <figcaption>{flatText(locale, 'onFloor')}</figcaption>
              <FloorMap
                floor={floor}
                alt={alt}
                apartments={data.apartments}
                locale={locale}
                onSelect={onSelect}
              />
            </figure>
          ) : pending ? (
            <MapPending caption={flatText(locale, 'onFloor')} />
          ) : null}
          {site ? (
            <figure className={styles.map}>
              <figcaption>{flatText(locale, 'onSite')}</figcaption>
              <SiteMap site={site} code={flat.b} locale={locale} />
            </figure>
          ) : pending ? (
            <MapPending caption={flatText(locale, 'onSite')} />
          ) : null}
        </div>
      </div>
    </section>
  )
})

/**
 * A small plan's place while the geometry is on its way, as tall as a drawn one at most is: served
 * so, the blocks below the plan stand where they will stay (the plans came in 469 px above them on
 * a phone once hydrated, and a block that seemed near was hydrated with the page).
 */
function MapPending({ caption }: { caption: string }) {
  return (
    <figure className={styles.map} aria-hidden="true" data-testid="flat-map-pending">
      <figcaption>{caption}</figcaption>
      <div className={`${styles.mapPending} placeholder`} />
    </figure>
  )
}
