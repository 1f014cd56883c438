import { describe, expect, it } from 'vitest'
import { lazyWidget, type WidgetBody, WidgetGate } from './lazyWidget'

const Body: WidgetBody = () => null

/** Settles pending promise callbacks. */
const tick = () => new Promise((resolve) => setTimeout(resolve, 0))

function counted(fail = 0) {
  let calls = 0
  const widget = lazyWidget(async () => {
    calls += 1
    if (calls <= fail) throw new Error('offline')
    return Body
  })
  return { widget, calls: () => calls }
}

describe('lazyWidget', () => {
  it('imports once and keeps the component', async () => {
    const { widget, calls } = counted()
    expect(widget.loaded()).toBeNull()
    await Promise.all([widget.load(), widget.load()])
    expect(calls()).toBe(1)
    expect(widget.loaded()).toBe(Body)
  })

  it('tries again after a failed import', async () => {
    const { widget, calls } = counted(1)
    await expect(widget.load()).rejects.toThrow('offline')
    await expect(widget.load()).resolves.toBe(Body)
    expect(calls()).toBe(2)
  })
})

describe('WidgetGate', () => {
  it('loads nothing until it opens, then gives the same promise every render', async () => {
    const { widget, calls } = counted()
    const gate = new WidgetGate(false)
    const body = gate.body(widget)
    expect(gate.body(widget)).toBe(body)
    await tick()
    expect(calls()).toBe(0)
    gate.open()
    await expect(body).resolves.toBe(Body)
    expect(calls()).toBe(1)
  })

  it('opens at once for a widget mounted in the browser', async () => {
    const { widget } = counted()
    await expect(new WidgetGate(true).body(widget)).resolves.toBe(Body)
  })

  it('after a failed import waits for the next approach or use', async () => {
    const { widget, calls } = counted(1)
    const gate = new WidgetGate(true)
    let settled = false
    const body = gate.body(widget).then((b) => {
      settled = true
      return b
    })
    await tick()
    expect(calls()).toBe(1)
    expect(settled).toBe(false)
    gate.open()
    await expect(body).resolves.toBe(Body)
    expect(calls()).toBe(2)
  })

  it('runs what waited for hydration once, in order, and later calls at once', () => {
    const gate = new WidgetGate(false)
    const ran: string[] = []
    gate.whenHydrated(() => ran.push('stop watching'))
    gate.whenHydrated(() => ran.push('press again'))
    expect(ran).toEqual([])
    gate.markHydrated()
    gate.markHydrated()
    gate.whenHydrated(() => ran.push('late'))
    expect(ran).toEqual(['stop watching', 'press again', 'late'])
  })
})
