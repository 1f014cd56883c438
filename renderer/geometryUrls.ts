// Geometry from the hashed files named by generated/manifest.json, fetched and parsed where the
// renderer runs (in the worker, off the page's thread). Each URL is fetched once per realm; a
// failed load is forgotten so the next request retries.

import type { BuildingGeometry, SiteGeometry } from '../engine/geometry'
import type { GeometrySource, GeometryUrls } from './types'

const loads = new Map<string, Promise<unknown>>()

function load<T>(url: string | undefined, what: string): Promise<T> {
  if (!url) return Promise.reject(new Error(`No geometry for ${what}: run npm run build:data`))
  let loading = loads.get(url)
  if (!loading) {
    loading = fetch(url).then((res) => {
      if (!res.ok) throw new Error(`${url}: ${res.status}`)
      return res.json()
    })
    loads.set(url, loading)
    loading.catch(() => loads.delete(url))
  }
  return loading as Promise<T>
}

export function urlGeometrySource(urls: GeometryUrls): GeometrySource {
  return {
    site: () => load<SiteGeometry>(urls.site, 'the site'),
    building: (code) => load<BuildingGeometry>(urls.buildings[String(code)], `building ${code}`),
  }
}
