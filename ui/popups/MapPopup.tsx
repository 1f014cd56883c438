// The office on the site's coast drawing (ui/content/OfficeMap.tsx, the same map the contacts
// page shows in place), with route links that open external map services (QR codes on the
// showroom kiosk, which never leaves the site).

import type { Address } from '../../content/site'
import { OfficeMap } from '../content/OfficeMap'
import { type TranslationKey, useLocale, useT } from '../i18n'
import { OutLink } from '../kiosk/OutLink'
import styles from './MapPopup.module.css'
import { PopupDialog } from './PopupDialog'

/** The route services, each named by its catalogue key (content/i18n/places.ts). */
function routeLinks(lat: number, lon: number) {
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

interface RouteLinksProps {
  place: Address
  className?: string
  linkClassName?: string
  /** Marks each link as leaving the site, as the popup does. */
  externalIcon?: boolean
}

/** A place's route links, one per service (a QR code each on the kiosk, through OutLink). */
export function RouteLinks({ place, className, linkClassName, externalIcon }: RouteLinksProps) {
  const t = useT()
  return (
    <ul className={className}>
      {routeLinks(place.lat, place.lon).map((link) => (
        <li key={link.href}>
          <OutLink
            href={link.href}
            name={t(link.name)}
            reason="route"
            externalIcon={externalIcon}
            className={linkClassName}
          />
        </li>
      ))}
    </ul>
  )
}

export function MapPopup({ office }: { office: Address }) {
  const t = useT()
  const locale = useLocale()
  return (
    <PopupDialog popup="map" title={t('popup.map.title')} size="wide">
      <OfficeMap office={office} />
      <p className={styles.address}>{office.text[locale]}</p>
      <RouteLinks
        place={office}
        className={styles.routes}
        linkClassName={styles.route}
        externalIcon
      />
    </PopupDialog>
  )
}
