// The full-screen menu: groups, main links, secondary links, documents,
// register links and the two side actions. One markup for desktop and mobile; CSS lays it out.

import { documentHref, phoneDisplay, SITE } from '../../content/site'
import { useRef } from 'react'
import { useLocale, useT } from '../i18n'
import { ContactLink } from '../kiosk/ContactLink'
import { useKiosk } from '../kiosk/kioskStore'
import { OutLink } from '../kiosk/OutLink'
import { CallbackButton } from '../popups/CallbackButton'
import { DownloadIcon, ExternalIcon } from '../icons'
import { Link } from './Link'
import styles from './Menu.module.css'
import { MENU_ACTION, MENU_GROUPS, MENU_MAIN, MENU_SECONDARY, type MenuLink } from './menuModel'
import { MENU_ID, useNativeMenu } from './menuPopover'
import { closeMenu, openPopup, setMenuHovered } from './shellActions'
import { useShell } from './shellState'

function MenuItem({ link, className }: { link: MenuLink; className?: string }) {
  const t = useT()
  const disabled = useShell((s) => s.menu.linksDisabled)
  return (
    <Link
      to={link.to}
      hash={link.hash}
      className={className}
      tabIndex={disabled ? -1 : undefined}
      onMouseEnter={() => setMenuHovered(link.name)}
      onMouseLeave={() => setMenuHovered(null)}
      onClick={closeMenu}
    >
      {t(link.label)}
    </Link>
  )
}

/** A plain list of menu links (a group's, a main link's sub-links, the secondary ones). */
function MenuList({ links, className }: { links: readonly MenuLink[]; className?: string }) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.name}>
          <MenuItem link={link} className={styles.link} />
        </li>
      ))}
    </ul>
  )
}

export function Menu() {
  const t = useT()
  const locale = useLocale()
  const opened = useShell((s) => s.menu.opened)
  const background = useShell((s) => s.menu.backgroundVisible)
  const hovered = useShell((s) => s.menu.hoveredName)
  const ref = useRef<HTMLDivElement>(null)
  const native = useNativeMenu(ref)
  const kiosk = useKiosk((s) => s.config !== null)
  const docs = [SITE.documents.presentation, SITE.documents.agreement]
  const registers = [SITE.registers.buildingPermit, SITE.registers.projectDeclaration]
  return (
    <>
      <div
        className={styles.backdrop}
        data-visible={background}
        onClick={closeMenu}
        aria-hidden="true"
      />
      {/* A popover until hydrated: the browser opens it on a tap before then (menuPopover.ts). */}
      <div
        ref={ref}
        id={MENU_ID}
        popover={native ? 'manual' : undefined}
        className={styles.menu}
        data-open={opened}
        data-hovered={hovered ?? undefined}
        data-testid="menu"
        aria-label={t('header.menu')}
        role="dialog"
        aria-modal="true"
      >
        <MenuItem link={MENU_ACTION} className={styles.action} />
        <div className={styles.columns}>
          {MENU_GROUPS.map((group) => (
            <section key={group.name} className={styles.group}>
              <h2 className={styles.groupTitle}>
                <MenuItem link={group} />
              </h2>
              <MenuList links={group.links} />
            </section>
          ))}
          <section className={styles.group}>
            <ul className={styles.main}>
              {MENU_MAIN.map((link) => (
                <li key={link.name}>
                  <MenuItem link={link} className={styles.mainLink} />
                  {link.links ? <MenuList links={link.links} className={styles.sub} /> : null}
                </li>
              ))}
            </ul>
          </section>
        </div>
        <div className={styles.footer}>
          <MenuList links={MENU_SECONDARY} className={styles.secondary} />
          <ul className={styles.tertiary} aria-label={t('menu.documents')}>
            {docs.map((doc) => (
              <li key={doc.href}>
                <a className={styles.doc} href={documentHref(doc, locale)} download>
                  <DownloadIcon className={styles.icon} />
                  {doc.label[locale]}
                </a>
              </li>
            ))}
            {registers.map((reg) => (
              <li key={reg.href}>
                {/* The state registers are other sites: a QR code on the kiosk (OutLink). */}
                <OutLink className={styles.doc} href={reg.href} name={reg.label[locale]}>
                  {kiosk ? null : <ExternalIcon className={styles.icon} />}
                  {reg.label[locale]}
                  {kiosk ? null : <span className="visually-hidden"> ({t('menu.external')})</span>}
                </OutLink>
              </li>
            ))}
          </ul>
          <div className={styles.side}>
            <CallbackButton
              className={styles.sideButton}
              testId="menu-callback"
              beforeOpen={closeMenu}
            >
              {t('header.callback')}
            </CallbackButton>
            <button
              type="button"
              className={styles.sideButtonGhost}
              onClick={() => {
                closeMenu()
                openPopup('subscription', { type: 'subscription' })
              }}
            >
              {t('menu.subscribe')}
            </button>
            <ContactLink className={styles.phone} href={SITE.phone.href}>
              {phoneDisplay(locale)}
            </ContactLink>
          </div>
        </div>
      </div>
    </>
  )
}
