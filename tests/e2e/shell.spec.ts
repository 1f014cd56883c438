// The shell: menu, popups, Escape and the close-button stack, the
// window model's font size, and the layer order.

import { en, ru } from '../../content/i18n/dictionary'
import { expect, test } from './fixtures'
import { ShellPage } from './pages/ShellPage'

test.describe('menu', () => {
  test('opens with its groups, documents and register links, and Escape closes it', async ({
    page,
    allowConsole,
  }) => {
    allowConsole(/^$/)
    const shell = new ShellPage(page)
    await shell.goto('/about')
    await expect(shell.menu).toBeHidden()
    await shell.menuToggle.click()
    await expect(shell.menu).toBeVisible()
    await expect(shell.menuToggle).toHaveAttribute('aria-expanded', 'true')
    const menu = shell.menu
    await expect(menu.getByRole('link', { name: 'Философия' })).toHaveAttribute(
      'href',
      '/about/philosophy',
    )
    await expect(menu.getByRole('link', { name: 'Искусство' })).toHaveAttribute(
      'href',
      '/about/philosophy#n1',
    )
    await expect(menu.getByRole('link', { name: 'Карта' })).toHaveAttribute(
      'href',
      '/about/location#n1',
    )
    await expect(menu.getByRole('link', { name: 'История места' })).toHaveAttribute(
      'href',
      '/about/location#n0',
    )
    await expect(menu.getByRole('link', { name: 'Контакты для брокеров' })).toHaveAttribute(
      'href',
      '/about/brokers#contacts',
    )
    await expect(menu.locator('a[download][href$=".pdf"]')).toHaveCount(1)
    await expect(menu.locator('a[download][href$=".docx"]')).toHaveCount(1)
    await expect(
      menu.locator('a[target="_blank"][href^="https://xn--80az8a.xn--d1aqf.xn--p1ai/"]'),
    ).toHaveCount(2)
    await page.keyboard.press('Escape')
    await expect(shell.menu).toBeHidden()
  })

  test('English menu links stay under /en', async ({ page, allowConsole }) => {
    allowConsole(/^$/)
    const shell = new ShellPage(page)
    await shell.goto('/en/about')
    await shell.menuToggle.click()
    await expect(shell.menu.getByRole('link', { name: 'Philosophy' })).toHaveAttribute(
      'href',
      '/en/about/philosophy',
    )
    await shell.menu.getByRole('link', { name: 'Ecology' }).click()
    await page.waitForURL('**/en/about/eco')
    await expect(shell.menu).toBeHidden()
  })
})

test.describe('the menu before the page has hydrated', () => {
  test.skip(({ isMobile }) => !isMobile, 'a first tap: runs in the phone project')

  test('a tap opens it while the scripts are still on their way; hydration keeps it open', async ({
    page,
    allowConsole,
  }) => {
    allowConsole(/^$/)
    // The page's scripts wait until the test lets them through: what the tap meets is the HTML.
    let release = () => {}
    const gate = new Promise<void>((resolve) => {
      release = resolve
    })
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await gate
      await route.continue()
    })
    const shell = new ShellPage(page)
    await page.goto('/about/philosophy', { waitUntil: 'load' })
    const hydrated = () =>
      page.evaluate(() => document.documentElement.dataset.layout !== undefined)
    await expect(shell.menu).toBeHidden()
    await shell.menuToggle.tap()
    await expect(shell.menu).toBeVisible()
    await expect(shell.menu.getByRole('link', { name: 'Философия' }).first()).toBeVisible()
    expect(await hydrated(), 'opened by the browser, before hydration').toBe(false)
    // The header turns pine over the open menu, as it does once hydrated (after its transition).
    await expect
      .poll(() => shell.header.evaluate((el) => getComputedStyle(el).backgroundColor))
      .toBe('rgb(20, 42, 31)')
    await shell.menuToggle.tap()
    await expect(shell.menu).toBeHidden()
    await shell.menuToggle.tap()
    await expect(shell.menu).toBeVisible()
    release()
    // The menu's own taps do not start hydration (the browser answers them); reading on does.
    await shell.hydrate()
    // React takes over the open menu: no change on screen, its state follows the popover.
    await expect(shell.menuToggle).toHaveAttribute('aria-expanded', 'true')
    await expect(shell.menu).toBeVisible()
    await expect(shell.menu).toHaveAttribute('data-open', 'true')
    await shell.menuToggle.tap()
    await expect(shell.menu).toBeHidden()
    await expect(shell.menuToggle).toHaveAttribute('aria-expanded', 'false')
    // Opened again by the hydrated page, then closed by Escape (the shell's close stack).
    await shell.menuToggle.tap()
    await expect(shell.menuToggle).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('Escape')
    await expect(shell.menu).toBeHidden()
  })

  test('with scripts blocked, the menu opens and its links go', async ({ page, allowConsole }) => {
    // The blocked scripts are the only errors.
    allowConsole(
      /^Failed to load resource: net::ERR_FAILED$|^Failed to fetch dynamically imported module/,
    )
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort())
    const shell = new ShellPage(page)
    await page.goto('/en/about/location', { waitUntil: 'load' })
    await shell.menuToggle.tap()
    await expect(shell.menu).toBeVisible()
    await shell.menu.getByRole('link', { name: 'Philosophy' }).first().tap()
    await page.waitForURL('**/en/about/philosophy')
  })
})

test.describe('menu on a phone', () => {
  test.skip(({ isMobile }) => !isMobile, 'touch layout: runs in the phone project')

  for (const [path, words, href] of [
    ['/about', ru, '/plans'],
    ['/en/about', en, '/en/plans'],
  ] as const) {
    test(`${path}: the main action first, one item per line, 44 px targets`, async ({
      page,
      allowConsole,
    }) => {
      allowConsole(/^$/)
      const shell = new ShellPage(page)
      await shell.goto(path)
      await shell.menuToggle.click()
      const menu = shell.menu
      // The main action of the site is in the menu's first screen.
      const action = menu.getByRole('link', { name: words['menu.plans'], exact: true })
      await expect(action).toBeVisible()
      await expect(action).toHaveAttribute('href', href)
      const box = await action.boundingBox()
      expect((box?.y ?? 1e4) + (box?.height ?? 0)).toBeLessThan(page.viewportSize()?.height ?? 0)
      // The interiors' two sub-links are two items, one under the other.
      const entrance = await menu.locator('a[href$="/about/entrance"]').boundingBox()
      const finishing = await menu.locator('li li a[href$="/about/interiors"]').boundingBox()
      expect(entrance && finishing).toBeTruthy()
      if (entrance && finishing) {
        expect(finishing.y).toBeGreaterThanOrEqual(entrance.y + entrance.height)
      }
      // Every link and button of the menu is a touch target of 44 px or more.
      const short = await menu.evaluate((root) =>
        [...root.querySelectorAll('a, button')]
          .map((el) => ({
            text: el.textContent?.trim() ?? '',
            h: el.getBoundingClientRect().height,
          }))
          .filter((t) => t.h > 0 && Math.round(t.h) < 44)
          .map((t) => `${t.text}: ${t.h} px`),
      )
      expect(short, 'menu targets under 44 px').toEqual([])
      // Subscribing is offered once.
      await expect(menu.getByText(words['menu.subscribe'], { exact: true })).toHaveCount(1)
    })
  }
})

test.describe('popups', () => {
  test('callback opens from the header, traps focus and closes with Escape', async ({
    page,
    allowConsole,
    isMobile,
  }) => {
    allowConsole(/^$/)
    const shell = new ShellPage(page)
    await shell.goto('/')
    if (isMobile) {
      await shell.menuToggle.click()
      await shell.menu.getByRole('button', { name: 'Заказать звонок' }).click()
    } else {
      await shell.callbackButton.click()
    }
    const popup = shell.popup('callback')
    await expect(popup).toBeVisible()
    await expect(popup.getByLabel('Имя')).toBeFocused()
    for (let i = 0; i < 12; i++) await page.keyboard.press('Tab')
    const inside = await page.evaluate(() =>
      Boolean(document.activeElement?.closest('[role="dialog"]')),
    )
    expect(inside).toBe(true)
    await page.keyboard.press('Escape')
    await expect(popup).toBeHidden()
  })

  test('the close stack closes the topmost popup first', async ({ page, allowConsole }) => {
    allowConsole(/^$/)
    const shell = new ShellPage(page)
    await shell.goto('/en')
    await shell.menuToggle.click()
    await shell.menu.getByRole('button', { name: 'Request a call' }).click()
    await shell.popup('callback').getByRole('button', { name: 'Data processing terms' }).click()
    await expect(shell.popup('policy')).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(shell.popup('policy')).toBeHidden()
    await expect(shell.popup('callback')).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(shell.popup('callback')).toBeHidden()
  })

  test('what was typed survives closing and reopening', async ({ page, allowConsole }) => {
    allowConsole(/^$/)
    const shell = new ShellPage(page)
    await shell.goto('/about')
    await shell.menuToggle.click()
    await shell.menu.getByRole('button', { name: 'Заказать звонок' }).click()
    await shell.popup('callback').getByLabel('Имя').fill('Анна')
    await shell.popup('callback').getByLabel('Телефон').fill('89210001122')
    await expect(shell.popup('callback').getByLabel('Телефон')).toHaveValue('+7 921 000-11-22')
    await page.keyboard.press('Escape')
    await shell.menuToggle.click()
    await shell.menu.getByRole('button', { name: 'Заказать звонок' }).click()
    await expect(shell.popup('callback').getByLabel('Имя')).toHaveValue('Анна')
  })

  test('the subscription popup opens from the menu and validates on submit', async ({
    page,
    allowConsole,
  }) => {
    allowConsole(/^$/)
    const shell = new ShellPage(page)
    await shell.goto('/en/about')
    await shell.menuToggle.click()
    await shell.menu.getByRole('button', { name: 'Subscribe to news' }).click()
    const popup = shell.popup('subscription')
    await popup.getByRole('button', { name: 'Subscribe' }).click()
    await expect(popup.getByTestId('error-email')).toHaveText('Please fill in this field')
    await expect(popup.getByLabel('Email')).toBeFocused()
  })
})

test.describe('window model', () => {
  for (const [width, height, px] of [
    // round(10 * sqrt(1920*1080 / 2073600)) = 10
    [1920, 1080, 10],
    // round(10 * sqrt(1280*720 / 2073600)) = round(6.67) = 7
    [1280, 720, 7],
    // round(10 * sqrt(390*844 / 2073600)) = round(3.98) = 4
    [390, 844, 4],
  ] as const) {
    test(`root font size is ${px}px at ${width}x${height}`, async ({ page, allowConsole }) => {
      allowConsole(/^$/)
      await page.setViewportSize({ width, height })
      const shell = new ShellPage(page)
      await shell.goto('/about')
      await expect.poll(() => shell.rootFontSize()).toBe(px)
    })
  }

  test('layer order: menu background, menu, header and popup, loading bar', async ({
    page,
    allowConsole,
  }) => {
    allowConsole(/^$/)
    const shell = new ShellPage(page)
    await shell.goto('/')
    const z = await page.evaluate(() => {
      const css = getComputedStyle(document.documentElement)
      return ['--z-menu-bg', '--z-menu', '--z-header', '--z-popup', '--z-loading'].map((v) =>
        css.getPropertyValue(v).trim(),
      )
    })
    expect(z).toEqual(['8', '9', '10', '10', '11'])
    expect(await shell.header.evaluate((el) => getComputedStyle(el).zIndex)).toBe('10')
  })
})

test('each language downloads its own presentation', async ({ page, allowConsole }) => {
  allowConsole(/^$/)
  const shell = new ShellPage(page)
  await shell.goto('/en/about')
  await shell.menuToggle.click()
  await expect(shell.menu.locator('a[download][href$=".pdf"]')).toHaveAttribute(
    'href',
    '/docs/khvoya-presentation-en.pdf',
  )
  await shell.goto('/about')
  await shell.menuToggle.click()
  await expect(shell.menu.locator('a[download][href$=".pdf"]')).toHaveAttribute(
    'href',
    '/docs/khvoya-presentation.pdf',
  )
})
