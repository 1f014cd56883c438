// The flat search: a compact title, then the live catalogue. Environment: server, client.

import { useData } from 'vike-react/useData'
import { CatalogueTitle } from '../../ui/catalogue/CatalogueTitle'
import { SearchScreen } from '../../ui/catalogue/SearchScreen'
import type { ContentPageData } from '../../ui/content/pageData'

export default function Page() {
  const data = useData<ContentPageData>()
  return (
    <article data-testid="plans-search-page">
      <CatalogueTitle title={data.hero.title} text={data.hero.text} />
      <SearchScreen />
    </article>
  )
}
