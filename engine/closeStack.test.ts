import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  type CloseStack,
  closeStackOnRoute,
  EMPTY_CLOSE_STACK,
  executeClose,
  pushClose,
  removeClose,
} from './closeStack'

afterEach(() => {
  vi.restoreAllMocks()
})

describe('pushClose', () => {
  it('pushes functions in order', () => {
    const a = () => {}
    const b = () => {}
    expect(pushClose(pushClose(EMPTY_CLOSE_STACK, a), b)).toEqual([a, b])
  })

  it('does not push the same function twice', () => {
    const a = () => {}
    const once = pushClose(EMPTY_CLOSE_STACK, a)
    expect(pushClose(once, a)).toBe(once)
  })

  it.each([[null], [undefined], ['close'], [42], [{}], [[() => {}]]])(
    'rejects %j with a console error',
    (value) => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => {})
      expect(pushClose(EMPTY_CLOSE_STACK, value)).toBe(EMPTY_CLOSE_STACK)
      expect(error).toHaveBeenCalledTimes(1)
    },
  )
})

describe('executeClose', () => {
  it('runs the last action only and removes it', () => {
    const calls: string[] = []
    const a = () => calls.push('a')
    const b = () => calls.push('b')
    const stack = executeClose([a, b])
    expect(calls).toEqual(['b'])
    expect(stack).toEqual([a])
    expect(executeClose(stack)).toEqual([])
    expect(calls).toEqual(['b', 'a'])
  })

  it('does nothing on an empty stack', () => {
    expect(executeClose(EMPTY_CLOSE_STACK)).toBe(EMPTY_CLOSE_STACK)
  })

  it('removeClose drops an action without running it', () => {
    const a = vi.fn()
    expect(removeClose([a], a)).toEqual([])
    expect(a).not.toHaveBeenCalled()
  })
})

describe('closeStackOnRoute', () => {
  const a = () => {}
  it.each([
    ['/', 0],
    ['/en', 0],
    ['/en/', 0],
    ['/about', 1],
    ['/en/plans', 1],
  ])('%s keeps %i', (path, size) => {
    expect(closeStackOnRoute([a], path)).toHaveLength(size)
  })

  it('keeps only functions on other routes', () => {
    const dirty = [a, 'x', null] as unknown as CloseStack
    expect(closeStackOnRoute(dirty, '/about')).toEqual([a])
    const clean: CloseStack = [a]
    expect(closeStackOnRoute(clean, '/about')).toBe(clean)
  })
})
