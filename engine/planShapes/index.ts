// One drawing of a plan for every output: walls, openings and furniture as primitives in plan
// metres with style roles; the canvas, the SVG and the PDF only paint them. Pure.

export { furnitureShapes, furnitureSymbol, placeIn } from './furniture'
export { doorShapes, entranceArrow, openingQuad, windowShapes } from './openings'
export * from './shapes'
export {
  coreMarks,
  levelShapes,
  roomTone,
  type SectionFloorShapes,
  type SectionPolygon,
  sectionFloorShapes,
} from './walls'
