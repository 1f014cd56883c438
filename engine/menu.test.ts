import { describe, expect, it } from 'vitest'
import { INITIAL_MENU, type MenuAction, menuReducer, type MenuState } from './menu'

const run = (...actions: MenuAction[]): MenuState => actions.reduce(menuReducer, INITIAL_MENU)

describe('menuReducer', () => {
  it('starts closed with links disabled', () => {
    expect(INITIAL_MENU).toEqual({
      opened: false,
      backgroundVisible: false,
      linksDisabled: true,
      hoveredName: null,
      currentRouteName: null,
      footerHidden: false,
    })
  })

  it.each([
    [[{ type: 'menu.open' }], { opened: true, backgroundVisible: true, linksDisabled: false }],
    [[{ type: 'menu.toggle' }], { opened: true, backgroundVisible: true, linksDisabled: false }],
    [
      [{ type: 'menu.open' }, { type: 'menu.toggle' }],
      { opened: false, backgroundVisible: false, linksDisabled: true },
    ],
    [
      [{ type: 'menu.open' }, { type: 'menu.close' }],
      { opened: false, backgroundVisible: false, linksDisabled: true },
    ],
    [[{ type: 'menu.open' }, { type: 'menu.open' }], { opened: true, backgroundVisible: true }],
  ] as [MenuAction[], Partial<MenuState>][])('%j -> %j', (actions, expected) => {
    expect(run(...actions)).toMatchObject(expected)
  })

  it('tracks hover, clearing it when the menu closes', () => {
    const hovered = run({ type: 'menu.open' }, { type: 'menu.hover', name: 'about-art' })
    expect(hovered.hoveredName).toBe('about-art')
    expect(menuReducer(hovered, { type: 'menu.toggle' }).hoveredName).toBeNull()
  })

  it('a route change records the route and closes the menu', () => {
    const state = run({ type: 'menu.open' }, { type: 'route.change', name: 'about-eco' })
    expect(state).toMatchObject({
      opened: false,
      backgroundVisible: false,
      currentRouteName: 'about-eco',
    })
  })

  it('hides and shows the footer', () => {
    expect(run({ type: 'footer.hide', hidden: true }).footerHidden).toBe(true)
    expect(
      run({ type: 'footer.hide', hidden: true }, { type: 'footer.hide', hidden: false })
        .footerHidden,
    ).toBe(false)
  })
})
