// The callback popup answers the first tap before the page's scripts arrive: it is served as a
// popover its buttons open natively, takes typing at once, and hands over to the popup layer's
// dialog on hydration with what was typed, the focus, and no hydration error.

import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { leadsNamed } from './leads'
import { ShellPage } from './pages/ShellPage'
import { holdScripts, hydrated } from './scriptsHeld'

/** Opens the callback popup as a visitor would: the header's button, or the menu's on a phone. */
async function tapCallback(page: Page, isMobile: boolean, label: string) {
  const shell = new ShellPage(page)
  if (!isMobile) return shell.callbackButton.click()
  await shell.menuToggle.click()
  await shell.menu.getByRole('button', { name: label }).click()
}

for (const [locale, path, text] of [
  [
    'ru',
    '/about/philosophy',
    { call: 'Заказать звонок', name: 'Имя', phone: 'Телефон', send: 'Отправить' },
  ],
  [
    'en',
    '/en/about/location',
    { call: 'Request a call', name: 'Name', phone: 'Phone', send: 'Send' },
  ],
] as const) {
  test(`the callback popup opens before hydration and keeps the typing after it (${locale})`, async ({
    page,
    isMobile,
    allowConsole,
  }) => {
    allowConsole(/^$/)
    const name = locale === 'ru' ? 'Ранняя Анна' : 'Early Anna'
    const release = await holdScripts(page)
    await page.goto(path, { waitUntil: 'domcontentloaded' })
    await tapCallback(page, isMobile, text.call)
    const served = page.getByTestId('callback-shell')
    await expect(served.getByRole('dialog', { name: text.call })).toBeVisible()
    await served.getByLabel(text.name).pressSequentially(name)
    await served.getByLabel(text.phone).pressSequentially('+7 921 000 77 8')
    release()
    await hydrated(page)
    const popup = page.getByTestId('popup-callback')
    await expect(popup).toBeVisible()
    await expect(served).toBeHidden()
    // The menu the phone's button was in has closed, as it does for a hydrated page.
    await expect(new ShellPage(page).menu).toBeHidden()
    await expect(popup.getByLabel(text.name)).toHaveValue(name)
    await expect(popup.getByLabel(text.phone)).toHaveValue('+7 921 000 77 8')
    await expect(popup.getByLabel(text.phone)).toBeFocused()
    // Typing goes on in the same field, at the caret.
    await page.keyboard.type('8')
    await expect(popup.getByLabel(text.phone)).toHaveValue('+7 921 000-77-88')
  })
}

test('a callback request typed before hydration is sent once hydrated', async ({
  page,
  isMobile,
  allowConsole,
}) => {
  allowConsole(/^$/)
  const name = 'Ранний Звонок'
  const release = await holdScripts(page)
  await page.goto('/', { waitUntil: 'domcontentloaded' })
  await tapCallback(page, isMobile, 'Заказать звонок')
  const served = page.getByTestId('callback-shell')
  await served.getByLabel('Имя').pressSequentially(name)
  await served.getByLabel('Телефон').pressSequentially('89210007788')
  release()
  await hydrated(page)
  const popup = page.getByTestId('popup-callback')
  await popup.getByRole('button', { name: 'Отправить' }).click()
  await expect(popup.getByTestId('form-success')).toBeVisible()
  const stored = await leadsNamed(name)
  expect(stored.at(-1)).toMatchObject({ form: 'обратный звонок', phone: '+79210007788' })
})

test('closed before hydration, the callback popup opens as ever after it', async ({
  page,
  isMobile,
  allowConsole,
}) => {
  allowConsole(/^$/)
  const release = await holdScripts(page)
  await page.goto('/en/about/location', { waitUntil: 'domcontentloaded' })
  await tapCallback(page, isMobile, 'Request a call')
  const served = page.getByTestId('callback-shell')
  await served.getByRole('button', { name: 'Close' }).click()
  await expect(served).toBeHidden()
  release()
  // Opening and closing a popover does not start hydration (the browser answers it); reading on does.
  await new ShellPage(page).hydrate()
  await hydrated(page)
  // On a phone the menu the button is in is still open.
  if (isMobile)
    await new ShellPage(page).menu.getByRole('button', { name: 'Request a call' }).click()
  else await tapCallback(page, isMobile, 'Request a call')
  await expect(page.getByTestId('popup-callback')).toBeVisible()
  await expect(served).toBeHidden()
  await page.keyboard.press('Escape')
  await expect(page.getByTestId('popup-callback')).toBeHidden()
})
