// What the IFC reader (server/ifc/readIfc.ts, web-ifc in Node) hands the mapping
// (server/ifc/mapping/): the parts of an architect's model the site uses, as plain data in metres.
// Nothing here depends on web-ifc, so the mapping is tested on small models that tests write.
//
// Coordinates are the model's world frame as IFC states it: x and y in plan, z up, in metres
// (whatever length unit the file uses). The reader has already applied every local placement and
// the unit's scale, and has undone web-ifc's own y-up mesh convention.

/** [x, y] in the model's world plan, metres. */
export type Vec2 = readonly [number, number]

/** Every element the site names in a message: `name (GlobalId)`. */
export interface IfcRef {
  globalId: string
  /** IfcRoot.Name; '' when the model gives none. */
  name: string
}

export type IfcSchemaName = 'IFC2X3' | 'IFC4' | 'IFC4X3'

export interface IfcStoreyData extends IfcRef {
  /**
   * Elevation of the storey's floor above the model's zero, m: its Elevation (stated relative to
   * its building) plus the height its building is placed at; where placement is all it has, that.
   */
  elevation: number
}

export interface IfcSpaceData extends IfcRef {
  /** IfcSpatialStructureElement.LongName ('' when none): Revit puts the room's name here. */
  longName: string
  /** GlobalId of the storey the space is contained in (IfcRelAggregates), '' when none. */
  storey: string
  /**
   * The space's floor outline: its geometry cut by a horizontal plane a little above its lowest
   * point (not the bounding box), counter-clockwise, last point not repeated. Empty when the space
   * has no geometry. Where the cut gives several loops, the one enclosing the largest area.
   */
  footprint: readonly Vec2[]
  /** Lowest and highest z of its geometry, m; null when it has none. */
  bottom: number | null
  top: number | null
  /** IfcQuantityArea NetFloorArea from its quantity sets, m², or null when the model states none. */
  statedArea: number | null
}

export type IfcWallKind = 'wall' | 'curtain-wall'

export interface IfcWallData extends IfcRef {
  kind: IfcWallKind
  storey: string
  /**
   * The wall cut by a horizontal plane `cutHeight` above its storey's elevation (the reader is
   * told the height; by default 1.2 m, a window's height): closed loops, counter-clockwise.
   * Openings cut through at that height show as gaps, as on an architect's plan. A wall the plane
   * misses (a parapet lower than that, a gable above its storey) is cut at half its height.
   */
  cut: readonly (readonly Vec2[])[]
  /** The wall's axis from IfcShapeRepresentation 'Axis' where the model gives one, else null. */
  axis: readonly [Vec2, Vec2] | null
  /** Thickness across the axis, m (from the layer set, the profile or the geometry). */
  thickness: number
  bottom: number | null
  top: number | null
}

/** An element's local frame projected to plan: where its origin is and where its x axis points. */
export interface PlanFrame {
  origin: Vec2
  /** Its z above the model's zero, m. */
  z: number
  /** Unit vector of its local x axis in plan. */
  xAxis: Vec2
  /** Unit vector of its local y axis in plan. */
  yAxis: Vec2
}

export interface IfcOpeningElementData extends IfcRef {
  kind: 'door' | 'window'
  storey: string
  /** GlobalId of the wall it fills (IfcRelFillsElement -> IfcOpeningElement -> IfcRelVoidsElement), or null. */
  hostWall: string | null
  /**
   * What it fills, whatever that is: the wall of hostWall, or a skylight's IfcRoof or IfcSlab (the
   * Duplex's two skylights sit in its roof, so their hostWall is null); null when it fills
   * nothing. Optional so that models the tests write may leave it out.
   */
  host?: { globalId: string; entity: string } | null
  /** OverallWidth and OverallHeight where the model states them, m; else from the geometry. */
  width: number
  height: number
  /** Lowest z of its geometry above its storey's elevation, m: a window's sill. */
  sill: number
  /**
   * The opening's two jambs in plan, on its wall's line: the ends of its geometry's long side in
   * plan (for a door, `a` is at the frame's local x = 0, where IFC puts the hinge of a left door).
   */
  a: Vec2
  b: Vec2
  frame: PlanFrame
  /**
   * The door's operation where the model gives one (IfcDoor.OperationType in IFC4,
   * IfcDoorStyle.OperationType in IFC2X3), e.g. 'SINGLE_SWING_LEFT'; a window's partitioning type;
   * null when none is given or it is 'NOTDEFINED'.
   */
  operation: string | null
}

export interface IfcFurnitureData extends IfcRef {
  /** The entity: 'IfcFurnishingElement', 'IfcFurniture', 'IfcSanitaryTerminal', ... */
  entity: string
  /** ObjectType, and the name of its type object (IfcRelDefinesByType) where there is one. */
  objectType: string
  typeName: string
  /** PredefinedType where the entity has one (IfcSanitaryTerminal: 'WCSEAT', 'BATH', ...), else ''. */
  predefinedType: string
  storey: string
  /** Its geometry's outline in plan (convex hull of its vertices), counter-clockwise. */
  outline: readonly Vec2[]
  /**
   * Its smallest enclosing rectangle in plan: centre, size along its own x and y, and the
   * direction of its own x as an angle in degrees counter-clockwise from the model's +x.
   */
  centre: Vec2
  size: readonly [number, number]
  angle: number
  frame: PlanFrame | null
}

export interface IfcZoneData extends IfcRef {
  /** GlobalIds of the spaces it groups (IfcRelAssignsToGroup). */
  spaces: readonly string[]
}

export interface IfcModelData {
  schema: IfcSchemaName
  /**
   * The project's name (IfcProject.LongName, else its Name: Revit puts a number in Name) and the
   * authoring application (IfcApplication, else the header's originating system).
   */
  project: string
  application: string
  /**
   * The direction of true north in the model's plan, as IfcGeometricRepresentationContext.TrueNorth
   * states it (a unit vector); null when the model gives none.
   */
  trueNorth: Vec2 | null
  storeys: readonly IfcStoreyData[]
  spaces: readonly IfcSpaceData[]
  walls: readonly IfcWallData[]
  doors: readonly IfcOpeningElementData[]
  windows: readonly IfcOpeningElementData[]
  furniture: readonly IfcFurnitureData[]
  zones: readonly IfcZoneData[]
}

/** Why a file could not be read at all; `element` names what it was reading where it knows. */
export type IfcReadErrorKind = 'not-step' | 'schema' | 'truncated' | 'engine'

export class IfcReadError extends Error {
  constructor(
    readonly kind: IfcReadErrorKind,
    message: string,
  ) {
    super(message)
    this.name = 'IfcReadError'
  }
}
