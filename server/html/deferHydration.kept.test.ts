import { describe, expect, it } from 'vitest'
import { loaderScript } from './deferHydration'
import { FakeInput, run } from './loaderWindow.fixture'

// What the hydration loader keeps of a visitor's presses and changes before the page's scripts
// have come (loaderWindow.fixture.ts runs it in a bare window): a button's press is held and made
// again once, a tick box's or a slider's change is let through and its value handed to React.
describe('a control used before hydration', () => {
  it('a button pressed twice while it waits is pressed again once', () => {
    const win = run(loaderScript(['/e.js'], 'idle'), { readyState: 'complete' })
    const heart = win.button()
    win.click(heart)
    win.click(heart)
    win.hydrate()
    expect(heart.clicks).toBe(1)
  })

  it('a tick changed before hydration takes at once, out of React’s sight, and is made React’s once after it', () => {
    const win = run(loaderScript(['/e.js'], 'idle'), { readyState: 'complete' })
    const tick = new FakeInput('checkbox')
    // The furniture switch: a tick box named a switch is kept the same way, not held as a press.
    const furniture = new FakeInput('checkbox')
    furniture.closest = (selector: string) =>
      selector.includes('[role=switch]') ? furniture : null
    expect(win.change(tick)).toBe(true)
    expect(win.change(furniture)).toBe(true)
    expect([tick.checked, furniture.checked]).toEqual([true, true])
    expect(win.imported).toEqual(['/e.js'])
    expect(win.held()).toBe(true)
    win.hydrate()
    expect(win.held()).toBe(false)
    // Back to its served value, an event React hydrates its part at with that value, then the
    // visitor's as a click: React's onChange, once.
    expect(tick.log).toEqual(['input false', 'click true'])
    expect(furniture.log).toEqual(['input false', 'click true'])
    expect(tick.checked && furniture.checked).toBe(true)
    // Once hydrated, a change is React's alone.
    expect(win.change(tick)).toBe(false)
    expect(tick.log).toHaveLength(2)
  })

  it('a tick changed and changed back before hydration is not made again', () => {
    const win = run(loaderScript(['/e.js'], 'idle'), { readyState: 'complete' })
    const tick = new FakeInput('checkbox', { checked: true })
    win.change(tick)
    win.change(tick)
    win.hydrate()
    expect(tick.log).toEqual([])
    expect(tick.checked).toBe(true)
  })

  it('a tick React has put back by the replay is still set to what the visitor chose', () => {
    const win = run(loaderScript(['/e.js'], 'idle'), { readyState: 'complete' })
    const tick = new FakeInput('checkbox')
    win.change(tick)
    // A render after hydration wrote React's value into it before the replay came.
    tick.checked = false
    win.hydrate()
    expect(tick.log).toEqual(['input false', 'click true'])
  })

  it('a slider moved before hydration keeps its value and hands it to React after it', () => {
    const win = run(loaderScript(['/e.js'], 'idle'), { readyState: 'complete' })
    const slider = new FakeInput('range', { value: '40' })
    expect(win.change(slider, '55')).toBe(true)
    expect(win.change(slider, '60')).toBe(true)
    expect(slider.value).toBe('60')
    expect(win.held()).toBe(true)
    win.hydrate()
    // Back to the served value (React's own setter), an input event at it, then the visitor's
    // value through the prototype's setter, which React does not see, and the event that tells it.
    expect(slider.log).toEqual(['set 40', 'input 40', 'set 60', 'input 60'])
    expect(slider.value).toBe('60')
  })

  it('a control gone by the replay is left alone', () => {
    const win = run(loaderScript(['/e.js'], 'idle'), { readyState: 'complete' })
    const tick = new FakeInput('checkbox')
    win.change(tick)
    tick.isConnected = false
    win.hydrate()
    expect(tick.log).toEqual([])
  })

  it('a fold’s button opens it at once, and is pressed again once hydrated', () => {
    const win = run(loaderScript(['/e.js'], 'idle'), { readyState: 'complete' })
    const fold = win.button({ fold: 'false' })
    expect(win.click(fold).prevented).toBe(true)
    // Open at once: the stylesheet shows the filters by the button's aria-expanded.
    expect(fold.expanded).toBe('true')
    win.hydrate()
    // Put back as React has it, then pressed: React opens it, and its aria-expanded is React's.
    expect(fold.clicks).toBe(1)
    expect(fold.expanded).toBe('false')
  })

  it('a fold opened and shut again before hydration is not pressed again', () => {
    const win = run(loaderScript(['/e.js'], 'idle'), { readyState: 'complete' })
    const fold = win.button({ fold: 'false' })
    win.click(fold)
    win.click(fold)
    expect(fold.expanded).toBe('false')
    win.hydrate()
    expect(fold.clicks).toBe(0)
  })
})
