// The office on the site's coast drawing (ui/content/OfficeMap.tsx, the same map the contacts
// page shows in place), with route links that open external map services (QR codes on the
// showroom kiosk, which never leaves the site).

import type { Address } from '../../content/site'
import { OfficeMap } from '../content/OfficeMap'
import { type TranslationKey, useLocale, useT } from '../i18n'
import { OutLink } from '../kiosk/OutLink'
import { closePopup } from '../shell/shellActions'
import { Dialog } from './Dialog'
import styles from './MapPopup.module.css'

/** The route services, each named by its catalogue key (content/i18n/places.ts). */
export function routeLinks(lat: number, lon: number) {
  return [
    {
      name: 'map.route.yandex',
      href: `https://yandex.ru/maps/?rtext=~${lat},${lon}&rtt=auto`,
    },
    {
      name: 'map.route.google',
      href: `https://www.google.com/maps/dir/?api=1&destination=${lat},${lon}`,
    },
    {
      name: 'map.route.2gis',
      href: `https://2gis.ru/spb/directions/points/%7C${lon}%2C${lat}`,
    },
  ] as const satisfies readonly { name: TranslationKey; href: string }[]
}

export function MapPopup({ office }: { office: Address }) {
  const t = useT()
  const locale = useLocale()
  return (
    <Dialog
      title={t('popup.map.title')}
      onClose={() => closePopup('map')}
      size="wide"
      testId="popup-map"
    >
      <OfficeMap office={office} />
      <p className={styles.address}>{office.text[locale]}</p>
      <ul className={styles.routes}>
        {routeLinks(office.lat, office.lon).map((link) => (
          <li key={link.href}>
            <OutLink
              href={link.href}
              name={t(link.name)}
              reason="route"
              externalIcon
              className={styles.route}
            />
          </li>
        ))}
      </ul>
    </Dialog>
  )
}
