// Interactive blocks that content pages place among their sections (content/schema.ts WidgetName).

import type { Section } from '../../content/schema'
import { SITE } from '../../content/site'
import { LeadForm } from '../forms/LeadForm'
import { ContactLink } from '../kiosk/ContactLink'
import { useLocale, useT } from '../i18n'
import { routeLinks } from '../popups/MapPopup'
import { Link } from '../shell/Link'
import { openPopup } from '../shell/shellActions'
import { Art } from './Art'
import { ConstructionGallery } from './ConstructionGallery'
import { InstalmentCalculator } from './InstalmentCalculator'
import { LocationMap } from './LocationMap'
import { Styleguide } from './Styleguide'
import styles from './Content.module.css'
import type { ArtSize, WidgetData } from './pageData'

type WidgetSection = Extract<Section, { kind: 'widget' }>

function Contacts() {
  const locale = useLocale()
  const t = useT()
  return (
    <div className={styles.contacts}>
      <div>
        <ContactLink className={styles.bigPhone} href={SITE.phone.href}>
          {SITE.phone.display}
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
                <a href={link.href} target="_blank" rel="noopener noreferrer">
                  {locale === 'ru' ? link.name : link.nameEn}
                </a>
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

export function Widget({
  section,
  widgets,
  art,
}: {
  section: WidgetSection
  widgets: WidgetData
  art: Record<string, ArtSize>
}) {
  const locale = useLocale()
  const body = (() => {
    switch (section.widget) {
      case 'contacts':
        return <Contacts />
      case 'instalment-calculator':
        return <InstalmentCalculator />
      case 'location-map':
        return <LocationMap />
      case 'construction-gallery':
        return <ConstructionGallery />
      case 'subscription-form':
        return (
          <LeadForm
            kind="subscription"
            formId={`subscription-${section.id ?? 'page'}`}
            submitLabel="form.subscribe"
          />
        )
      case 'broker-form':
        return <LeadForm kind="broker" formId="broker-page" />
      case 'team':
        return (
          <ul className={styles.cardList}>
            {widgets.team?.map((m) => (
              <li key={m.id} className={styles.card}>
                <Art name={m.logo} alt={m.company} size={art[m.logo]} className={styles.logo} />
                <p className={styles.role}>{m.title}</p>
                <h3 className={styles.h3}>{m.company}</h3>
                <p>{m.text}</p>
              </li>
            ))}
          </ul>
        )
      case 'building-types':
        return (
          <ul className={styles.cardList}>
            {widgets.buildingTypes?.map((b) => (
              <li key={b.type} className={styles.card} data-theme={b.theme}>
                <Art name={b.image} alt={b.name} size={art[b.image]} />
                <p className={styles.role}>{b.labels}</p>
                <h3 className={styles.h3}>{b.name}</h3>
                <p>{b.formats}</p>
                <p>{b.text}</p>
                <Link to={b.link.route} query={b.link.query} className={styles.more}>
                  {b.link.label}
                </Link>
              </li>
            ))}
          </ul>
        )
      case 'news-list':
        return (
          <ul className={styles.cardList}>
            {widgets.news?.map((n) => (
              <li key={n.slug} className={styles.card}>
                <Art name={n.image} alt={n.title} size={art[n.image]} />
                <time className={styles.role} dateTime={n.date}>
                  {new Date(n.date).toLocaleDateString(locale === 'ru' ? 'ru-RU' : 'en-GB', {
                    day: 'numeric',
                    month: 'long',
                    year: 'numeric',
                  })}
                </time>
                <h3 className={styles.h3}>{n.title}</h3>
                <p>{n.excerpt}</p>
              </li>
            ))}
          </ul>
        )
      case 'styleguide':
        return <Styleguide />
      default:
        return null
    }
  })()
  return (
    <section id={section.id} className={styles.widget} data-widget={section.widget}>
      {section.title ? <h2 className={styles.h2}>{section.title}</h2> : null}
      {section.intro ? <p className={styles.intro}>{section.intro}</p> : null}
      {body}
    </section>
  )
}
