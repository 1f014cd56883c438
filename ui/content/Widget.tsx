// Interactive blocks that content pages place among their sections (content/schema.ts WidgetName).

import { type ReactNode, useRef } from 'react'
import { useLocale } from '../i18n'
import { Link } from '../shell/Link'
import { Art } from './Art'
import styles from './Content.module.css'
import { LazyBody, useWidgetGate, type WidgetSection } from './lazyWidget'
import type { ArtSize, WidgetData } from './pageData'
import { LAZY_WIDGETS } from './widgetBodies'

/** A widget's list of cards, one per entry; without its data, the list is there and empty. */
function cards<T>(items: readonly T[] | undefined, card: (item: T) => ReactNode) {
  return <ul className={styles.cardList}>{items?.map(card)}</ul>
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
  const ref = useRef<HTMLElement>(null)
  const lazy = LAZY_WIDGETS[section.widget]
  const gate = useWidgetGate(ref, lazy !== undefined)
  const body = (() => {
    if (lazy) return <LazyBody widget={lazy} gate={gate} section={section} />
    switch (section.widget) {
      case 'team':
        return cards(widgets.team, (m) => (
          <li key={m.id} className={styles.card}>
            <Art name={m.logo} alt={m.company} size={art[m.logo]} className={styles.logo} />
            <p className={styles.role}>{m.title}</p>
            <h3 className={styles.h3}>{m.company}</h3>
            <p>{m.text}</p>
          </li>
        ))
      case 'building-types':
        return cards(widgets.buildingTypes, (b) => (
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
        ))
      case 'news-list':
        return cards(widgets.news, (n) => (
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
        ))
      default:
        return null
    }
  })()
  return (
    <section ref={ref} id={section.id} className={styles.widget} data-widget={section.widget}>
      {section.title ? <h2 className={styles.h2}>{section.title}</h2> : null}
      {section.intro ? <p className={styles.intro}>{section.intro}</p> : null}
      {body}
    </section>
  )
}
