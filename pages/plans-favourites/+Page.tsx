// The favourites page: a compact title, then the saved flats. Environment: server, client.

import { CataloguePage } from '../../ui/catalogue/CataloguePage'
import { FavouritesScreen } from '../../ui/catalogue/FavouritesScreen'
import { FavouritesImport } from '../../ui/kiosk/FavouritesImport'

export default function Page() {
  return (
    <CataloguePage testId="plans-favourites-page">
      <FavouritesImport />
      <FavouritesScreen />
    </CataloguePage>
  )
}
