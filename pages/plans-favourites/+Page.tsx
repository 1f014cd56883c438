// The favourites page: a compact title, then the saved flats. Environment: server, client.

import { useData } from 'vike-react/useData'
import { CatalogueTitle } from '../../ui/catalogue/CatalogueTitle'
import { FavouritesScreen } from '../../ui/catalogue/FavouritesScreen'
import { FavouritesImport } from '../../ui/kiosk/FavouritesImport'
import type { ContentPageData } from '../../ui/content/pageData'

export default function Page() {
  const data = useData<ContentPageData>()
  return (
    <article data-testid="plans-favourites-page">
      <CatalogueTitle title={data.hero.title} text={data.hero.text} />
      <FavouritesImport />
      <FavouritesScreen />
    </article>
  )
}
