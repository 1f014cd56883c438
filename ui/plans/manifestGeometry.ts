// Geometry for the plans canvas: the hashed files named by generated/manifest.json, which the build
// writes before Vite runs (npm run build:data). Only their URLs travel to the renderer, which
// fetches and parses them where it draws (in the worker). Environment: client.

import type { FacadeMeasures, GeometryManifest, StagePictures } from '../../engine/geometry'
import type { GeometryUrls } from '../../renderer/types'

// A glob, not an import: a checkout without a data build still compiles, and says so at run time
// (an empty URL makes the renderer report the missing data build).
const found = import.meta.glob<GeometryManifest>('../../generated/manifest.json', {
  eager: true,
  import: 'default',
})
const manifest: GeometryManifest | undefined = Object.values(found)[0]

export const manifestGeometry: GeometryUrls = {
  site: manifest?.site ?? '',
  buildings: manifest?.buildings ?? {},
}

/** Each building's facade measures, by code (the page sizes a phone's stage by them). */
export const manifestFacades: Readonly<Record<string, FacadeMeasures>> = manifest?.facades ?? {}

/**
 * The site's building codes as the data build wrote them (the drawn buildings and the imported
 * ones), ascending: what lists of buildings show before the live catalogue arrives.
 */
export const manifestBuildingCodes: readonly number[] = Object.keys(manifest?.buildings ?? {})
  .map(Number)
  .sort((a, b) => a - b)

/** The stage's pictures before the canvas draws: each building's facade, each floor's plan. */
export const manifestStage: StagePictures | undefined = manifest?.stage
