// What the sun-and-view computation assumes about the site where the drawings say nothing: the
// one place to change a figure. Metres unless said. The master plan's picture is 640 x 400 m of
// ground, north up (server/catalogue/site/shapes.ts), so its percent coordinates scale by 6.4 m
// across and 4 m down per percent; the 17.6 ha territory lies inside it.

export const SUN_VIEW_ASSUMPTIONS = {
  /** The residence (content/mapPoints.ts) and Moscow time, UTC+3 all year. */
  place: { lat: 60.2305, lon: 29.7508, utcOffset: 3 },
  /** The year whose sun the dates use; the path shifts by minutes between years, not hours. */
  year: 2026,
  /** The four dates: the norm's period ends, midsummer and midwinter. */
  dates: ['04-22', '06-21', '08-22', '12-21'] as const,
  /**
   * Mature Scots pines of the coastal forest, each drawn crown (radius 2.6-4.8 m, 1 621 of them on
   * the master plan) an opaque column from the ground to this height. Reviewed, and kept on the
   * pessimistic side on purpose: real pines are bare trunk below their crowns, and stands on dune
   * sand are often lower, so more flats may get the sun than we say; a buyer told "meets the norm
   * by our estimate" should be able to lean on it. How much it matters, computed over all 441
   * flats with the rest unchanged: 25 m -> 161 meet the norm, 22 m -> 196, 20 m -> 219,
   * 18 m -> 248; crowns a fifth narrower at 25 m -> 177.
   * The clearings are the master plan's own (server/catalogue/site/site.ts): each building stands
   * in a lawn 24 m longer and 22 m deeper than its footprint, so the pines begin 11-12 m from its
   * walls; paths, lawns, the park, the beach and the water carry no trees.
   */
  canopyHeight: 25,
  /** Sand dune behind the beach, over the drawn beach strip. */
  duneHeight: 3,
  /** Clubhouse, spa and the other one- and two-storey pavilions. */
  amenityHeight: 7,
  /** Centre of a living room's glazing above its floor (sill 0.5 m, head 2.7 m as drawn). */
  windowCentre: 1.6,
  /** Eye of a person standing on a terrace. */
  terraceEye: 1.6,
  /** Raster cell of the sight-line grid. */
  gridCell: 1,
} as const
