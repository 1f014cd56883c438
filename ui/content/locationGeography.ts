// The base map of the location widget: an equirectangular projection of the Karelian Isthmus
// coast (scaled by cos 60° so distances look right) and approximate outlines of the gulf, lakes,
// rivers and roads, from public knowledge of the area. Coordinates are [lat, lon].

type LatLon = readonly [number, number]

export const BOUNDS = { north: 60.3, south: 59.77, west: 29.45, east: 30.36 } as const
const SCALE = 1500
const COS_LAT = Math.cos((60 * Math.PI) / 180)

export const MAP_WIDTH = Math.round((BOUNDS.east - BOUNDS.west) * COS_LAT * SCALE)
export const MAP_HEIGHT = Math.round((BOUNDS.north - BOUNDS.south) * SCALE)

export function project(lat: number, lon: number): [number, number] {
  return [
    Math.round((lon - BOUNDS.west) * COS_LAT * SCALE * 10) / 10,
    Math.round((BOUNDS.north - lat) * SCALE * 10) / 10,
  ]
}

export function pathOf(points: readonly LatLon[], closed = false): string {
  const d = points.map(([lat, lon], i) => `${i ? 'L' : 'M'}${project(lat, lon).join(' ')}`).join('')
  return closed ? `${d}Z` : d
}

/** North shore east to west, then the south shore west to east. */
export const GULF: LatLon[] = [
  [59.93, 30.36],
  [59.955, 30.22],
  [59.99, 30.14],
  [60.01, 30.01],
  [60.06, 29.96],
  [60.1, 29.93],
  [60.14, 29.9],
  [60.165, 29.85],
  [60.18, 29.79],
  [60.19, 29.72],
  [60.2, 29.66],
  [60.21, 29.58],
  [60.225, 29.5],
  [60.23, 29.45],
  [59.77, 29.45],
  [59.77, 29.7],
  [59.86, 29.86],
  [59.85, 30.05],
  [59.87, 30.2],
  [59.9, 30.36],
]

export const KRONSTADT: LatLon[] = [
  [60.005, 29.7],
  [60.0, 29.8],
  [59.99, 29.8],
  [59.985, 29.73],
]

export const CITY: LatLon[] = [
  [59.99, 30.2],
  [60.05, 30.3],
  [60.05, 30.36],
  [59.78, 30.36],
  [59.8, 30.2],
  [59.86, 30.21],
  [59.92, 30.24],
]

export const LAKES: { id: string; center: LatLon; rx: number; ry: number }[] = [
  { id: 'shchuchye', center: [60.2035, 29.8345], rx: 9, ry: 6 },
  { id: 'krasavitsa', center: [60.2475, 29.8995], rx: 11, ry: 5 },
  { id: 'razliv', center: [60.09, 29.99], rx: 16, ry: 9 },
]

export const RIVERS: LatLon[][] = [
  [
    [60.3, 29.98],
    [60.22, 30.02],
    [60.15, 30.02],
    [60.1, 29.99],
  ],
  [
    [60.22, 29.97],
    [60.19, 29.93],
    [60.16, 29.89],
  ],
]

export const ROADS: { id: string; major: boolean; points: LatLon[] }[] = [
  {
    id: 'primorskoye',
    major: false,
    points: [
      [59.99, 30.2],
      [60.02, 30.02],
      [60.09, 29.96],
      [60.165, 29.87],
      [60.195, 29.72],
      [60.215, 29.58],
      [60.235, 29.45],
    ],
  },
  {
    id: 'scandinavia',
    major: true,
    points: [
      [60.06, 30.36],
      [60.12, 30.17],
      [60.2, 30.02],
      [60.26, 29.87],
      [60.3, 29.72],
    ],
  },
  {
    id: 'zsd',
    major: true,
    points: [
      [59.86, 30.21],
      [59.94, 30.2],
      [59.99, 30.16],
      [60.03, 30.05],
      [60.08, 30.02],
      [60.12, 30.17],
    ],
  },
]
