import { describe, expect, it } from 'vitest'
import {
  anyPopupOpen,
  INITIAL_POPUPS,
  isPopupOpen,
  type PopupsAction,
  popupsReducer,
  type PopupsState,
} from './popups'

const run = (...actions: PopupsAction[]): PopupsState =>
  actions.reduce(popupsReducer, INITIAL_POPUPS)

describe('popupsReducer', () => {
  it.each([
    [{ type: 'popup.open', key: 'policy', payload: {} }, 'policy', {}],
    [{ type: 'popup.open', key: 'video', payload: { src: '/v.mp4' } }, 'video', { src: '/v.mp4' }],
    [
      {
        type: 'popup.open',
        key: 'gallery',
        payload: { list: [{ src: '/a.jpg', alt: 'Лес' }], start: 0 },
      },
      'gallery',
      { list: [{ src: '/a.jpg', alt: 'Лес' }], start: 0 },
    ],
    [{ type: 'popup.open', key: 'map', payload: {} }, 'map', {}],
    [
      { type: 'popup.open', key: 'subscription', payload: { type: 'subscription' } },
      'subscription',
      { type: 'subscription' },
    ],
    [
      { type: 'popup.open', key: 'callback', payload: { flats: ['11-1-3-2'] } },
      'callback',
      { flats: ['11-1-3-2'] },
    ],
    [{ type: 'popup.open', key: 'menu', payload: {} }, 'menu', {}],
  ] as [PopupsAction, keyof PopupsState, unknown][])('%j opens %s', (action, key, payload) => {
    const state = run(action)
    expect(state[key]).toEqual(payload)
    expect(isPopupOpen(state, key)).toBe(true)
    expect(anyPopupOpen(state)).toBe(true)
  })

  it('opens and closes per key, leaving the others', () => {
    const state = run(
      { type: 'popup.open', key: 'video', payload: { src: '/v.mp4' } },
      { type: 'popup.open', key: 'callback', payload: {} },
      { type: 'popup.close', key: 'video' },
    )
    expect(state).toEqual({ ...INITIAL_POPUPS, callback: {} })
  })

  it('closeAll closes every popup', () => {
    const state = run(
      { type: 'popup.open', key: 'map', payload: {} },
      { type: 'popup.open', key: 'policy', payload: {} },
      { type: 'popup.closeAll' },
    )
    expect(state).toEqual(INITIAL_POPUPS)
    expect(anyPopupOpen(state)).toBe(false)
  })

  it('returns the same state when nothing changes', () => {
    expect(popupsReducer(INITIAL_POPUPS, { type: 'popup.close', key: 'map' })).toBe(INITIAL_POPUPS)
    expect(popupsReducer(INITIAL_POPUPS, { type: 'popup.closeAll' })).toBe(INITIAL_POPUPS)
  })
})
