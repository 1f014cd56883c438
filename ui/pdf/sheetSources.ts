// Where the browser gets what a sheet needs: live data from GET /api/hydra/data and the hashed
// geometry files named by generated/manifest.json (written by npm run build:data), each fetched
// once per page view. Environment: client.

import type { BuildingGeometry, GeometryManifest, SiteGeometry } from '../../engine/geometry'
import { type FlatSunSummary, flatSunSummary } from '../../engine/sunView/sunSummary'
import type { HydraData } from '../../engine/types'
import { api } from '../api/client'
import { fetchFlatSunView } from '../api/sunView'
import type { SheetGeometry } from './bookletLayout'

// A glob, not an import: a checkout without a data build still compiles, and says so at run time.
const found = import.meta.glob<GeometryManifest>('../../generated/manifest.json', {
  eager: true,
  import: 'default',
})
const manifest: GeometryManifest | undefined = Object.values(found)[0]

const cache = new Map<string, Promise<unknown>>()

function fetchJson<T>(url: string): Promise<T> {
  let loading = cache.get(url)
  if (!loading) {
    loading = fetch(url).then((res) => {
      if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`)
      return res.json()
    })
    cache.set(url, loading)
    // A failed load is not cached: Retry must fetch again.
    loading.catch(() => cache.delete(url))
  }
  return loading as Promise<T>
}

export function loadLiveData(): Promise<HydraData> {
  // Absolute: with the default base '/', ofetch leaves a relative path relative to the page, and
  // under /en/ that would ask /en/api/hydra/data.
  return api<HydraData>('/api/hydra/data')
}

export async function loadSheetGeometry(codes: Iterable<number>): Promise<SheetGeometry> {
  if (!manifest) throw new Error('No geometry in generated/manifest.json: run npm run build:data')
  const wanted = [...new Set(codes)]
  const [site, ...buildings] = await Promise.all([
    fetchJson<SiteGeometry>(manifest.site),
    ...wanted.map((code) => {
      const url = manifest.buildings[String(code)]
      if (!url) throw new Error(`No geometry for building ${code}`)
      return fetchJson<BuildingGeometry>(url)
    }),
  ])
  const byCode: Record<string, BuildingGeometry> = {}
  for (const b of buildings) byCode[String(b.code)] = b
  return { site, buildings: byCode }
}

/** The flats' sun-and-view summaries; a flat whose figures fail to load prints without them. */
export async function loadSunSummaries(
  alts: readonly string[],
): Promise<ReadonlyMap<string, FlatSunSummary>> {
  const pairs = await Promise.all(
    alts.map((alt) =>
      fetchFlatSunView(alt)
        .then((flat) => [alt, flatSunSummary(flat)] as const)
        .catch(() => null),
    ),
  )
  return new Map(pairs.filter((p) => p !== null))
}
