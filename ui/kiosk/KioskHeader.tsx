// The kiosk header: big targets for the plans, the master plan and favourites, the
// hand-off, the language, a fresh start, and what the screen knows about the network and the age
// of the catalogue.

import { SITE } from '../../content/site'
import { hrefOf } from '../../engine/routes'
import { useFavouritesCount } from '../favourites/useFavouritesCount'
import { useLocale } from '../i18n'
import { HeartIcon, PineMark } from '../icons'
import { LanguageSwitch } from '../shell/LanguageSwitch'
import { Link } from '../shell/Link'
import { toggleMenu } from '../shell/shellActions'
import { useShell } from '../shell/shellState'
import styles from './Kiosk.module.css'
import { resetVisit } from './kioskIdleClock'
import { patchKiosk, useKiosk } from './kioskStore'
import { dataTime, kioskText } from './kioskText'

/** The kiosk's two ways into the flats; each is named by the kiosk words of its route's name. */
const NAV_LINKS = ['plans', 'masterplan'] as const

function DataStatus() {
  const locale = useLocale()
  const online = useKiosk((s) => s.online)
  const at = useKiosk((s) => s.dataAt)
  const time = at ? dataTime(locale, at) : ''
  const text = online
    ? at
      ? kioskText(locale, 'online', { time })
      : ''
    : at
      ? kioskText(locale, 'offline', { time })
      : kioskText(locale, 'offlineNoData')
  return (
    <p
      className={styles.status}
      data-online={online}
      data-testid="kiosk-data-status"
      data-at={at ?? ''}
      role="status"
    >
      <span className={styles.statusDot} aria-hidden="true" />
      {text}
    </p>
  )
}

export function KioskHeader() {
  const locale = useLocale()
  const count = useFavouritesCount()
  const menuOpened = useShell((s) => s.menu.opened)
  const config = useKiosk((s) => s.config)
  const k = (key: Parameters<typeof kioskText>[1]) => kioskText(locale, key)
  return (
    <header className={styles.header} data-testid="kiosk-header">
      <a className={styles.logo} href={hrefOf('index', locale)} aria-label={SITE.brand[locale]}>
        <PineMark className={styles.logoMark} />
        <span>{SITE.brand[locale]}</span>
      </a>
      <nav className={styles.nav} aria-label={k('menu')}>
        <button
          type="button"
          className={styles.navItem}
          aria-expanded={menuOpened}
          aria-controls="site-menu"
          onClick={toggleMenu}
          data-testid="menu-toggle"
        >
          {k('menu')}
        </button>
        {NAV_LINKS.map((to) => (
          <Link key={to} to={to} className={styles.navItem}>
            {k(to)}
          </Link>
        ))}
        <Link
          to="plans-plans-favorites"
          className={styles.navItem}
          data-testid="kiosk-favourites"
          aria-label={`${k('favourites')}: ${count}`}
        >
          <HeartIcon filled={count > 0} className={styles.heart} />
          <span>{k('favourites')}</span>
          <span className={styles.badge} data-testid="kiosk-favourites-count">
            {count}
          </span>
        </Link>
        <button
          type="button"
          className={styles.primary}
          onClick={() => patchKiosk({ handoff: true })}
          data-testid="kiosk-handoff-open"
        >
          {k('takeHome')}
        </button>
      </nav>
      <div className={styles.tools}>
        <DataStatus />
        <LanguageSwitch className={styles.tool} />
        <button
          type="button"
          className={styles.tool}
          onClick={() => config && resetVisit(window, config, false)}
          data-testid="kiosk-restart"
        >
          {k('restart')}
        </button>
      </div>
    </header>
  )
}
