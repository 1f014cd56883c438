// The contacts widget: the sales line, hours and e-mail, the office and showroom with route links
// to the map services (QR codes on the kiosk, through OutLink), and the office map in place.

import { type Address, phoneDisplay, SITE } from '../../content/site'
import { useLocale } from '../i18n'
import { ContactLink } from '../kiosk/ContactLink'
import { RouteLinks } from '../popups/MapPopup'
import styles from './Content.module.css'
import { OfficeMap } from './OfficeMap'

function Place({ place }: { place: Address }) {
  const locale = useLocale()
  return (
    <div>
      <h3 className={styles.h3}>{place.label[locale]}</h3>
      <p>{place.text[locale]}</p>
      <RouteLinks place={place} className={styles.routeLinks} linkClassName={styles.routeLink} />
    </div>
  )
}

export function Contacts() {
  const locale = useLocale()
  return (
    <div className={styles.contacts}>
      <div className={styles.contactDetails}>
        <div>
          <ContactLink className={styles.bigPhone} href={SITE.phone.href}>
            {phoneDisplay(locale)}
          </ContactLink>
          <p>{SITE.hours.text[locale]}</p>
          <ContactLink href={`mailto:${SITE.emails.sales}`}>{SITE.emails.sales}</ContactLink>
        </div>
        <Place place={SITE.office} />
        <Place place={SITE.showroom} />
      </div>
      <OfficeMap office={SITE.office} />
    </div>
  )
}
