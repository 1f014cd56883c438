// The fixed site header (theme glass by default): logo, menu, phone, callback, favourites, language.

import { useEffect, useState } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { phoneDisplay, SITE } from '../../content/site'
import { hrefOf, isHeroless } from '../../engine/routes'
import { useFavouritesCount } from '../favourites/useFavouritesCount'
import { useLocale, useT } from '../i18n'
import { HeartIcon, PhoneIcon, PineMark } from '../icons'
import { CallbackButton } from '../popups/CallbackButton'
import styles from './Header.module.css'
import { LanguageSwitch } from './LanguageSwitch'
import { Link } from './Link'
import { MENU_ID, menuIsNative } from './menuPopover'
import { toggleMenu } from './shellActions'
import { useShell } from './shellState'

/** The glass theme reads only over the dark hero art; once the hero has scrolled away under the
 * header, or on a page without one (the plans screens), white text on glass over paper is
 * unreadable, so the header turns light. */
function useOverPaper(): boolean {
  const [over, setOver] = useState(false)
  useEffect(() => {
    const update = () => {
      const hero = document.querySelector('[data-testid="hero"]')
      const header = document.querySelector('[data-testid="header"]')
      const bottom = header?.getBoundingClientRect().bottom ?? 0
      setOver(hero ? hero.getBoundingClientRect().bottom <= bottom : true)
    }
    update()
    window.addEventListener('scroll', update, { passive: true })
    window.addEventListener('resize', update)
    return () => {
      window.removeEventListener('scroll', update)
      window.removeEventListener('resize', update)
    }
  }, [])
  return over
}

export function Header() {
  const t = useT()
  const locale = useLocale()
  const opened = useShell((s) => s.menu.opened)
  const theme = useShell((s) => s.headerTheme)
  // Known from the route, so the served page is right before any script runs. The error page has
  // no hero either: glass over its pale paper was unreadable until the page hydrated.
  const pageContext = usePageContext()
  const heroless =
    isHeroless(pageContext.routeName) ||
    pageContext.is404 === true ||
    Boolean(pageContext.abortStatusCode)
  const overPaper = useOverPaper() || heroless
  const count = useFavouritesCount()
  return (
    <header
      className={styles.header}
      data-theme={opened ? 'dark' : overPaper && theme === 'glass' ? 'light' : theme}
      data-testid="header"
    >
      {/* Before the menu hydrates, the browser toggles it (a popover) itself; both labels are in
          the markup and CSS shows the one that fits, so nothing waits for React. */}
      <button
        type="button"
        className={styles.burger}
        aria-expanded={opened}
        aria-controls={MENU_ID}
        popoverTarget={MENU_ID}
        // The visible label is hidden on phones; the name must not depend on it.
        aria-label={opened ? t('header.menuClose') : t('header.menu')}
        data-testid="menu-toggle"
        onClick={() => {
          // While the menu is still the browser's popover, the browser toggles it.
          if (!menuIsNative()) toggleMenu()
        }}
      >
        <span className={styles.burgerLines} aria-hidden="true" />
        <span className={styles.burgerLabel} aria-hidden="true">
          <span className={styles.labelClosed}>{t('header.menu')}</span>
          <span className={styles.labelOpen}>{t('header.menuClose')}</span>
        </span>
      </button>
      <a className={styles.logo} href={hrefOf('index', locale)} aria-label={t('header.home')}>
        <PineMark className={styles.logoMark} />
        <span className={styles.logoText}>{SITE.brand[locale]}</span>
      </a>
      <nav className={styles.actions} aria-label={t('header.menu')}>
        <Link to="plans" className={styles.plans}>
          {t('menu.plans')}
        </Link>
        <a
          className={styles.phone}
          href={SITE.phone.href}
          aria-label={`${t('footer.sales')}: ${phoneDisplay(locale)}, ${t('header.hours')}`}
        >
          <PhoneIcon className={styles.phoneIcon} />
          <span className={styles.phoneText}>
            <span>{phoneDisplay(locale)}</span>
            <small>{t('header.hours')}</small>
          </span>
        </a>
        <CallbackButton className={styles.callback} testId="header-callback">
          {t('header.callback')}
        </CallbackButton>
        <Link
          to="plans-plans-favorites"
          className={styles.favourites}
          data-testid="header-favourites"
          aria-label={t('header.favouritesCount', { count })}
        >
          <HeartIcon filled={count > 0} />
          {count > 0 ? <span className={styles.badge}>{count}</span> : null}
        </Link>
        <LanguageSwitch className={styles.lang} />
      </nav>
    </header>
  )
}
