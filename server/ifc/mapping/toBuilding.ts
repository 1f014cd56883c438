// The architect's model as a building of the site: storeys with rooms become floors, spaces
// become rooms, the spaces' groups become flats (two storeys make a two-level flat), walls become
// the plan's dark envelope at their real thickness, doors and windows are set in their host
// walls, furniture becomes the plan's symbols, and the front elevation is drawn from the real
// windows. Pure: the reader's plain data in, the BuildingGeometry and the catalogue's flats out,
// or every reason the model cannot be taken, each naming its element.

import { buildingLabel, buildingTheme, buildingType } from '../../../engine/buildings'
import type {
  BuildingGeometry,
  FlatLayout,
  FlatLevel,
  FloorFlat,
  LayoutPoint,
  PlanPoint,
  Room,
  SectionFloor,
} from '../../../engine/geometry'
import type { IfcModelData, IfcSpaceData, IfcStoreyData } from '../ifcModel'
import { importedFacade } from './facade'
import { groupFlats } from './flatRules'
import {
  type AreaCheck,
  type ImportedFlat,
  type MappedBuilding,
  type MappingOptions,
  type MappingProblem,
  type MappingResult,
  refText,
} from './importTypes'
import { ownName, spaceKind } from './names'
import { northOf } from './north'
import { areaOf, counterClockwise, planFrame } from './planGeometry'
import { boxOfPolygons } from './raster'
import {
  type FlatPlan,
  floorHeightOf,
  type Level,
  type MutableLevel,
  planStoreys,
  stairFlight,
} from './storeys'

export { CUT_HEIGHT } from './storeys'

const LIVING_KINDS = new Set(['bedroom', 'master-bedroom'])
const BATH_KINDS = new Set(['bathroom', 'wc'])

export function mapModel(model: IfcModelData, options: MappingOptions): MappingResult {
  const problems: MappingProblem[] = []
  const skipped: MappedBuilding['skipped'] = []
  if (model.storeys.length === 0)
    return refuse({
      element: null,
      message: 'the model has no IfcBuildingStorey: there are no floors to import',
    })
  if (model.spaces.length === 0)
    return refuse({
      element: null,
      message:
        'the model has no IfcSpace: the site draws flats from the rooms the architect bounded; ask for an export with spaces (rooms) included',
    })
  // Spaces without geometry cannot be drawn; a roof or a shaft is not a room of a flat.
  const kept: IfcSpaceData[] = []
  for (const space of model.spaces) {
    if (space.footprint.length < 3) {
      problems.push({
        element: refText(space),
        message: 'the space has no geometry to take its outline from',
      })
      continue
    }
    if (spaceKind(space.name, space.longName) === 'not-a-room') {
      skipped.push({
        what: `space ${refText(space)} "${space.longName || space.name}"`,
        why: 'not a room of a flat',
      })
      continue
    }
    kept.push(space)
  }
  // Storeys by elevation; those with no rooms (foundation, roof) are skipped and listed.
  const storeys: IfcStoreyData[] = []
  for (const storey of [...model.storeys].sort((a, b) => a.elevation - b.elevation)) {
    if (kept.some((s) => s.storey === storey.globalId)) storeys.push(storey)
    else skipped.push({ what: `storey ${refText(storey)}`, why: 'it has no rooms' })
  }
  const orphans = kept.filter((s) => !storeys.some((st) => st.globalId === s.storey))
  for (const space of orphans)
    problems.push({ element: refText(space), message: 'the space is on no IfcBuildingStorey' })
  const grouped = groupFlats(kept, model.zones, options.flats)
  problems.push(...grouped.problems)
  if (problems.length > 0 || storeys.length === 0) return refuse(...problems)

  const floorOf = new Map(storeys.map((s, i) => [s.globalId, i + 1]))
  const flats: FlatPlan[] = []
  for (const group of grouped.groups) {
    const byStorey = new Map<number, IfcSpaceData[]>()
    for (const space of group.spaces) {
      const f = floorOf.get(space.storey) as number
      byStorey.set(f, [...(byStorey.get(f) ?? []), space])
    }
    const levels = [...byStorey.entries()]
      .sort(([a], [b]) => a - b)
      .map(([storey, spaces]) => ({ storey, spaces }))
    if (
      levels.length > 2 ||
      (levels.length === 2 && (levels[1] as Level).storey !== (levels[0] as Level).storey + 1)
    ) {
      problems.push({
        element: `flat ${group.name}`,
        message: `its spaces stand on ${levels.length > 2 ? `${levels.length} storeys` : 'two storeys that are not one above the other'}; a flat has one level or two levels on adjacent storeys`,
      })
      continue
    }
    flats.push({ name: group.name, levels, rooms: [] })
  }
  if (problems.length > 0) return refuse(...problems)

  // The plan frame spans every room and every wall of the storeys used.
  const used = new Set(storeys.map((s) => s.globalId))
  const frame = planFrame([
    ...kept.flatMap((s) => s.footprint),
    ...model.walls.filter((w) => used.has(w.storey)).flatMap((w) => w.cut.flat()),
  ])

  // Rooms, with ids unique in their flat ('bedroom', 'bedroom-2').
  const areas: AreaCheck[] = []
  for (const flat of flats) {
    const taken = new Map<string, number>()
    flat.rooms = flat.levels.map((level) =>
      [...level.spaces]
        .sort((a, b) => a.name.localeCompare(b.name, 'en', { numeric: true }))
        .map((space) => {
          const known = spaceKind(space.name, space.longName)
          const kind = known === null || known === 'not-a-room' ? 'other' : known
          const count = (taken.get(kind) ?? 0) + 1
          taken.set(kind, count)
          const polygon = counterClockwise(space.footprint.map((v) => frame.point(v)))
          const area = areaOf(polygon)
          areas.push({ space: refText(space), computed: area, stated: space.statedArea })
          const room: Room<PlanPoint> = {
            id: count === 1 ? kind : `${kind}-${count}`,
            kind,
            polygon,
            area,
          }
          return kind === 'other' ? { ...room, name: ownName(space.name, space.longName) } : room
        }),
    )
  }

  // Per storey: the envelope (walls and rooms), each flat level's outline inside it, and the
  // doors, windows and furniture set in their rooms.
  const { levelsOut, envelopes, facadeFloors } = planStoreys({
    model,
    code: options.code,
    storeys,
    flats,
    frame,
    box: boxOfPolygons([
      ...kept.map((s) => s.footprint.map((v) => frame.point(v))),
      ...model.walls
        .filter((w) => used.has(w.storey))
        .flatMap((w) => w.cut.map((loop) => loop.map((v) => frame.point(v)))),
    ]),
    problems,
    skipped,
  })
  if (problems.length > 0) return refuse(...problems)

  // Stairs inside a flat get their flight, as the site's own two-level flats have.
  for (const level of levelsOut.flat())
    for (const room of level.rooms)
      if (room.kind === 'stair') level.furniture.push(stairFlight(room))

  const type = buildingType(options.code) ?? 'A'
  const code = options.code
  const layouts: Record<string, FlatLayout> = {}
  const catalogue: ImportedFlat[] = []
  const floorFlats = new Map<number, FloorFlat[]>()
  const counters = new Map<number, number>()
  flats.forEach((flat, fi) => {
    const f = (flat.levels[0] as Level).storey
    const n = (counters.get(f) ?? 0) + 1
    counters.set(f, n)
    const levels = (levelsOut[fi] as MutableLevel[]).map(
      (level, li): FlatLevel<PlanPoint> => ({
        level: (li + 1) as 1 | 2,
        ...(li > 0 ? { storey: (flat.levels[li] as Level).storey } : {}),
        outline: level.outline,
        rooms: level.rooms,
        doors: level.doors,
        windows: level.windows,
        furniture: level.furniture,
      }),
    )
    const rooms = levels.flatMap((l) => l.rooms)
    const sq = round1(rooms.filter((r) => r.kind !== 'terrace').reduce((s, r) => s + r.area, 0))
    const sqTerrace = round1(
      rooms.filter((r) => r.kind === 'terrace').reduce((s, r) => s + r.area, 0),
    )
    const rc = Math.min(5, rooms.filter((r) => LIVING_KINDS.has(r.kind)).length)
    const bc = Math.max(1, rooms.filter((r) => BATH_KINDS.has(r.kind)).length)
    const lv = levels.length as 1 | 2
    const euro = rc === 0 ? 'ST' : `${rc + 1}E`
    const plan = `${type}-${euro}-${Math.round(sq)}${lv === 2 ? 'D' : sqTerrace > 0 ? 'T' : ''}-${code}${flat.name.replace(/[^\w]/g, '')}`
    layouts[plan] = {
      plan,
      type,
      rc,
      bc,
      lv,
      sq,
      sqTerrace,
      levels: levels as unknown as FlatLevel<LayoutPoint>[],
    }
    const alt = `${code}-1-${f}-${n}`
    const entry: FloorFlat = {
      alt,
      n,
      plan,
      placement: [1, 0, 0, 1, 0, 0],
      outline: (levels[0] as FlatLevel<PlanPoint>).outline,
      levels,
    }
    floorFlats.set(f, [...(floorFlats.get(f) ?? []), entry])
    // The upper level shows on the plan of the storey above, leading to the same flat.
    if (lv === 2) {
      const upper = levels[1] as FlatLevel<PlanPoint>
      floorFlats.set(f + 1, [
        ...(floorFlats.get(f + 1) ?? []),
        { ...entry, outline: upper.outline, levels: [upper], upper: true },
      ])
    }
    catalogue.push({ alt, name: flat.name, s: 1, f, n, plan, rc, bc, sq, sqTerrace, lv })
  })
  const sectionFloors: SectionFloor[] = []
  storeys.forEach((_, index) => {
    const f = index + 1
    sectionFloors.push({
      alt: `${code}-1-${f}`,
      s: 1,
      f,
      outline: envelopes[index] as PlanPoint[],
      core: null,
      corridor: null,
      flats: floorFlats.get(f) ?? [],
      windows: [],
    })
  })
  const base = (storeys[0] as IfcStoreyData).elevation
  const floorHeight = round2(floorHeightOf(storeys))
  const roof = Math.max(...model.walls.map((w) => (w.top ?? base) - base), 0)
  const north = northOf(model.trueNorth, options.north)
  const geometry: BuildingGeometry = {
    code,
    label: { ru: buildingLabel(code, 'ru'), en: buildingLabel(code, 'en') },
    type,
    theme: buildingTheme(code) ?? 'black',
    format: options.format,
    size: frame.size,
    floorHeight,
    floorCount: storeys.length,
    sectionCount: 1,
    facade: importedFacade(code, frame.size, facadeFloors, roof),
    floors: sectionFloors,
    layouts,
    source: { kind: 'ifc', file: options.file, sha256: options.sha256 },
  }
  return {
    ok: true,
    building: {
      geometry,
      flats: catalogue,
      north,
      storeys: storeys.map((s, i) => ({ name: s.name, f: i + 1, elevation: s.elevation })),
      skipped,
      areas,
      counts: {
        spaces: kept.length,
        walls: model.walls.length,
        doors: model.doors.length,
        windows: model.windows.length,
        furniture: model.furniture.length,
      },
    },
  }
}

const refuse = (...problems: MappingProblem[]): MappingResult => ({ ok: false, problems })

const round1 = (v: number) => Math.round(v * 10) / 10
const round2 = (v: number) => Math.round(v * 100) / 100
