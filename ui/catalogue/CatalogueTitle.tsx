// The compact title of the search and favourites screens: the page's heading and one
// line on what it does, under the header, so the filters and the first rows share the first
// screen with it instead of sitting below a full-screen banner.

import styles from './CatalogueTitle.module.css'

interface CatalogueTitleProps {
  title: string
  text: string
}

export function CatalogueTitle({ title, text }: CatalogueTitleProps) {
  return (
    <header className={styles.title} data-testid="catalogue-title">
      <h1 className={styles.h1}>{title}</h1>
      <p className={styles.text}>{text}</p>
    </header>
  )
}
