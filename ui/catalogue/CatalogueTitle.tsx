// The compact title of the search and favourites screens: the page's heading and one
// line on what it does (on a phone or a tablet its first sentence, whole: a two-line clamp cut
// "Фильтры…" and "The filters live i…" mid-word), under the header, so the filters and the first rows share the first
// screen with it instead of sitting below a full-screen banner.

import styles from './CatalogueTitle.module.css'

interface CatalogueTitleProps {
  title: string
  text: string
}

/** The text's sentences: a narrow screen shows the first whole, never a line cut mid-word. */
export function sentences(text: string): string[] {
  // A stop followed by a space: '9.9%' stays one sentence.
  return text.trim().split(/(?<=[.!?…])\s+/)
}

export function CatalogueTitle({ title, text }: CatalogueTitleProps) {
  const [first, ...rest] = sentences(text)
  return (
    <header className={styles.title} data-testid="catalogue-title">
      <h1 className={styles.h1}>{title}</h1>
      <p className={styles.text}>
        {first}
        {rest.map((sentence) => (
          <span key={sentence} className={styles.more}>
            {` ${sentence}`}
          </span>
        ))}
      </p>
    </header>
  )
}
