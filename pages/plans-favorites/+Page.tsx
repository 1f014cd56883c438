// The favourites page: the page hero, then the saved flats. Environment: server, client.

import { useData } from 'vike-react/useData'
import { FavoritesScreen } from '../../ui/catalogue/FavoritesScreen'
import { Hero } from '../../ui/content/Hero'
import { FavouritesImport } from '../../ui/kiosk/FavouritesImport'
import type { ContentPageData } from '../../ui/content/pageData'

export default function Page() {
  const data = useData<ContentPageData>()
  return (
    <article data-testid="plans-favorites-page">
      <Hero hero={data.hero} size={data.art[data.hero.image]} />
      <FavouritesImport />
      <FavoritesScreen />
    </article>
  )
}
