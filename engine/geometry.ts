// The geometry contract: what server/catalogue/build.ts writes as hashed
// static JSON and what the renderer, the flat view and the PDF code read. Types only: nothing here runs.
//
// Four coordinate spaces, branded so a point of one cannot be passed where another is expected:
// - SitePoint: the master plan, percent of the picture (x and y both 0-100, picture ~1.6:1).
// - PlanPoint: a building's floor plans, metres. x runs along the main (front) facade from the
//   building's left outer corner, y runs into the plan from the back facade (y grows towards the
//   front facade, screen convention: y down). One frame per building, shared by all its floors.
// - LayoutPoint: one flat layout on its own, metres. x along the flat's facade, y from the flat's
//   entrance side (y = 0) towards its main facade. Used by thumbnails, the flat view and PDFs.
// - FacadePoint: the front elevation, metres. x as in PlanPoint, z height above ground (z up).
//
// Walls are not listed: they are what lies inside an outline and outside every room. Draw the
// outline in the wall colour, then the rooms on top; doors and windows are cut across the walls.

import type { Alt, BuildingTheme, BuildingType, LivingFormat } from './types'

type Branded<Space extends string> = readonly [number, number] & { readonly __space: Space }

export type SitePoint = Branded<'site'>
export type PlanPoint = Branded<'plan'>
export type LayoutPoint = Branded<'layout'>
export type FacadePoint = Branded<'facade'>

/** A closed polygon: the last point joins the first; not repeated. */
export type Polygon<P> = readonly P[]
export type Polyline<P> = readonly P[]

/**
 * Maps layout metres to plan metres, SVG/Pixi matrix order:
 * X = a·x + c·y + e, Y = b·x + d·y + f. Rotations by quarter turns, possibly mirrored.
 */
export type Placement = readonly [a: number, b: number, c: number, d: number, e: number, f: number]

export type RoomKind =
  | 'hall'
  | 'kitchen-living'
  | 'living'
  | 'kitchen'
  | 'bedroom'
  | 'master-bedroom'
  | 'bathroom'
  | 'wc'
  | 'wardrobe'
  | 'laundry'
  | 'terrace'
  | 'storage'
  | 'stair'
  /** A room of an imported model whose name the import does not know: it shows `Room.name`. */
  | 'other'

export interface Room<P> {
  /** Unique within the flat across its levels: `hall`, `bedroom-2`, `terrace`. */
  id: string
  kind: RoomKind
  /** Net floor area inside the walls, m². Rectilinear, counter-clockwise on screen. */
  polygon: Polygon<P>
  area: number
  /** The architect's own name for a room of kind 'other', shown as it is in both languages. */
  name?: string
}

/** Door ends that are not rooms of the flat. */
export type DoorSide = 'corridor' | 'lobby' | 'outside'

export interface Door<P> {
  kind: 'entrance' | 'interior' | 'terrace'
  /** The opening on the wall's centreline, hinge jamb to latch jamb. */
  hinge: P
  latch: P
  /** Clear width of the opening, m: the distance from hinge to latch. */
  width: number
  /** The leaf's free end when open at 90°; null for an opening without a leaf. */
  leafTip: P | null
  /** Thickness of the wall the opening is cut through, m. */
  wall: number
  /** Room ids (or a DoorSide) on the two sides; the leaf swings into the second. */
  between: readonly [string, string]
}

export interface Window<P> {
  /** The glazing on the wall's centreline. */
  a: P
  b: P
  wall: number
  room: string
  /** Sill and glazing height above the floor, m, where an imported model states them. */
  sill?: number
  height?: number
}

export type FurnitureKind =
  | 'bed-double'
  | 'bed-single'
  | 'nightstand'
  | 'wardrobe'
  | 'sofa'
  | 'armchair'
  | 'coffee-table'
  | 'tv-unit'
  | 'dining-table'
  | 'kitchen-run'
  | 'desk'
  | 'bath'
  | 'shower'
  | 'wc'
  | 'sink'
  | 'washer'
  | 'shelves'
  | 'stair-flight'
  | 'outdoor-table'
  | 'lounger'
  /** An item of an imported model that maps to no symbol: drawn as its own outline. */
  | 'outline'

/**
 * What a plan shows with the furniture off: a stair is architecture; baths, showers, WCs, basins,
 * the washer's place and the kitchen run are fixtures, delivered with the flat. A plan
 * without them reads as an empty bathroom and a kitchen with nowhere to cook.
 */
export const FIXTURE_KINDS: ReadonlySet<FurnitureKind> = new Set<FurnitureKind>([
  'stair-flight',
  'bath',
  'shower',
  'wc',
  'sink',
  'washer',
  'kitchen-run',
])

export interface Furniture<P> {
  kind: FurnitureKind
  /** Centre of the item. */
  at: P
  /** Width along the item's own x, depth along its own y (its back is at -y before rotation). */
  size: readonly [width: number, depth: number]
  /** Clockwise quarter turns on screen, degrees. */
  angle: 0 | 90 | 180 | 270
  room: string
  /** For kind 'outline': the item's outline in plan, already placed (`at`, `size` are its box). */
  outline?: Polygon<P>
}

export interface FlatLevel<P> {
  /** 1 is the entrance level; 2 the upper level of a two-level flat. */
  level: 1 | 2
  /**
   * The floor of the building this level stands on, where it is not the flat's own floor (level
   * 1) or the roof (a generated flat's upper level is a pavilion on the roof): an imported
   * two-level flat's upper level is on the storey above.
   */
  storey?: number
  /**
   * The level's envelope to the wall centrelines (exterior walls whole); also its hit area.
   * Garden terraces lie beyond it, and a roof terrace beside the upper level's pavilion.
   */
  outline: Polygon<P>
  rooms: readonly Room<P>[]
  doors: readonly Door<P>[]
  windows: readonly Window<P>[]
  furniture: readonly Furniture<P>[]
}

/** One layout, shared by every flat whose catalogue `plan` is `plan`. */
export interface FlatLayout {
  plan: string
  type: BuildingType
  rc: number
  bc: number
  lv: 1 | 2
  /** Sum of the room areas without terraces: the catalogue's `sq`. */
  sq: number
  sqTerrace: number
  levels: readonly FlatLevel<LayoutPoint>[]
}

export interface FloorFlat {
  alt: Alt
  n: number
  plan: string
  /** Layout to plan coordinates; applying it to `layouts[plan]` gives `levels`. */
  placement: Placement
  /** Hit area: level 1's outline, placed. */
  outline: Polygon<PlanPoint>
  levels: readonly FlatLevel<PlanPoint>[]
  /**
   * True on the storey above an imported two-level flat: `levels` is its upper level alone, and
   * a tap leads to the flat on its own floor. Lists of flats skip these entries.
   */
  upper?: true
}

export interface CoreGeometry {
  stair: Polygon<PlanPoint>
  lift: Polygon<PlanPoint>
  /** Lift lobby and landing, open to the corridor. */
  lobby: Polygon<PlanPoint>
  /** Shafts and residents' storage behind the lift. */
  utility: Polygon<PlanPoint>
  /** Stair and lift doors off the lobby; on the ground floor also the building entrance. */
  doors: readonly Door<PlanPoint>[]
}

/** One floor of one section: alt `b-s-f`. */
export interface SectionFloor {
  alt: Alt
  s: number
  f: number
  /** The section's outer faces on this floor. */
  outline: Polygon<PlanPoint>
  /** Null on an imported model's floor: its stairs and halls are rooms of its flats. */
  core: CoreGeometry | null
  corridor: Polygon<PlanPoint> | null
  flats: readonly FloorFlat[]
  /** Windows of the common parts (the stair). */
  windows: readonly Window<PlanPoint>[]
}

export interface FacadeBand {
  alt: Alt
  s: number
  /** Absent on section bands. */
  f?: number
  polygon: Polygon<FacadePoint>
}

/** The front elevation: bands are the hit areas, the rest is drawing. */
export interface FacadeGeometry {
  width: number
  height: number
  sections: readonly FacadeBand[]
  floors: readonly FacadeBand[]
  windows: readonly Polygon<FacadePoint>[]
  /** Railings of terraces seen from the front. */
  railings: readonly Polygon<FacadePoint>[]
  /** Roof pavilions of two-level flats. */
  pavilions: readonly Polygon<FacadePoint>[]
}

export interface BuildingGeometry {
  code: number
  label: { ru: string; en: string }
  type: BuildingType
  theme: BuildingTheme
  format: LivingFormat
  /** Outer faces: length along the front facade and depth, m. */
  size: readonly [length: number, depth: number]
  floorHeight: number
  floorCount: number
  sectionCount: number
  facade: FacadeGeometry
  floors: readonly SectionFloor[]
  layouts: Readonly<Record<string, FlatLayout>>
  /** Where an imported building came from: the architect's model (`npm run import:ifc`). */
  source?: { kind: 'ifc'; file: string; sha256: string }
}

export type PathKind = 'road' | 'path' | 'trail' | 'boardwalk'

export interface SitePath {
  kind: PathKind
  points: Polyline<SitePoint>
  /** Metres; convert with SiteGeometry.metres. */
  width: number
}

export type AmenityKind = 'clubhouse' | 'spa' | 'kids-club' | 'sports' | 'beach-club' | 'parking'

export interface SiteFeature<K extends string> {
  kind: K
  footprint: Polygon<SitePoint>
  anchor: SitePoint
}

export interface SiteBuilding {
  code: number
  footprint: Polygon<SitePoint>
  /** Where the building's label card points. */
  anchor: SitePoint
  /** Rotation of the building's plan frame on the site, degrees clockwise. */
  angle: number
}

export interface SiteGeometry {
  /** Picture width over height. */
  aspect: number
  /** The picture's size on the ground, m: 1 % of x is metres[0] / 100 m. */
  metres: readonly [x: number, y: number]
  /** The 17.6 ha territory. */
  boundary: Polygon<SitePoint>
  buildings: readonly SiteBuilding[]
  forest: readonly Polygon<SitePoint>[]
  /** Single pines drawn over the forest masses: crown radius in metres. */
  trees: readonly { at: SitePoint; r: number }[]
  water: readonly Polygon<SitePoint>[]
  beach: readonly Polygon<SitePoint>[]
  lawns: readonly Polygon<SitePoint>[]
  paths: readonly SitePath[]
  belvedere: SiteFeature<'belvedere'>
  entrance: SiteFeature<'entrance'> & { gate: Polyline<SitePoint> }
  amenities: readonly SiteFeature<AmenityKind>[]
}

/** generated/manifest.json: URLs of the hashed geometry files. */
export interface GeometryManifest {
  site: string
  buildings: Record<string, string>
  /**
   * Each building's facade measures, by code: what a phone's page sizes the stage by before the
   * renderer has the building's geometry (ui/plans/stageEstimate.ts).
   */
  facades: Record<string, FacadeMeasures>
  /** The stage's pictures before the canvas draws (server/catalogue/draw/stagePictures.ts). */
  stage: StagePictures
  catalogueSeed: number
}

/** A box in a scene's world units, m: minX, minY, maxX, maxY. */
export type WorldBox = readonly [number, number, number, number]

/** A prerendered picture: its hashed URL and the box its viewBox spans in its scene's world. */
export interface StagePictureFile {
  src: string
  box: WorldBox
}

/**
 * Per building code its facade (y down from the ground line) with each section's span along it,
 * by section number; per floor alt (`11-1-2`, the floor scene's subject) its plan and the box of
 * its outline, which the floor scene frames.
 */
export interface StagePictures {
  facades: Record<
    string,
    StagePictureFile & { sections: Record<string, readonly [number, number]> }
  >
  floors: Record<string, StagePictureFile & { frame: WorldBox }>
}

/**
 * How far below a facade's ground line its lawn fades into the page's paper, m: the canvas's
 * facade scene and the stage picture drawn before it share it. Six metres under a four-storey
 * house; less under a low one, which a stage draws larger (a duplex's 6 m were half a kiosk).
 */
export function facadeLawnDepth(height: number): number {
  return Math.min(6, Math.max(2, height * 0.4))
}

/** A facade's width and height, the building's floor height (m) and its number of sections. */
export interface FacadeMeasures {
  width: number
  height: number
  floorHeight: number
  sections: number
}
