// The static geometry the flat screen draws beside the canvas: the flat's building (its floors and
// layouts) and the site. Loaded through the owner's GeometrySource, which caches; null until it
// arrives or if it cannot, and the screen then simply leaves the small plans out. Environment: client.

import { useEffect, useState } from 'react'
import type { BuildingGeometry, SiteGeometry } from '../../engine/geometry'
import type { GeometrySource } from '../../renderer/types'

export interface FlatGeometry {
  building: BuildingGeometry | null
  site: SiteGeometry | null
}

export function useFlatGeometry(geometry: GeometrySource, code: number | null): FlatGeometry {
  const [building, setBuilding] = useState<BuildingGeometry | null>(null)
  const [site, setSite] = useState<SiteGeometry | null>(null)

  useEffect(() => {
    let alive = true
    geometry.site().then(
      (s) => alive && setSite(s),
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
      (b) => alive && setBuilding(b),
      () => alive && setBuilding(null),
    )
    return () => {
      alive = false
    }
  }, [geometry, code])

  return { building: building?.code === code ? building : null, site }
}
