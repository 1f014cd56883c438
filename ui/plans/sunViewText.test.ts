import { describe, expect, it } from 'vitest'
import type { RoomSunView } from '../../engine/sunView/sunSummary'
import { roomSunText } from './sunViewText'

const room = (bearings: number[], time: RoomSunView['time']) =>
  ({ bearing: bearings[0], bearings, time }) as RoomSunView

describe('roomSunText', () => {
  it('names the one way a room looks, and its time of sun', () => {
    expect(roomSunText(room([225], 'evening'), 'ru')).toBe('окна на юго-запад, вечернее солнце')
    expect(roomSunText(room([225, 220], 'evening'), 'en')).toBe(
      'windows face south-west, evening sun',
    )
  })

  it('names both ways of a room that looks east and west, the sunniest first', () => {
    expect(roomSunText(room([90, 270], 'evening'), 'ru')).toBe(
      'окна на восток и на запад, вечернее солнце',
    )
    expect(roomSunText(room([270, 90], 'day'), 'en')).toMatch(/^windows face west and east, /)
  })
})
