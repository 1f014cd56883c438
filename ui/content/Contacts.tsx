// The contacts widget: the sales line, hours and e-mail, the office and showroom with route links
// to the map services, and the office map popup.

import { phoneDisplay, SITE } from '../../content/site'
import { useLocale, useT } from '../i18n'
import { ContactLink } from '../kiosk/ContactLink'
import { OutLink } from '../kiosk/OutLink'
import { routeLinks } from '../popups/MapPopup'
import { openPopup } from '../shell/shellActions'
import styles from './Content.module.css'

export function Contacts() {
  const locale = useLocale()
  const t = useT()
  return (
    <div className={styles.contacts}>
      <div>
        <ContactLink className={styles.bigPhone} href={SITE.phone.href}>
          {phoneDisplay(locale)}
        </ContactLink>
        <p>{SITE.hours.text[locale]}</p>
        <ContactLink href={`mailto:${SITE.emails.sales}`}>{SITE.emails.sales}</ContactLink>
      </div>
      {[SITE.office, SITE.showroom].map((place) => (
        <div key={place.label.en}>
          <h3 className={styles.h3}>{place.label[locale]}</h3>
          <p>{place.text[locale]}</p>
          <ul className={styles.routeLinks}>
            {routeLinks(place.lat, place.lon).map((link) => (
              <li key={link.href}>
                <OutLink
                  href={link.href}
                  name={locale === 'ru' ? link.name : link.nameEn}
                  reason="route"
                  className={styles.routeLink}
                />
              </li>
            ))}
          </ul>
        </div>
      ))}
      <button type="button" className="button button--ghost" onClick={() => openPopup('map', {})}>
        {t('popup.map.title')}
      </button>
    </div>
  )
}
