// Three sample floors of the resort's generator (the second floor of buildings 11, 21 and 31,
// section 1), as rectangles in plan metres: the floor's outline, and per flat its outline and its
// largest room. Every one is a rectangle there. For the framing and badge tests; written out
// because the renderer's tests may not import the server's generator.

/** [x0, y0, x1, y1], m. */
export type Rect = readonly [number, number, number, number]

export interface SampleFlat {
  /** The flat's number on its floor. */
  n: number
  outline: Rect
  largest: Rect
}

export interface SampleFloor {
  alt: string
  outline: Rect
  flats: readonly SampleFlat[]
}

export const SAMPLE_FLOORS: readonly SampleFloor[] = [
  {
    alt: '11-1-2',
    outline: [0, 0, 51.7, 21.2],
    flats: [
      { n: 1, outline: [0, 0, 9.57, 21.2], largest: [0.45, 14.35, 6.7, 20.75] },
      { n: 2, outline: [9.57, 0, 17.98, 9.57], largest: [13.65, 0.45, 17.85, 9.45] },
      { n: 3, outline: [17.98, 0, 22.63, 9.57], largest: [18.1, 0.45, 22.5, 6.7] },
      { n: 4, outline: [29.08, 0, 33.73, 9.57], largest: [29.2, 0.45, 33.6, 6.7] },
      { n: 5, outline: [33.73, 0, 42.13, 9.57], largest: [37.8, 0.45, 42, 9.45] },
      { n: 6, outline: [42.13, 0, 51.7, 21.2], largest: [45, 14.35, 51.25, 20.75] },
      { n: 7, outline: [37.13, 11.63, 42.13, 21.2], largest: [37.25, 14.5, 42, 20.75] },
      { n: 8, outline: [23.63, 11.63, 37.13, 21.2], largest: [23.75, 11.75, 28.5, 20.75] },
      { n: 9, outline: [18.63, 11.63, 23.63, 21.2], largest: [18.75, 14.5, 23.5, 20.75] },
      { n: 10, outline: [9.57, 11.63, 18.63, 21.2], largest: [9.7, 11.75, 14.2, 20.75] },
    ],
  },
  {
    alt: '21-1-2',
    outline: [0, 0, 46.13, 23.2],
    flats: [
      { n: 1, outline: [0, 0, 10.58, 23.2], largest: [0.45, 16.9, 7.5, 22.75] },
      { n: 2, outline: [10.58, 0, 23.38, 10.58], largest: [18.85, 0.45, 23.25, 10.45] },
      { n: 3, outline: [29.83, 0, 46.13, 10.58], largest: [41.6, 0.45, 46, 10.45] },
      { n: 4, outline: [28.33, 12.63, 46.13, 23.2], largest: [41.2, 15.7, 46, 22.75] },
      { n: 5, outline: [10.58, 12.63, 28.33, 23.2], largest: [10.7, 15.7, 15.45, 22.75] },
    ],
  },
  {
    alt: '31-1-2',
    outline: [0, 0, 53.53, 23.4],
    flats: [
      { n: 1, outline: [0, 0, 10.58, 23.4], largest: [0.45, 17.1, 7.5, 22.95] },
      { n: 2, outline: [10.58, 0, 15.43, 10.58], largest: [10.7, 0.45, 15.3, 7.5] },
      { n: 3, outline: [15.43, 0, 20.27, 10.58], largest: [15.55, 0.45, 20.15, 7.5] },
      { n: 4, outline: [20.27, 0, 28.83, 10.58], largest: [24.5, 0.45, 28.7, 10.45] },
      { n: 5, outline: [35.28, 0, 43.83, 10.58], largest: [39.5, 0.45, 43.7, 10.45] },
      { n: 6, outline: [43.83, 0, 48.68, 10.58], largest: [43.95, 0.45, 48.55, 7.5] },
      { n: 7, outline: [48.68, 0, 53.53, 10.58], largest: [48.8, 0.45, 53.4, 7.5] },
      { n: 8, outline: [48.48, 12.83, 53.53, 23.4], largest: [48.6, 15.9, 53.4, 22.95] },
      { n: 9, outline: [39.58, 12.83, 48.48, 23.4], largest: [44, 12.95, 48.35, 22.95] },
      { n: 10, outline: [34.53, 12.83, 39.58, 23.4], largest: [34.65, 15.9, 39.45, 22.95] },
      { n: 11, outline: [29.48, 12.83, 34.53, 23.4], largest: [29.6, 15.9, 34.4, 22.95] },
      { n: 12, outline: [24.43, 12.83, 29.48, 23.4], largest: [24.55, 15.9, 29.35, 22.95] },
      { n: 13, outline: [15.63, 12.83, 24.43, 23.4], largest: [20, 12.95, 24.3, 22.95] },
      { n: 14, outline: [10.58, 12.83, 15.63, 23.4], largest: [10.7, 15.9, 15.5, 22.95] },
    ],
  },
]
