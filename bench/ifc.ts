// The IFC import benchmark: each sample model in ../shared/ifc and a 16-storey model made from the
// Duplex's levels (bench/ifcTower.ts) imported with `--dry-run` in a process of its own, its wall
// time and peak memory (the child's max RSS), and each room's computed area beside the area the
// model states (NetFloorArea) where it states one. Budgets: the Duplex under 10 s, the 16 storeys
// under 30 s and 1 GB. Run alone with `npx tsx bench/ifc.ts`.

import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { towerOf } from './ifcTower'
import { table } from './markdown'
import type { Section } from './results'

export const IFC_LIMITS = { duplexMs: 10_000, towerMs: 30_000, towerBytes: 1024 ** 3 } as const

export interface IfcImportRun {
  model: string
  /** Import --dry-run: the process's wall time, ms, and its peak resident memory, bytes. */
  wallMs: number
  peakBytes: number
  exit: number
  /** The report's first lines: what was read, or why it was refused. */
  summary: string
  areas: { space: string; computed: number; stated: number | null }[]
}

export interface IfcBenchResult {
  runs: IfcImportRun[]
}

// Not from ./steps: the bench runs this module in a child whose entry is steps.ts, still
// evaluating its top-level await, so importing it back would never settle.
const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url))
const SAMPLES = path.resolve(REPO_ROOT, '../shared/ifc')

function importOnce(file: string, args: string[]): IfcImportRun {
  const started = performance.now()
  const child = spawnSync(
    '/usr/bin/time',
    ['-f', 'peak-kb %M', process.execPath, '--import', 'tsx', 'bench/ifcProbe.ts', file, ...args],
    { cwd: REPO_ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  )
  const wallMs = Math.round(performance.now() - started)
  const peak = /peak-kb (\d+)/.exec(child.stderr ?? '')
  const out = (child.stdout ?? '').trim()
  const json = out.startsWith('{')
    ? (JSON.parse(out) as Pick<IfcImportRun, 'summary' | 'areas'>)
    : null
  return {
    model: path.basename(file),
    wallMs,
    peakBytes: Number(peak?.[1] ?? 0) * 1024,
    exit: child.status ?? -1,
    summary: json?.summary ?? (child.stderr ?? '').split('\n').slice(0, 3).join(' '),
    areas: json?.areas ?? [],
  }
}

export function runIfcBench(): IfcBenchResult {
  const duplex = path.join(SAMPLES, 'duplex.ifc')
  const house = path.join(SAMPLES, 'IfcOpenHouse_IFC4.ifc')
  if (!existsSync(duplex)) throw new Error(`${duplex} is missing`)
  const work = mkdtempSync(path.join(os.tmpdir(), 'khvoya-ifc-'))
  try {
    const tower = path.join(work, 'duplex-16-storeys.ifc')
    writeFileSync(tower, towerOf(readFileSync(duplex, 'latin1')), 'latin1')
    return {
      runs: [
        importOnce(duplex, ['prefix:1']),
        ...(existsSync(house) ? [importOnce(house, ['one'])] : []),
        importOnce(tower, ['prefix:3']),
      ],
    }
  } finally {
    rmSync(work, { recursive: true, force: true })
  }
}

const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`

export function ifcSection(section: Section<IfcBenchResult> | undefined): string {
  const title = '## IFC import'
  if (!section?.measured)
    return `${title}\n\nNot measured: ${section?.reason ?? 'not in this results file'}.\n`
  const met = (ok: boolean) => (ok ? 'met' : 'missed')
  const budget = (run: IfcImportRun) =>
    run.model === 'duplex.ifc'
      ? `< 10 s: ${met(run.wallMs < IFC_LIMITS.duplexMs)}`
      : run.model.includes('16-storeys')
        ? `< 30 s: ${met(run.wallMs < IFC_LIMITS.towerMs)}, < 1 GB: ${met(run.peakBytes < IFC_LIMITS.towerBytes)}`
        : ''
  const stated = section.value.runs.flatMap((r) =>
    r.areas.filter((a) => a.stated !== null).map((a) => ({ ...a, model: r.model })),
  )
  return [
    title,
    '',
    '`runIfcBench()` (bench/ifc.ts): `import:ifc --dry-run` of each sample in a process of its own (reading with web-ifc, then mapping), wall time and peak RSS.',
    '',
    table(
      ['model', 'exit', 'wall', 'peak memory', 'read', 'budget'],
      section.value.runs.map((r) => [
        r.model,
        String(r.exit),
        `${(r.wallMs / 1000).toFixed(1)} s`,
        mb(r.peakBytes),
        r.summary,
        budget(r),
      ]),
    ),
    '',
    stated.length === 0
      ? "Areas: no sample states NetFloorArea (the Duplex states none), so each room's area comes from its outline alone; the mapping tests compare against stated areas within 3 %."
      : table(
          ['model', 'space', 'computed m²', 'stated m²', 'within 3 %'],
          stated.map((a) => [
            a.model,
            a.space,
            a.computed.toFixed(2),
            (a.stated as number).toFixed(2),
            met(Math.abs(a.computed - (a.stated as number)) <= 0.03 * (a.stated as number)),
          ]),
        ),
    '',
  ].join('\n')
}

if (process.argv[1] && pathToFileURL(process.argv[1]).href === import.meta.url) {
  console.log(ifcSection({ measured: true, value: runIfcBench() } as Section<IfcBenchResult>))
}
