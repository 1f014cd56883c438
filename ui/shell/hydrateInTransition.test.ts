import * as React from 'react'
import type { hydrateRoot, Root } from 'react-dom/client'
import { describe, expect, it } from 'vitest'
import { hydrateInTransition } from './hydrateInTransition'

// React offers no public question "is a transition running?"; its shared internals hold the
// current transition (`T`) while a startTransition callback runs, which is what hydrateRoot reads
// to choose the lane it hydrates in.
const internals = (
  React as unknown as {
    __CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE: { T: unknown }
  }
).__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE

describe('hydrateInTransition', () => {
  it('calls hydrateRoot inside a transition, with the same arguments, and returns its root', () => {
    const root = { render() {}, unmount() {} } as unknown as Root
    const calls: { args: unknown[]; inTransition: boolean }[] = []
    const hydrate = ((...args: unknown[]) => {
      calls.push({ args, inTransition: internals.T !== null })
      return root
    }) as typeof hydrateRoot
    const container = {} as Element
    const children = React.createElement('main')
    const options = { identifierPrefix: 'k' }
    expect(internals.T).toBeNull()
    expect(hydrateInTransition(hydrate)(container, children, options)).toBe(root)
    expect(calls).toEqual([{ args: [container, children, options], inTransition: true }])
    // The transition ends with the call: later updates keep their own priority.
    expect(internals.T).toBeNull()
  })

  it('lets an error from hydrateRoot through', () => {
    const hydrate = (() => {
      throw new Error('no container')
    }) as typeof hydrateRoot
    expect(() => hydrateInTransition(hydrate)({} as Element, null)).toThrow('no container')
  })
})
