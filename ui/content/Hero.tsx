// The page hero: image, parent title, title, text, anchors and image position.

import type { TranslationKey } from '../../content/i18n/dictionary'
import type { Hero as HeroContent } from '../../content/schema'
import { phoneDisplay, SITE } from '../../content/site'
import type { RouteName } from '../../engine/routes'
import { useLocale, useT } from '../i18n'
import { PhoneIcon } from '../icons'
import { ContactLink } from '../kiosk/ContactLink'
import { Link } from '../shell/Link'
import { Art } from './Art'
import styles from './Content.module.css'
import type { ArtSize } from './pageData'

/** A hero's call to action is named as the header and menu name its page. */
const CTA_LABELS: Partial<Record<RouteName, TranslationKey>> = {
  plans: 'menu.plans',
  masterplan: 'menu.masterplan',
  'about-purchase': 'menu.purchase',
}

export function Hero({ hero, size }: { hero: HeroContent; size: ArtSize | undefined }) {
  const t = useT()
  const locale = useLocale()
  const ctaLabel = hero.cta && CTA_LABELS[hero.cta.route]
  return (
    <section
      className={hero.compact ? `${styles.hero} ${styles.heroCompact}` : styles.hero}
      data-testid="hero"
      style={{ ['--pos' as string]: hero.imagePosition ?? 'center' }}
    >
      <Art name={hero.image} alt={hero.imageAlt} size={size} eager className={styles.heroImage} />
      <div className={styles.heroShade} aria-hidden="true" />
      <div className={styles.heroText}>
        {hero.parentTitle ? <p className={styles.parent}>{hero.parentTitle}</p> : null}
        <h1 className={styles.title}>{hero.title}</h1>
        <p className={styles.lead}>{hero.text}</p>
        {hero.anchors?.length ? (
          <ul className={styles.anchors}>
            {hero.anchors.map((a) => (
              <li key={a.id}>
                <a href={`#${a.id}`}>{a.label}</a>
              </li>
            ))}
          </ul>
        ) : null}
        {hero.cta && ctaLabel ? (
          <div className={styles.heroActions} data-testid="hero-actions">
            <Link to={hero.cta.route} className={`button ${styles.heroAction}`}>
              {t(ctaLabel)}
            </Link>
            <ContactLink className={styles.heroPhone} href={SITE.phone.href}>
              <PhoneIcon className={styles.heroPhoneIcon} />
              {phoneDisplay(locale)}
            </ContactLink>
          </div>
        ) : null}
      </div>
    </section>
  )
}
