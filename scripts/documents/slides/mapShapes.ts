// The backdrop of the surroundings map, as [lat, lon] outlines: the gulf and the Neva Bay, Kotlin
// island, the two lakes near the residence and the main roads. Drawn schematically from public
// maps, with a few hundred metres of tolerance: the page says so in its note.

export type LatLon = readonly [lat: number, lon: number]

/** The water of the gulf: the north shore west to east, the bay, the south shore back west. */
export const GULF: LatLon[] = [
  [60.214, 29.3],
  [60.212, 29.42],
  [60.208, 29.5],
  [60.207, 29.56],
  [60.204, 29.61],
  [60.198, 29.655],
  [60.191, 29.695],
  [60.187, 29.73],
  [60.18, 29.77],
  [60.173, 29.81],
  [60.165, 29.85],
  [60.155, 29.885],
  [60.144, 29.915],
  [60.127, 29.935],
  [60.105, 29.945],
  [60.085, 29.952],
  [60.062, 29.963],
  [60.04, 29.975],
  [60.018, 29.99],
  [60.003, 30.02],
  [59.995, 30.07],
  [59.99, 30.12],
  [59.984, 30.165],
  [59.976, 30.195],
  [59.962, 30.215],
  [59.945, 30.222],
  [59.928, 30.235],
  [59.91, 30.25],
  [59.895, 30.24],
  [59.882, 30.215],
  [59.868, 30.17],
  [59.857, 30.11],
  [59.854, 30.06],
  [59.862, 30.0],
  [59.876, 29.94],
  [59.886, 29.89],
  [59.897, 29.84],
  [59.908, 29.79],
  [59.916, 29.74],
  [59.922, 29.68],
  [59.93, 29.6],
  [59.935, 29.5],
  [59.94, 29.3],
]

export const KOTLIN: LatLon[] = [
  [60.035, 29.64],
  [60.04, 29.68],
  [60.032, 29.73],
  [60.015, 29.77],
  [60.003, 29.8],
  [59.99, 29.805],
  [59.985, 29.785],
  [59.99, 29.75],
  [60.003, 29.71],
  [60.018, 29.665],
  [60.028, 29.635],
]

/** Lakes as ellipses: centre, half-axes in km (east-west, north-south). */
export const LAKES: { at: LatLon; rx: number; ry: number }[] = [
  { at: [60.2035, 29.8345], rx: 0.9, ry: 0.55 },
  { at: [60.2475, 29.8995], rx: 1.4, ry: 0.5 },
]

export const ROADS: { major: boolean; points: LatLon[] }[] = [
  {
    // Primorskoye Highway along the shore into the city.
    major: true,
    points: [
      [60.222, 29.45],
      [60.213, 29.6],
      [60.2, 29.68],
      [60.192, 29.725],
      [60.185, 29.77],
      [60.179, 29.81],
      [60.165, 29.87],
      [60.15, 29.905],
      [60.1, 29.962],
      [60.06, 29.985],
      [60.025, 30.01],
      [60.0, 30.08],
      [59.992, 30.15],
      [59.986, 30.21],
      [59.975, 30.28],
    ],
  },
  {
    // The Western High-Speed Diameter from Vasilyevsky Island north.
    major: true,
    points: [
      [59.87, 30.222],
      [59.9, 30.242],
      [59.93, 30.238],
      [59.955, 30.228],
      [59.975, 30.205],
      [59.995, 30.15],
      [60.02, 30.07],
      [60.045, 30.03],
      [60.06, 30.008],
    ],
  },
  {
    // Scandinavia Highway to Vyborg.
    major: true,
    points: [
      [60.06, 30.14],
      [60.12, 30.05],
      [60.2, 29.95],
      [60.26, 29.87],
      [60.31, 29.75],
    ],
  },
  {
    // The flood barrier to Kronstadt.
    major: false,
    points: [
      [60.047, 29.968],
      [60.02, 29.87],
      [60.003, 29.8],
      [59.987, 29.785],
      [59.95, 29.74],
      [59.918, 29.72],
    ],
  },
]
