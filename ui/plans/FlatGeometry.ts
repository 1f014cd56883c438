// The static geometry the flat screen draws beside the canvas: the flat's building (its floors and
// layouts) and the site, fetched from the same hashed files the canvas draws (the worker fetches its
// own copy; the browser's cache serves both). Null until it arrives or if it cannot, and the screen
// then simply leaves the small plans out. Environment: client.

import { startTransition, useEffect, useMemo, useState } from 'react'
import type { BuildingGeometry, SiteGeometry } from '../../engine/geometry'
import { urlGeometrySource } from '../../renderer/geometryUrls'
import type { GeometryUrls } from '../../renderer/types'

export interface FlatGeometry {
  building: BuildingGeometry | null
  site: SiteGeometry | null
}

export function useFlatGeometry(urls: GeometryUrls, code: number | null): FlatGeometry {
  const geometry = useMemo(() => urlGeometrySource(urls), [urls])
  const [building, setBuilding] = useState<BuildingGeometry | null>(null)
  const [site, setSite] = useState<SiteGeometry | null>(null)

  useEffect(() => {
    let alive = true
    // The small plans are not urgent: drawn in the background, in slices.
    geometry.site().then(
      (s) => alive && startTransition(() => setSite(s)),
      () => alive && setSite(null),
    )
    return () => {
      alive = false
    }
  }, [geometry])

  useEffect(() => {
    let alive = true
    if (code === null) {
      setBuilding(null)
      return
    }
    geometry.building(code).then(
      (b) => alive && startTransition(() => setBuilding(b)),
      () => alive && setBuilding(null),
    )
    return () => {
      alive = false
    }
  }, [geometry, code])

  return { building: building?.code === code ? building : null, site }
}
