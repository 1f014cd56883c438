import { describe, expect, it } from 'vitest'
import type { FlatSunView, WindowSunView } from './flatSunView'
import { flatSunSummary, roomSunViews, sunSearchIndex, sunTime } from './sunSummary'

const dates = (h: [number, number, number, number]) => ({
  '04-22': h[0],
  '06-21': h[1],
  '08-22': h[2],
  '12-21': h[3],
})
const clocks = (c: string | null) => ({ '04-22': c, '06-21': c, '08-22': c, '12-21': c })

function win(over: Partial<WindowSunView> = {}): WindowSunView {
  return {
    room: 'living',
    kind: 'living',
    level: 1,
    bearing: 180,
    height: 5,
    sunHours: dates([4, 6, 4, 1]),
    firstSun: clocks('09:00'),
    lastSun: clocks('16:00'),
    longestStretch: dates([4, 6, 4, 1]),
    view: { water: 0, forest: 0.5, sky: 0.5, buildings: 0 },
    waters: { gulf: 0, pond: 0 },
    waterBearing: null,
    waterBody: null,
    facingDistance: null,
    sunsetOverWater: [],
    ...over,
  }
}

function flat(windows: WindowSunView[], meets = true): FlatSunView {
  return {
    alt: '11-1-1-1',
    windows,
    norm: {
      source: 'SanPiN 1.2.3685-21',
      continuousHours: 2.5,
      period: ['04-22', '08-22'],
      roomsNeeded: 1,
      roomsMeeting: meets ? 1 : 0,
      meets,
      estimate: true,
    },
  }
}

describe('sunTime', () => {
  it.each([
    // Middle of 05:00 and 11:00 is 08:00: before noon.
    ['05:00', '11:00', 'morning'],
    // 09:00..16:00 -> 12:30, within an hour of the 13:00 solar noon.
    ['09:00', '16:00', 'day'],
    // 15:00..22:00 -> 18:30.
    ['15:00', '22:00', 'evening'],
    [null, null, 'none'],
  ] as const)('%s to %s is %s sun', (first, last, want) => {
    expect(sunTime(first, last)).toBe(want)
  })
})

describe('roomSunViews', () => {
  it('takes a room through its sunniest window, earliest and latest sun; terraces last, no bathrooms', () => {
    const rooms = roomSunViews(
      flat([
        win({ room: 'terrace', kind: 'terrace', bearing: 270 }),
        win({ room: 'bathroom-3', kind: 'bathroom' }),
        win({ bearing: 90, sunHours: dates([2, 3, 2, 0]), firstSun: clocks('05:00') }),
        win({ bearing: 180, lastSun: clocks('17:30') }),
      ]),
    )
    expect(rooms.map((r) => r.room)).toEqual(['living', 'terrace'])
    const living = rooms[0]
    expect(living?.hours).toEqual(dates([4, 6, 4, 1]))
    expect(living?.bearing).toBe(180)
    expect(living?.bearings).toEqual([180, 90])
    expect(living?.first['06-21']).toBe('05:00')
    expect(living?.last['06-21']).toBe('17:30')
    // 05:00..17:30 -> 11:15: morning.
    expect(living?.time).toBe('morning')
  })

  it('averages the view of a room over its windows, the shares still summing to 1', () => {
    const [room] = roomSunViews(
      flat([
        win({
          view: { water: 0.3, forest: 0.3, sky: 0.4, buildings: 0 },
          waters: { gulf: 0.2, pond: 0.1 },
        }),
        win({ view: { water: 0, forest: 0.6, sky: 0.2, buildings: 0.2 } }),
      ]),
    )
    expect(room?.view).toEqual({ water: 0.15, forest: 0.45, sky: 0.3, buildings: 0.1 })
    // The water stays told apart: the gulf's 0.2 and the pond's 0.1 halved.
    expect(room?.waters).toEqual({ gulf: 0.1, pond: 0.05 })
  })
})

describe('flatSunSummary', () => {
  it('scores the sunniest living room, not a sunnier bathroom or terrace', () => {
    const s = flatSunSummary(
      flat([
        win({ room: 'bedroom-1', kind: 'bedroom', sunHours: dates([2, 4, 2, 0]) }),
        win({ room: 'living', sunHours: dates([5, 8, 5, 2]) }),
        win({ room: 'bathroom-3', kind: 'bathroom', sunHours: dates([9, 12, 9, 4]) }),
        win({ room: 'terrace', kind: 'terrace', sunHours: dates([11, 16, 11, 5]) }),
      ]),
    )
    expect(s.hours).toEqual(dates([5, 8, 5, 2]))
    // (5 + 8 + 5 + 2) / 4 = 5.
    expect(s.sun).toBe(5)
  })

  it('has evening sun on the terrace only when a terrace is lit at 18:00 on 21 June', () => {
    const late = { ...clocks('17:00'), '06-21': '18:40' }
    expect(flatSunSummary(flat([win({ lastSun: late })])).evening).toBe(false)
    expect(flatSunSummary(flat([win({ room: 'terrace', kind: 'terrace' })])).evening).toBe(false)
    const terrace = win({ room: 'terrace', kind: 'terrace', lastSun: late })
    expect(flatSunSummary(flat([terrace])).evening).toBe(true)
  })

  it('has a water view from 2% of one window, not from a sliver', () => {
    const view = (water: number) => ({ water, forest: 0.5 - water, sky: 0.5, buildings: 0 })
    expect(flatSunSummary(flat([win({ view: view(0.01) })])).water).toBe(false)
    expect(flatSunSummary(flat([win(), win({ view: view(0.02) })])).water).toBe(true)
  })

  it('gives search its three figures per flat', () => {
    expect(sunSearchIndex({ a: flat([win()]) })).toEqual({
      // (4 + 6 + 4 + 1) / 4 = 3.75 -> 3.8.
      a: { sun: 3.8, evening: false, water: false },
    })
  })
})
