// A content page: hero, then sections, from the page's data hook.

import { useData } from 'vike-react/useData'
import styles from './Content.module.css'
import { Hero } from './Hero'
import type { ContentPageData } from './pageData'
import { Sections } from './Sections'

export function ContentPage() {
  const data = useData<ContentPageData>()
  return (
    <article className={styles.page} data-testid="content-page">
      <Hero hero={data.hero} size={data.art[data.hero.image]} />
      <Sections sections={data.sections} art={data.art} widgets={data.widgets} />
    </article>
  )
}
