// The flat search: the page hero, then the live catalogue. Environment: server, client.

import { useData } from 'vike-react/useData'
import { SearchScreen } from '../../ui/catalogue/SearchScreen'
import { Hero } from '../../ui/content/Hero'
import type { ContentPageData } from '../../ui/content/pageData'

export default function Page() {
  const data = useData<ContentPageData>()
  return (
    <article data-testid="plans-search-page">
      <Hero hero={data.hero} size={data.art[data.hero.image]} />
      <SearchScreen />
    </article>
  )
}
