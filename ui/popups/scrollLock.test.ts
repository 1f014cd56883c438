import { describe, expect, it } from 'vitest'
import { holdScrollLock } from './scrollLock'

describe('holdScrollLock', () => {
  it('keeps the page locked until the last modal lets go', () => {
    const root = { dataset: {} as DOMStringMap }
    const map = holdScrollLock(root)
    const qr = holdScrollLock(root)
    expect(root.dataset.scrollLock).toBe('true')
    qr()
    expect(root.dataset.scrollLock).toBe('true')
    map()
    expect(root.dataset.scrollLock).toBeUndefined()
  })

  it('counts a release called twice once', () => {
    const root = { dataset: {} as DOMStringMap }
    const a = holdScrollLock(root)
    const b = holdScrollLock(root)
    a()
    a()
    expect(root.dataset.scrollLock).toBe('true')
    b()
    expect(root.dataset.scrollLock).toBeUndefined()
  })
})
