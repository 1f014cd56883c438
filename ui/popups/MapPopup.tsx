// The office on a grayscale street plan of Vasilyevsky Island, with the 93x93 marker of SPEC 3
// at the office coordinates and route links that open external map services (QR codes on the
// showroom kiosk, which never leaves the site).

import type { Address } from '../../content/site'
import { useLocale, useT } from '../i18n'
import { OutLink } from '../kiosk/OutLink'
import { closePopup } from '../shell/shellActions'
import { Dialog } from './Dialog'
import styles from './MapPopup.module.css'

export const MARKER_SIZE = 93

export function routeLinks(lat: number, lon: number) {
  return [
    {
      name: 'Яндекс Карты',
      nameEn: 'Yandex Maps',
      href: `https://yandex.ru/maps/?rtext=~${lat},${lon}&rtt=auto`,
    },
    {
      name: 'Google Maps',
      nameEn: 'Google Maps',
      href: `https://www.google.com/maps/dir/?api=1&destination=${lat},${lon}`,
    },
    {
      name: '2ГИС',
      nameEn: '2GIS',
      href: `https://2gis.ru/spb/directions/points/%7C${lon}%2C${lat}`,
    },
  ]
}

// The island's "lines" run north-south every ~40 units; the three prospekts run east-west.
const LINES = Array.from({ length: 18 }, (_, i) => 60 + i * 48)
const PROSPEKTS = [130, 300, 470]

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
      <div className={styles.map}>
        <svg
          viewBox="0 0 960 600"
          className={styles.plan}
          role="img"
          aria-label={office.label[locale]}
        >
          <rect width="960" height="600" fill="#e9e9e7" />
          <path d="M0 560 C200 590 420 575 960 590 L960 600 L0 600Z" fill="#cfd2d2" />
          <path d="M0 0 L960 0 L960 40 C700 60 300 30 0 55Z" fill="#cfd2d2" />
          {LINES.map((x) => (
            <line
              key={x}
              x1={x}
              y1={50}
              x2={x + 6}
              y2={570}
              stroke="#fff"
              strokeWidth={x % 96 === 60 ? 7 : 4}
            />
          ))}
          {PROSPEKTS.map((y) => (
            <line key={y} x1={0} y1={y} x2={960} y2={y + 12} stroke="#fff" strokeWidth={12} />
          ))}
          <text x="24" y="122" className={styles.street}>
            {locale === 'ru' ? 'Большой пр. В.О.' : 'Bolshoy Prospekt'}
          </text>
          <text x="24" y="292" className={styles.street}>
            {locale === 'ru' ? 'Средний пр. В.О.' : 'Sredny Prospekt'}
          </text>
          <text x="24" y="462" className={styles.street}>
            {locale === 'ru' ? 'Малый пр. В.О.' : 'Maly Prospekt'}
          </text>
        </svg>
        <div
          className={styles.marker}
          style={{ width: MARKER_SIZE, height: MARKER_SIZE }}
          data-lat={office.lat}
          data-lon={office.lon}
          data-testid="map-marker"
        >
          <svg viewBox="0 0 93 93" width={MARKER_SIZE} height={MARKER_SIZE} aria-hidden="true">
            <circle cx="46.5" cy="46.5" r="44" fill="#1f3b2d" opacity="0.18" />
            <circle cx="46.5" cy="46.5" r="24" fill="#1f3b2d" />
            <path d="M46.5 31 40 40h3.5L38 48h5l-6 8h19l-6-8h5l-5.5-8H53Z" fill="#faf7f1" />
          </svg>
        </div>
      </div>
      <p className={styles.address}>{office.text[locale]}</p>
      <ul className={styles.routes}>
        {routeLinks(office.lat, office.lon).map((link) => (
          <li key={link.href}>
            <OutLink
              href={link.href}
              name={locale === 'ru' ? link.name : link.nameEn}
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
