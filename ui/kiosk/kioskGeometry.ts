// Catalogue geometry for the attract screen's master plan: the hashed files named by
// generated/manifest.json (written by `npm run build:data`), fetched once. Environment: client.

import type { BuildingGeometry, GeometryManifest, SiteGeometry } from '../../engine/geometry'
import type { GeometrySource } from '../../renderer/types'

// A glob, not an import: a checkout without a data build still compiles.
const found = import.meta.glob<GeometryManifest>('../../generated/manifest.json', {
  eager: true,
  import: 'default',
})
const manifest: GeometryManifest | undefined = Object.values(found)[0]
const cache = new Map<string, Promise<unknown>>()

function load<T>(url: string | undefined): Promise<T> {
  if (!url) return Promise.reject(new Error('No geometry in generated/manifest.json'))
  let loading = cache.get(url)
  if (!loading) {
    loading = fetch(url).then((res) => {
      if (!res.ok) throw new Error(`${url}: ${res.status}`)
      return res.json()
    })
    cache.set(url, loading)
    loading.catch(() => cache.delete(url))
  }
  return loading as Promise<T>
}

export const kioskGeometry: GeometrySource = {
  site: () => load<SiteGeometry>(manifest?.site),
  building: (code) => load<BuildingGeometry>(manifest?.buildings[String(code)]),
}
