// Geometry for the plans canvas: the hashed files named by generated/manifest.json, which the build
// writes before Vite runs (npm run build:data). Fetched once per URL. Environment: client.

import type { BuildingGeometry, GeometryManifest, SiteGeometry } from '../../engine/geometry'
import type { GeometrySource } from '../../renderer/types'

// A glob, not an import: a checkout without a data build still compiles, and says so at run time.
const found = import.meta.glob<GeometryManifest>('../../generated/manifest.json', {
  eager: true,
  import: 'default',
})
const manifest: GeometryManifest | undefined = Object.values(found)[0]

const cache = new Map<string, Promise<unknown>>()

function load<T>(url: string | undefined): Promise<T> {
  if (!url)
    return Promise.reject(
      new Error('No geometry in generated/manifest.json: run npm run build:data'),
    )
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

export const manifestGeometry: GeometrySource = {
  site: () => load<SiteGeometry>(manifest?.site),
  building: (code) => load<BuildingGeometry>(manifest?.buildings[String(code)]),
}
