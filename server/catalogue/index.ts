// The catalogue and geometry generator, for the server and the build:
// deterministic, seeded flats (generateCatalogue), their live view (toHydraData), and the static
// geometry the build writes (see build.ts). Pure: nothing here reads the clock or the disk.

export type { BuildingInfo } from './buildings'
export { CATALOGUE_DATE, type Catalogue, DEFAULT_SEED, generateCatalogue } from './catalogue'
export { buildingGeometry } from './geometry/building'
export { type LiveState, toHydraData } from './hydra'
export { type Resort, resortModel } from './resort'
export { siteGeometry } from './site/site'
