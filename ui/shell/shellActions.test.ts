import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  closeAllPopups,
  closeMenu,
  closeStackSize,
  executeClose,
  onRouteChange,
  openMenu,
  openPopup,
  pushClose,
  toggleMenu,
} from './shellActions'
import { shellStore } from './shellState'

afterEach(() => {
  closeMenu()
  closeAllPopups()
  while (executeClose()) {}
})

describe('close-button stack', () => {
  it('accepts only functions and logs the rest', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    pushClose('close')
    pushClose(42)
    expect(closeStackSize()).toBe(0)
    expect(error).toHaveBeenCalledTimes(2)
    error.mockRestore()
  })

  it('pushes a function once and runs the last first', () => {
    const calls: string[] = []
    const a = () => calls.push('a')
    const b = () => calls.push('b')
    pushClose(a)
    pushClose(b)
    pushClose(a)
    expect(closeStackSize()).toBe(2)
    expect(executeClose()).toBe(true)
    expect(executeClose()).toBe(true)
    expect(executeClose()).toBe(false)
    expect(calls).toEqual(['b', 'a'])
  })

  it('is emptied on a route change to / and kept elsewhere', () => {
    pushClose(() => {})
    onRouteChange('/about', 'about')
    expect(closeStackSize()).toBe(1)
    onRouteChange('/', 'index')
    expect(closeStackSize()).toBe(0)
  })
})

describe('menu', () => {
  it('open shows the background and enables links; toggle closes and hides it', () => {
    openMenu()
    expect(shellStore.get().menu).toMatchObject({
      opened: true,
      backgroundVisible: true,
      linksDisabled: false,
    })
    toggleMenu()
    expect(shellStore.get().menu).toMatchObject({
      opened: false,
      backgroundVisible: false,
      linksDisabled: true,
    })
  })

  it('Escape (executeClose) closes the menu', () => {
    openMenu()
    executeClose()
    expect(shellStore.get().menu.opened).toBe(false)
  })
})

describe('popups', () => {
  it('open and close per key; closeAll closes every one', () => {
    openPopup('callback', {})
    openPopup('subscription', { type: 'subscription' })
    openPopup('map', {})
    expect(shellStore.get().popups.subscription).toEqual({ type: 'subscription' })
    executeClose()
    expect(shellStore.get().popups.map).toBeNull()
    expect(shellStore.get().popups.callback).toEqual({})
    closeAllPopups()
    expect(Object.values(shellStore.get().popups).every((v) => v === null)).toBe(true)
    expect(closeStackSize()).toBe(0)
  })
})
