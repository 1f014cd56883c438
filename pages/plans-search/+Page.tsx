// The flat search: a compact title, then the live catalogue. Environment: server, client.

import { CataloguePage } from '../../ui/catalogue/CataloguePage'
import { SearchScreen } from '../../ui/catalogue/SearchScreen'

export default function Page() {
  return (
    <CataloguePage testId="plans-search-page">
      <SearchScreen />
    </CataloguePage>
  )
}
