// Taking the selection home: QR codes that open the visitor's favourites, or the flat
// on screen, on their phone, and the callback form with those flats attached, which the sales
// team receives as one lead.

import { useSyncExternalStore } from 'react'
import {
  favouritesHandoffPath,
  flatHandoffPath,
  flatOfQuery,
  HANDOFF_MAX,
} from '../../engine/kioskHandoff'
import { flatName } from '../plans/FlatName'
import { locationSearch } from '../catalogue/locationSearch'
import { useFavouriteList } from '../catalogue/useFavouriteList'
import { useHydraData } from '../catalogue/useHydraData'
import { LeadForm } from '../forms/LeadForm'
import { useLocale } from '../i18n'
import { Dialog } from '../popups/Dialog'
import { SITE_ORIGIN } from '../siteOrigin'
import styles from './Kiosk.module.css'
import { patchKiosk } from './kioskStore'
import { kioskText } from './kioskText'
import { QrCode } from './QrCode'

export default function HandoffDialog() {
  const locale = useLocale()
  const favourites = useFavouriteList()
  const search = useSyncExternalStore(
    locationSearch.subscribe,
    locationSearch.get,
    locationSearch.server,
  )
  const { data } = useHydraData()
  const flat = flatOfQuery(search)
  const flatPath = flat ? flatHandoffPath(flat, locale) : null
  const flats = [...(flat && !favourites.includes(flat) ? [flat] : []), ...favourites].slice(
    0,
    HANDOFF_MAX,
  )
  // The flat named as everywhere else (building, section, floor, number on the floor): one number.
  const label = (alt: string) => (data.apartments[alt] ? flatName(alt, locale) : alt)
  const close = () => patchKiosk({ handoff: false })
  return (
    <Dialog
      title={kioskText(locale, 'handoffTitle')}
      onClose={close}
      size="wide"
      testId="kiosk-handoff"
    >
      <div className={styles.handoff}>
        <div className={styles.handoffCodes}>
          {favourites.length > 0 ? (
            <figure className={styles.handoffCode} data-testid="handoff-favourites">
              <QrCode
                className={styles.qrMedium}
                text={`${SITE_ORIGIN}${favouritesHandoffPath(favourites, locale)}`}
                label={kioskText(locale, 'handoffFavourites', { count: favourites.length })}
              />
              <figcaption>
                <strong>
                  {kioskText(locale, 'handoffFavourites', { count: favourites.length })}
                </strong>
                <span>{kioskText(locale, 'handoffScan')}</span>
              </figcaption>
            </figure>
          ) : null}
          {flatPath ? (
            <figure className={styles.handoffCode} data-testid="handoff-flat">
              <QrCode
                className={styles.qrMedium}
                text={`${SITE_ORIGIN}${flatPath}`}
                label={kioskText(locale, 'handoffFlat')}
              />
              <figcaption>
                <strong>{kioskText(locale, 'handoffFlat')}</strong>
                <span>{label(flat ?? '')}</span>
              </figcaption>
            </figure>
          ) : null}
          {favourites.length === 0 && !flatPath ? (
            <p className={styles.handoffEmpty} data-testid="handoff-empty">
              {kioskText(locale, 'handoffEmpty')}
            </p>
          ) : null}
        </div>
        <div className={styles.handoffForm}>
          <p className={styles.handoffLead}>{kioskText(locale, 'handoffCall')}</p>
          {flats.length > 0 ? (
            <p className={styles.handoffFlats} data-testid="handoff-flats">
              {kioskText(locale, 'handoffFlats', { list: flats.map(label).join(', ') })}
            </p>
          ) : null}
          <LeadForm kind="callback" formId="kiosk-handoff" flats={flats} />
        </div>
      </div>
    </Dialog>
  )
}
