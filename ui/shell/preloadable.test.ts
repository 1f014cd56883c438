import { createElement, Suspense } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { preloadable } from './preloadable'

const Greeting = ({ name }: { name: string }) => createElement('p', null, `Hello, ${name}`)

describe('preloadable', () => {
  it('renders as itself once preloaded: no Suspense boundary of its own to hold it back', async () => {
    const greeting = preloadable(async () => Greeting)
    await greeting.preload()
    // Outside any Suspense: a component that suspended here would throw.
    expect(renderToString(createElement(greeting.Component, { name: 'Anna' }))).toBe(
      '<p>Hello, Anna</p>',
    )
  })

  it('before its chunk is in, waits under the caller’s Suspense', () => {
    const greeting = preloadable(() => new Promise<typeof Greeting>(() => undefined))
    const html = renderToString(
      createElement(
        Suspense,
        { fallback: createElement('i', null, 'loading') },
        createElement(greeting.Component, { name: 'Anna' }),
      ),
    )
    expect(html).toContain('<i>loading</i>')
    expect(html).not.toContain('Anna')
  })

  it('tries the chunk again after a failure', async () => {
    let calls = 0
    const greeting = preloadable(async () => {
      calls++
      if (calls === 1) throw new Error('offline')
      return Greeting
    })
    await greeting.preload()
    await greeting.preload()
    expect(calls).toBe(2)
    expect(renderToString(createElement(greeting.Component, { name: 'Ivan' }))).toContain('Ivan')
  })
})
