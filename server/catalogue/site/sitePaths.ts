// Roads, park paths, the boardwalk to the pier and forest trails, drawn in metres of the
// 640 x 400 m master plan picture. Data only.

import type { PathKind } from '../../../engine/geometry'
import type { M } from './shapes'

export interface PathData {
  kind: PathKind
  width: number
  points: M[]
  smooth?: boolean
}

export const PATHS: PathData[] = [
  // The access road from the highway through the gate, and the resort's loop.
  {
    kind: 'road',
    width: 7,
    points: [
      [0, 120],
      [24, 118],
      [70, 118],
      [130, 116],
      [250, 112],
      [380, 108],
      [470, 112],
      [520, 150],
      [530, 200],
      [518, 246],
      [460, 268],
      [380, 276],
      [290, 272],
      [240, 266],
      [196, 252],
      [150, 250],
      [110, 236],
      [112, 170],
      [118, 128],
      [130, 116],
    ],
    smooth: true,
  },
  // Park paths: round the pond and out to each cluster.
  {
    kind: 'path',
    width: 3,
    points: [
      [258, 206],
      [270, 176],
      [318, 162],
      [366, 174],
      [380, 206],
      [364, 238],
      [318, 250],
      [270, 238],
      [258, 206],
    ],
    smooth: true,
  },
  {
    kind: 'path',
    width: 3,
    points: [
      [318, 162],
      [310, 128],
      [290, 112],
    ],
  },
  {
    kind: 'path',
    width: 3,
    points: [
      [366, 174],
      [400, 140],
      [440, 112],
    ],
  },
  {
    kind: 'path',
    width: 3,
    points: [
      [270, 176],
      [238, 162],
      [214, 158],
    ],
  },
  {
    kind: 'path',
    width: 3,
    points: [
      [270, 238],
      [230, 252],
      [196, 252],
    ],
  },
  {
    kind: 'path',
    width: 3,
    points: [
      [364, 238],
      [392, 262],
      [400, 276],
    ],
  },
  {
    kind: 'boardwalk',
    width: 3,
    points: [
      [318, 250],
      [326, 300],
      [336, 350],
      [340, 392],
    ],
  },
  // Forest trails to the belvedere and along the shore.
  {
    kind: 'trail',
    width: 1.8,
    points: [
      [518, 246],
      [560, 258],
      [594, 254],
      [608, 250],
    ],
    smooth: true,
  },
  {
    kind: 'trail',
    width: 1.8,
    points: [
      [180, 350],
      [240, 352],
      [300, 350],
      [336, 340],
      [420, 334],
      [480, 318],
      [536, 296],
      [586, 266],
      [606, 254],
    ],
    smooth: true,
  },
  {
    kind: 'trail',
    width: 1.8,
    points: [
      [60, 140],
      [48, 200],
      [44, 262],
      [50, 300],
    ],
    smooth: true,
  },
]
