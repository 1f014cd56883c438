// Renders the sections of a content page, one component per section kind.

import type { Section } from '../../content/schema'
import { Link } from '../shell/Link'
import { openPopup } from '../shell/shellActions'
import { Art, artSrc, THIRD_SIZES } from './Art'
import styles from './Content.module.css'
import type { ArtSize, WidgetData } from './pageData'
import { Widget } from './Widget'

interface SectionProps {
  section: Section
  art: Record<string, ArtSize>
  widgets: WidgetData
}

function SectionView({ section, art, widgets }: SectionProps) {
  switch (section.kind) {
    case 'text':
      return (
        <section id={section.id} className={styles.text}>
          <h2 className={styles.h2}>{section.title}</h2>
          <div className={styles.paragraphs}>
            {section.paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </div>
        </section>
      )
    case 'split':
      return (
        <section id={section.id} className={styles.split} data-reverse={Boolean(section.reverse)}>
          <figure className={styles.splitFigure}>
            <Art
              name={section.image.image}
              alt={section.image.alt}
              size={art[section.image.image]}
            />
            {section.image.caption ? <figcaption>{section.image.caption}</figcaption> : null}
          </figure>
          <div className={styles.splitText}>
            <h2 className={styles.h2}>{section.title}</h2>
            {section.paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </div>
        </section>
      )
    case 'facts':
      return (
        <section id={section.id} className={styles.facts}>
          {section.title ? <h2 className={styles.h2}>{section.title}</h2> : null}
          <dl className={styles.factList}>
            {section.items.map((item) => (
              <div key={item.label} className={styles.fact}>
                <dt>{item.value}</dt>
                <dd>{item.label}</dd>
              </div>
            ))}
          </dl>
        </section>
      )
    case 'cards':
      return (
        <section id={section.id} className={styles.cards}>
          <h2 className={styles.h2}>{section.title}</h2>
          {section.intro ? <p className={styles.intro}>{section.intro}</p> : null}
          <ul className={styles.cardList}>
            {section.items.map((item) => (
              <li key={item.title} className={styles.card}>
                {item.image ? (
                  <Art
                    name={item.image.image}
                    alt={item.image.alt}
                    size={art[item.image.image]}
                    sizes={THIRD_SIZES}
                  />
                ) : null}
                <h3 className={styles.h3}>{item.title}</h3>
                <p>{item.text}</p>
                {item.link ? (
                  <Link
                    to={item.link.route}
                    hash={item.link.hash}
                    query={item.link.query}
                    className={styles.more}
                  >
                    {item.link.label}
                  </Link>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      )
    case 'quote':
      return (
        <figure id={section.id} className={styles.quote}>
          <blockquote>{section.text}</blockquote>
          {section.author ? <figcaption>{section.author}</figcaption> : null}
        </figure>
      )
    case 'list':
      return (
        <section id={section.id} className={styles.text}>
          <h2 className={styles.h2}>{section.title}</h2>
          <div className={styles.paragraphs}>
            {section.intro ? <p>{section.intro}</p> : null}
            <ul className={styles.bullets}>
              {section.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
        </section>
      )
    case 'steps':
      return (
        <section id={section.id} className={styles.cards}>
          <h2 className={styles.h2}>{section.title}</h2>
          <ol className={styles.steps}>
            {section.items.map((item, i) => (
              <li key={item.title} className={styles.step}>
                <span className={styles.stepNo}>{String(i + 1).padStart(2, '0')}</span>
                <h3 className={styles.h3}>{item.title}</h3>
                <p>{item.text}</p>
              </li>
            ))}
          </ol>
        </section>
      )
    case 'gallery': {
      const list = section.images.map((i) => ({
        src: artSrc(i.image),
        alt: i.alt,
        caption: i.caption,
      }))
      return (
        <section id={section.id} className={styles.cards}>
          <h2 className={styles.h2}>{section.title}</h2>
          <ul className={styles.gallery}>
            {section.images.map((img, index) => (
              <li key={img.image}>
                <button
                  type="button"
                  className={styles.galleryButton}
                  onClick={() => openPopup('gallery', { list, start: index })}
                >
                  <Art name={img.image} alt={img.alt} size={art[img.image]} sizes={THIRD_SIZES} />
                </button>
              </li>
            ))}
          </ul>
        </section>
      )
    }
    case 'cta':
      return (
        <section id={section.id} className={styles.cta}>
          <h2 className={styles.h2}>{section.title}</h2>
          <p>{section.text}</p>
          {section.action.kind === 'link' ? (
            <Link
              to={section.action.link.route}
              hash={section.action.link.hash}
              query={section.action.link.query}
              className="button"
            >
              {section.action.link.label}
            </Link>
          ) : (
            <button
              type="button"
              className="button"
              onClick={() =>
                section.action.kind === 'subscription'
                  ? openPopup('subscription', { type: 'subscription' })
                  : openPopup('callback', {})
              }
            >
              {section.action.label}
            </button>
          )}
        </section>
      )
    case 'widget':
      return <Widget section={section} widgets={widgets} art={art} />
  }
}

export function Sections({
  sections,
  art,
  widgets,
}: {
  sections: Section[]
  art: Record<string, ArtSize>
  widgets: WidgetData
}) {
  return (
    <>
      {sections.map((section, i) => (
        <SectionView
          key={`${section.kind}-${section.id ?? i}`}
          section={section}
          art={art}
          widgets={widgets}
        />
      ))}
    </>
  )
}
