// The master plan geometry the presentation draws: the hashed JSON `npm run build:data` wrote
// (generated/manifest.json names it), so the brochure shows the same plan as the site. When the
// data step has not run (a fresh checkout running the unit tests), it is computed the same way.

import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { GeometryManifest, SiteGeometry } from '../../../engine/geometry'

const ROOT = fileURLToPath(new URL('../../../', import.meta.url))

let loaded: SiteGeometry | undefined

export async function loadSiteGeometry(): Promise<SiteGeometry> {
  if (loaded) return loaded
  const manifestFile = path.join(ROOT, 'generated/manifest.json')
  if (existsSync(manifestFile)) {
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as GeometryManifest
    const siteFile = path.join(ROOT, 'public', manifest.site)
    if (existsSync(siteFile)) loaded = JSON.parse(readFileSync(siteFile, 'utf8')) as SiteGeometry
  }
  if (!loaded) {
    // Imported only when needed: the catalogue model is the slow part of loading this module.
    const { resortModel } = await import('../../../server/catalogue/resort')
    const { siteGeometry } = await import('../../../server/catalogue/site/site')
    const resort = resortModel()
    loaded = siteGeometry(
      resort.models.map((m) => ({ code: m.info.code, length: m.length, depth: m.depth })),
    )
  }
  return loaded
}
