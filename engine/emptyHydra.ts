// The catalogue's shape with nothing in it: where the server's answer is counted up from, where a
// test's catalogue starts, and what a page shows before (or without) an answer. Pure.

import type { HydraData } from './types'

/** Four empty collections and no flats; ranges [0, 0] until flats give them. A new object a call. */
export function emptyHydraData(updatedAt = ''): HydraData {
  return {
    buildings: {},
    sections: {},
    floors: {},
    apartments: {},
    common: {
      all: { count: 0, total: 0, updatedAt, ranges: { sq: [0, 0], f: [0, 0], tc: [0, 0] } },
    },
  }
}
