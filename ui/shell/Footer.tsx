// Site footer: contacts, the main sections, documents, legal line and the not-a-public-offer notice.

import { phoneDisplay, SITE } from '../../content/site'
import { useLocale, useT } from '../i18n'
import { ContactLink } from '../kiosk/ContactLink'
import styles from './Footer.module.css'
import { Link } from './Link'
import { MENU_GROUPS, MENU_MAIN, MENU_SECONDARY } from './menuModel'
import { openPopup } from './shellActions'
import { FOOTER_ID } from './shellParts'
import { useShell } from './shellState'

export function Footer() {
  const t = useT()
  const locale = useLocale()
  const hidden = useShell((s) => s.menu.footerHidden)
  if (hidden) return null
  // Contacts sit in the sales column, where a footer's reader looks for an address, not in the list.
  const links = [...MENU_GROUPS, ...MENU_MAIN, ...MENU_SECONDARY].filter((l) => l.to !== 'contacts')
  return (
    <footer id={FOOTER_ID} className={styles.footer} data-testid="footer">
      <div className={styles.top}>
        <div className={styles.brand}>
          <p className={styles.name}>{SITE.fullName[locale]}</p>
          <p className={styles.tagline}>{SITE.tagline[locale]}</p>
        </div>
        <div className={styles.contacts}>
          <h2 className={styles.heading}>{t('footer.sales')}</h2>
          <ContactLink className={styles.phone} href={SITE.phone.href}>
            {phoneDisplay(locale)}
          </ContactLink>
          <p>{SITE.hours.text[locale]}</p>
          <p>{SITE.office.text[locale]}</p>
          <p>{SITE.showroom.text[locale]}</p>
          <ContactLink href={`mailto:${SITE.emails.sales}`}>{SITE.emails.sales}</ContactLink>
          <Link to="contacts" className={styles.contactsLink} data-testid="footer-contacts">
            {t('footer.contacts')}
          </Link>
        </div>
        <nav className={styles.nav} aria-label={t('footer.nav')}>
          <ul>
            {links.map((link) => (
              <li key={`${link.to}${'hash' in link ? (link.hash ?? '') : ''}`}>
                <Link to={link.to} hash={'hash' in link ? link.hash : undefined}>
                  {t(link.label)}
                </Link>
              </li>
            ))}
            <li>
              <Link to="plans">{t('menu.plans')}</Link>
            </li>
          </ul>
        </nav>
      </div>
      <div className={styles.bottom}>
        {/* The year is the build's on prerendered pages; the browser's may be newer. */}
        <p suppressHydrationWarning>
          {t('footer.rights', { year: new Date().getFullYear(), legal: SITE.legalEntity[locale] })}
        </p>
        <p>{SITE.disclaimer[locale]}</p>
        <button type="button" className={styles.policy} onClick={() => openPopup('policy', {})}>
          {t('footer.policy')}
        </button>
      </div>
    </footer>
  )
}
