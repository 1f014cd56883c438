// A catalogue page (the flat search, the favourites): its compact title from the page's hero in
// content, then the screen itself. Environment: server, client.

import type { ReactNode } from 'react'
import { useData } from 'vike-react/useData'
import type { ContentPageData } from '../content/pageData'
import { CatalogueTitle } from './CatalogueTitle'

export function CataloguePage({ testId, children }: { testId: string; children: ReactNode }) {
  const { hero } = useData<ContentPageData>()
  return (
    <article data-testid={testId}>
      <CatalogueTitle title={hero.title} text={hero.text} />
      {children}
    </article>
  )
}
