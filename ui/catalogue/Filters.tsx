// The search filters: buildings, area, floor, price, bedrooms, status; reset;
// and sun and view: evening sun on the terrace, water view (our computation, engine/sunView).

import type { ReactNode } from 'react'
import { buildingLabel } from '../../engine/buildings'
import { RANGE_STEP, type RangeFilter, type SetFilter } from '../../engine/catalogueFilters'
import { bedroomLabel, statusLabel } from '../../engine/labels'
import { useLocale, useT } from '../i18n'
import { manifestBuildingCodes } from '../plans/manifestGeometry'
import styles from './Filters.module.css'
import { formatMillions, formatNumber } from './formatMoney'
import { RangeSlider } from './RangeSlider'
import type { CatalogueSearch } from './useCatalogueSearch'

/** The ranges in the order they stand; each one's legend is `plans.filter.<name>`. */
const RANGES: readonly RangeFilter[] = ['area', 'floor', 'price']

interface ChoiceProps {
  label: string
  checked: boolean
  onChange: () => void
  testId: string
  chip?: boolean
}

function Choice({ label, checked, onChange, testId, chip }: ChoiceProps) {
  return (
    <label className={chip ? styles.chip : styles.check} data-testid={testId}>
      <input type="checkbox" checked={checked} onChange={onChange} />
      <span>{label}</span>
    </label>
  )
}

interface SetGroupProps<V extends number> {
  legend: string
  search: CatalogueSearch
  field: SetFilter
  values: readonly V[]
  label: (value: V) => string
  /** A test id's stem: `filter-building` gives `filter-building-11`. */
  testStem: string
  chip?: boolean
  /** What stands under the choices: a note. */
  children?: ReactNode
}

/** A set filter's fieldset: one tick or chip per value, each toggling that value. */
function SetGroup<V extends number>(props: SetGroupProps<V>) {
  const { legend, search, field, values, label, testStem, chip, children } = props
  const chosen: readonly number[] = search.filters[field]
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.choices}>
        {values.map((value) => (
          <Choice
            key={value}
            chip={chip}
            label={label(value)}
            checked={chosen.includes(value)}
            onChange={() => search.toggle(field, value)}
            testId={`${testStem}-${value}`}
          />
        ))}
      </div>
      {children}
    </fieldset>
  )
}

export function Filters({ search }: { search: CatalogueSearch }) {
  const t = useT()
  const locale = useLocale()
  const { filters, index, range, sunFilter } = search
  const { bounds } = index
  // Every building before the catalogue arrives: the list does not grow under the visitor's eyes.
  const buildings = bounds.buildings.length > 0 ? bounds.buildings : manifestBuildingCodes
  const format = (name: RangeFilter) => (n: number) =>
    name === 'price' ? formatMillions(n, locale) : formatNumber(n, locale)
  return (
    <div className={styles.filters} data-testid="catalogue-filters">
      <SetGroup
        legend={t('plans.filter.buildings')}
        search={search}
        field="buildings"
        values={buildings}
        label={(b) => buildingLabel(b, locale)}
        testStem="filter-building"
      />
      {RANGES.map((name) => (
        <RangeSlider
          key={name}
          label={t(`plans.filter.${name}`)}
          bounds={bounds[name]}
          value={filters[name]}
          step={RANGE_STEP[name]}
          format={format(name)}
          onChange={(r) => range(name, r)}
          testId={`filter-${name}`}
        />
      ))}
      <SetGroup
        legend={t('plans.filter.bedrooms')}
        search={search}
        field="bedrooms"
        values={bounds.bedrooms}
        label={(rc) => bedroomLabel(rc, locale)}
        testStem="filter-bedrooms"
        chip
      />
      <SetGroup
        legend={t('plans.filter.status')}
        search={search}
        field="status"
        values={bounds.status.filter((st) => st > 0)}
        label={(st) => statusLabel(st, locale)}
        testStem="filter-status"
        chip
      >
        {/* Booked and reserved both hold a flat; a buyer needs to know which may come back. */}
        {bounds.status.some((st) => st === 2 || st === 3) ? (
          <ul className={styles.note} data-testid="filter-status-note">
            {bounds.status.includes(2) ? <li>{t('plans.filter.statusBooked')}</li> : null}
            {bounds.status.includes(3) ? <li>{t('plans.filter.statusReserved')}</li> : null}
          </ul>
        ) : null}
      </SetGroup>
      <fieldset className={styles.group} data-testid="filter-sun">
        <legend className={styles.legend}>{t('plans.filter.sunView')}</legend>
        <div className={styles.choices}>
          <Choice
            label={t('plans.filter.eveningSun')}
            checked={filters.eveningSun}
            onChange={() => sunFilter('eveningSun', !filters.eveningSun)}
            testId="filter-evening-sun"
          />
          <Choice
            label={t('plans.filter.waterView')}
            checked={filters.waterView}
            onChange={() => sunFilter('waterView', !filters.waterView)}
            testId="filter-water-view"
          />
        </div>
        <p className={styles.note}>{t('plans.filter.sunNote')}</p>
      </fieldset>
    </div>
  )
}
