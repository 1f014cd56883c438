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
  const [building, setBuilding] = useState<BuildingGeometry | null>(null)
  const [site, setSite] = useState<SiteGeometry | null>(null)
  // Whether each has arrived or failed: a code's building, the site.
  const [settled, setSettled] = useState<{ code: number | null; site: boolean }>({
    code: null,
    site: false,
  })

  useEffect(() => {
    let alive = true
    // The small plans are not urgent: drawn in the background, in slices.
    const settle = (s: SiteGeometry | null) => {
      setSite(s)
      setSettled((was) => ({ ...was, site: true }))
    }
    geometry.site().then(
      (s) => alive && startTransition(() => settle(s)),
      () => alive && settle(null),
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
    const settle = (b: BuildingGeometry | null) => {
      setBuilding(b)
      setSettled((was) => ({ ...was, code }))
    }
    geometry.building(code).then(
      (b) => alive && startTransition(() => settle(b)),
      () => alive && settle(null),
    )
    return () => {
      alive = false
    }
  }, [geometry, code])

  return {
    building: building?.code === code ? building : null,
    site,
    pending: !settled.site || (code !== null && settled.code !== code),
  }
}
