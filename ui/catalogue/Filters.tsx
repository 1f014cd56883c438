// The search filters: buildings, area, floor, price, bedrooms, status; reset;
// and sun and view: evening sun on the terrace, water view (our computation, engine/sunView).

import { RANGE_STEP } from '../../engine/catalogueFilters'
import { buildingLabel } from '../../engine/buildings'
import { manifestBuildingCodes } from '../plans/manifestGeometry'
import { bedroomLabel, statusLabel } from '../../engine/labels'
import { useLocale, useT } from '../i18n'
import { formatMillions, formatNumber } from './formatMoney'
import styles from './Filters.module.css'
import { RangeSlider } from './RangeSlider'
import type { CatalogueSearch } from './useCatalogueSearch'

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

export function Filters({ search }: { search: CatalogueSearch }) {
  const t = useT()
  const locale = useLocale()
  const { filters, index, toggle, range, sunFilter } = search
  const { bounds } = index
  // Every building before the catalogue arrives: the list does not grow under the visitor's eyes.
  const buildings = bounds.buildings.length > 0 ? bounds.buildings : manifestBuildingCodes
  const whole = (n: number) => formatNumber(n, locale)
  return (
    <div className={styles.filters} data-testid="catalogue-filters">
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('plans.filter.buildings')}</legend>
        <div className={styles.choices}>
          {buildings.map((b) => (
            <Choice
              key={b}
              label={buildingLabel(b, locale)}
              checked={filters.buildings.includes(b)}
              onChange={() => toggle('buildings', b)}
              testId={`filter-building-${b}`}
            />
          ))}
        </div>
      </fieldset>
      <RangeSlider
        label={t('plans.filter.area')}
        bounds={bounds.area}
        value={filters.area}
        step={RANGE_STEP.area}
        format={whole}
        onChange={(r) => range('area', r)}
        testId="filter-area"
      />
      <RangeSlider
        label={t('plans.filter.floor')}
        bounds={bounds.floor}
        value={filters.floor}
        step={RANGE_STEP.floor}
        format={whole}
        onChange={(r) => range('floor', r)}
        testId="filter-floor"
      />
      <RangeSlider
        label={t('plans.filter.price')}
        bounds={bounds.price}
        value={filters.price}
        step={RANGE_STEP.price}
        format={(n) => formatMillions(n, locale)}
        onChange={(r) => range('price', r)}
        testId="filter-price"
      />
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('plans.filter.bedrooms')}</legend>
        <div className={styles.choices}>
          {bounds.bedrooms.map((rc) => (
            <Choice
              key={rc}
              chip
              label={bedroomLabel(rc, locale)}
              checked={filters.bedrooms.includes(rc)}
              onChange={() => toggle('bedrooms', rc)}
              testId={`filter-bedrooms-${rc}`}
            />
          ))}
        </div>
      </fieldset>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('plans.filter.status')}</legend>
        <div className={styles.choices}>
          {bounds.status
            .filter((st) => st > 0)
            .map((st) => (
              <Choice
                key={st}
                chip
                label={statusLabel(st, locale)}
                checked={filters.status.includes(st)}
                onChange={() => toggle('status', st)}
                testId={`filter-status-${st}`}
              />
            ))}
        </div>
        {/* Booked and reserved both hold a flat; a buyer needs to know which may come back. */}
        {bounds.status.some((st) => st === 2 || st === 3) ? (
          <ul className={styles.note} data-testid="filter-status-note">
            {bounds.status.includes(2) ? <li>{t('plans.filter.statusBooked')}</li> : null}
            {bounds.status.includes(3) ? <li>{t('plans.filter.statusReserved')}</li> : null}
          </ul>
        ) : null}
      </fieldset>
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
