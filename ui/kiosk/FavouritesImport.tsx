// The phone side of the kiosk hand-off: a favourites link made by the kiosk
// (`?f=11-1-3-2,...`) adds those flats to this browser's favourites once, then drops the
// parameter from the address, and says how many arrived.

import { useEffect, useState } from 'react'
import { HANDOFF_PARAM, importedFavourites } from '../../engine/kioskHandoff'
import { patchQuery } from '../../engine/queryString'
import { locationSearch } from '../catalogue/locationSearch'
import { favouritesStorage } from '../favourites/favouritesStorage'
import { useLocale } from '../i18n'
import { kioskText } from './kioskText'

export function FavouritesImport({ className }: { className?: string }) {
  const locale = useLocale()
  const [added, setAdded] = useState(0)
  useEffect(() => {
    const search = window.location.search
    const alts = importedFavourites(search)
    if (!alts.length) return
    const current = favouritesStorage.read()
    const fresh = alts.filter((alt) => !current.includes(alt))
    if (fresh.length) favouritesStorage.write([...current, ...fresh])
    locationSearch.write(patchQuery(search, { [HANDOFF_PARAM]: null }), 'replace')
    setAdded(alts.length)
  }, [])
  if (!added) return null
  return (
    <p className={className} role="status" data-testid="favourites-imported">
      {kioskText(locale, 'imported', { count: added })}
    </p>
  )
}
