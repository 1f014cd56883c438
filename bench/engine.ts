// Catalogue search benchmark: filter plus sort recompute over the real-size and stress catalogues.
// Run alone with `npx tsx bench/engine.ts`; `runEngineBench()` is what the bench runner collects.

import { pathToFileURL } from 'node:url'
import { type CatalogueFilters, DEFAULT_FILTERS } from '../engine/catalogueFilters'
import { makeCatalogue } from '../engine/catalogueFixture'
import { buildCatalogueIndex, type CatalogueIndex } from '../engine/catalogueIndex'
import { searchCatalogue } from '../engine/catalogueSearch'
import type { SortState } from '../engine/catalogueSort'
import type { HydraData } from '../engine/types'

export interface EngineBenchFigures {
  medianMs: number
  p95Ms: number
  flats: number
  /** Building the index once per data load (six sorts), median. */
  indexMs: number
  /** The same recompute when the caller also reads `results.object`, median. */
  withObjectMedianMs: number
}

export interface EngineBenchResult {
  name: string
  /** Where the catalogue came from: the server generator when it is there, else the engine fixture. */
  source: string
  real: EngineBenchFigures
  stress: EngineBenchFigures
}

type Generate = (opts?: { seed?: number; stress?: boolean }) => HydraData

interface ServerCatalogue {
  generate: Generate
  source: string
}

async function load(specifier: string): Promise<Record<string, unknown> | null> {
  try {
    return (await import(specifier)) as Record<string, unknown>
  } catch {
    return null
  }
}

function isHydra(value: unknown): value is HydraData {
  const v = value as Partial<HydraData> | null
  return typeof v?.apartments === 'object' && v.apartments !== null && !Array.isArray(v.apartments)
}

/**
 * The server's generator when it is there and works: `generateCatalogue` in server/catalogue/index.ts
 * giving HydraData, or the split form (catalogue.ts giving rows, hydra.ts's `toHydraData`). The
 * paths are variables so that tsc does not require files another issue is still writing.
 */
async function serverCatalogue(): Promise<ServerCatalogue | null> {
  const index = await load('../server/catalogue/index.ts')
  const rows = index?.generateCatalogue ? index : await load('../server/catalogue/catalogue.ts')
  const hydra = index?.toHydraData ? index : await load('../server/catalogue/hydra.ts')
  const generateRows = rows?.generateCatalogue
  const toHydraData = hydra?.toHydraData
  if (typeof generateRows !== 'function') return null
  const generate: Generate = (opts) => {
    const out: unknown = generateRows(opts)
    if (isHydra(out)) return out
    if (typeof toHydraData === 'function') return toHydraData(out) as HydraData
    throw new Error('server catalogue: no HydraData')
  }
  try {
    const probe = generate({ seed: 1 })
    if (Object.keys(probe.apartments).length === 0) return null
  } catch {
    return null
  }
  const file = index?.generateCatalogue ? 'index.ts' : 'catalogue.ts + hydra.ts'
  return { generate, source: `server/catalogue (${file}) generateCatalogue` }
}

/** What a visitor does on the search screen: sort changes, checkbox and slider filters, resets. */
const SCENARIOS: { filters: CatalogueFilters; sort: SortState }[] = [
  { filters: DEFAULT_FILTERS, sort: { key: 'none', asc: true } },
  { filters: DEFAULT_FILTERS, sort: { key: 'price', asc: true } },
  { filters: DEFAULT_FILTERS, sort: { key: 'price', asc: false } },
  { filters: { ...DEFAULT_FILTERS, status: [1] }, sort: { key: 'area', asc: true } },
  { filters: { ...DEFAULT_FILTERS, bedrooms: [2, 3] }, sort: { key: 'rooms', asc: false } },
  {
    filters: { ...DEFAULT_FILTERS, buildings: [11, 12, 15, 21], area: { min: 50, max: 120 } },
    sort: { key: 'price', asc: true },
  },
  {
    filters: { ...DEFAULT_FILTERS, floor: { min: 2, max: 4 }, price: { min: 20, max: 60 } },
    sort: { key: 'area', asc: false },
  },
  {
    filters: { ...DEFAULT_FILTERS, status: [1, 2], bedrooms: [0, 1], buildings: [31, 32] },
    sort: { key: 'none', asc: true },
  },
]

function quantile(sorted: readonly number[], q: number): number {
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))
  return sorted[i] ?? 0
}

function round(ms: number): number {
  return Math.round(ms * 1000) / 1000
}

function timeSearches(index: CatalogueIndex, runs: number, readObject: boolean): number[] {
  const times: number[] = []
  let sink = 0
  for (let r = 0; r < runs; r++) {
    const scenario = SCENARIOS[r % SCENARIOS.length] ?? (SCENARIOS[0] as (typeof SCENARIOS)[0])
    const start = performance.now()
    const results = searchCatalogue(index, scenario.filters, scenario.sort)
    if (readObject) sink += Object.keys(results.object).length
    else sink += results.keys.length
    times.push(performance.now() - start)
  }
  // Keeps the work observable so it cannot be optimised away.
  if (sink < 0) console.log(sink)
  return times.sort((a, b) => a - b)
}

function measure(data: HydraData, runs: number): EngineBenchFigures {
  const builds: number[] = []
  let index = buildCatalogueIndex(data.apartments, 'ru')
  for (let i = 0; i < 7; i++) {
    const start = performance.now()
    index = buildCatalogueIndex(data.apartments, 'ru')
    builds.push(performance.now() - start)
  }
  timeSearches(index, 100, false) // warm-up: let the JIT settle before measuring
  const times = timeSearches(index, runs, false)
  const withObject = timeSearches(index, Math.max(40, runs / 5), true)
  return {
    medianMs: round(quantile(times, 0.5)),
    p95Ms: round(quantile(times, 0.95)),
    flats: index.size,
    indexMs: round(
      quantile(
        builds.sort((a, b) => a - b),
        0.5,
      ),
    ),
    withObjectMedianMs: round(quantile(withObject, 0.5)),
  }
}

export async function runEngineBench(): Promise<EngineBenchResult> {
  const server = await serverCatalogue()
  const real = server ? server.generate({ seed: 1 }) : makeCatalogue({ seed: 1, flats: 480 })
  const stress = server
    ? server.generate({ seed: 1, stress: true })
    : makeCatalogue({ seed: 1, flats: 20_000 })
  return {
    name: 'engine: catalogue filter + sort recompute',
    source: server ? server.source : 'engine/catalogueFixture makeCatalogue (seeded)',
    real: measure(real, 2000),
    stress: measure(stress, 400),
  }
}

const invokedDirectly =
  process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href

if (invokedDirectly) {
  const result = await runEngineBench()
  console.log(`${result.name}\ncatalogue: ${result.source}`)
  console.table({ real: result.real, stress: result.stress })
}
