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
  /** Still on its way (always so on the server): the screen keeps the small plans' places. */
  pending: boolean
}

export function useFlatGeometry(urls: GeometryUrls, code: number | null): FlatGeometry {
  const geometry = useMemo(() => urlGeometrySource(urls), [urls])
  // Each outcome (null: it failed) with what it answers; undefined or another code: on its way.
  const [site, setSite] = useState<SiteGeometry | null | undefined>(undefined)
  const [building, setBuilding] = useState<{ code: number; geometry: BuildingGeometry | null }>()

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
    if (code === null) return
    let alive = true
    geometry.building(code).then(
      (b) => alive && startTransition(() => setBuilding({ code, geometry: b })),
      () => alive && setBuilding({ code, geometry: null }),
    )
    return () => {
      alive = false
    }
  }, [geometry, code])

  const arrived = code !== null && building?.code === code
  return {
    building: arrived ? building.geometry : null,
    site: site ?? null,
    pending: site === undefined || (code !== null && !arrived),
  }
}
