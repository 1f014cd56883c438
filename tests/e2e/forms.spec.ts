// Lead forms: a submission is stored (read back with the sales team's export tool),
// validation speaks the page's language, an offline submission is delivered once after the
// network returns, and a double click sends one lead.

import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { leadsNamed } from './leads'
import { ShellPage } from './pages/ShellPage'
import { holdScripts, hydrated } from './scriptsHeld'

/** A name no other test uses, in letters only (the form accepts no digits in names). */
function uniqueName(prefix: string): string {
  const letters = 'абвгдежзиклмнопрстуф'
  const tail = Array.from(
    { length: 8 },
    () => letters[Math.floor(Math.random() * letters.length)],
  ).join('')
  return `${prefix} ${tail}`
}

async function openCallback(page: Page, locale: 'ru' | 'en') {
  const shell = new ShellPage(page)
  await shell.goto(locale === 'ru' ? '/about' : '/en/about')
  await shell.menuToggle.click()
  await shell.menu
    .getByRole('button', { name: locale === 'ru' ? 'Заказать звонок' : 'Request a call' })
    .click()
  return shell.popup('callback')
}

test.describe('lead forms', () => {
  test.describe.configure({ mode: 'serial' })

  test('a callback request is stored with a normalised phone', async ({ page, allowConsole }) => {
    allowConsole(/^$/)
    const name = uniqueName('Анна')
    const popup = await openCallback(page, 'ru')
    await popup.getByLabel('Имя').fill(name)
    await popup.getByLabel('Телефон').pressSequentially('89210001122')
    await popup.getByRole('button', { name: 'Отправить' }).click()
    await expect(popup.getByTestId('form-success')).toHaveText(
      'Заявка отправлена. Мы свяжемся с вами в ближайшее время.',
    )
    const stored = await leadsNamed(name)
    expect(stored).toHaveLength(1)
    expect(stored[0]).toMatchObject({
      form: 'обратный звонок',
      phone: '+79210001122',
      language: 'ru',
      page: '/about',
    })
  })

  test('the broker form confirms a request in English', async ({ page, allowConsole }) => {
    allowConsole(/^$/)
    const name = uniqueName('Broker')
    const shell = new ShellPage(page)
    await shell.goto('/en/about/brokers')
    const form = page.getByTestId('form-broker')
    await form.getByLabel('Name').fill(name)
    await form.getByLabel('Phone').fill('+44 20 7946 0958')
    await form.getByLabel('Email').fill('partner@agency.example')
    await form.getByRole('button', { name: 'Send' }).click()
    await expect(page.getByTestId('form-success')).toHaveText(
      'Request sent. We will contact you shortly.',
    )
    expect(await leadsNamed(name)).toMatchObject([
      { form: 'брокер', phone: '+442079460958', email: 'partner@agency.example', language: 'en' },
    ])
  })

  test('what is typed before the page hydrates is kept, and typing on through it', async ({
    page,
    allowConsole,
  }) => {
    allowConsole(/^$/)
    const name = uniqueName('Early')
    const release = await holdScripts(page)
    await page.goto('/en/about/brokers', { waitUntil: 'domcontentloaded' })
    const form = page.getByTestId('form-broker')
    // The first tap into a field asks for the scripts; the visitor types while they come, and on
    // as they arrive.
    await form.getByLabel('Name').pressSequentially(name.slice(0, -2))
    await form.getByLabel('Phone').pressSequentially('+44 20 7946 0958')
    await form.getByLabel('Email').pressSequentially('early@agency.example')
    await form.getByLabel('Name').click()
    await page.keyboard.press('End')
    release()
    await page.keyboard.type(name.slice(-2), { delay: 50 })
    await hydrated(page)
    await expect(form.getByLabel('Name')).toHaveValue(name)
    await expect(form.getByLabel('Phone')).toHaveValue('+44 20 7946 0958')
    await expect(form.getByLabel('Email')).toHaveValue('early@agency.example')
    // The form's state holds it too: what is sent is what was typed.
    await form.getByRole('button', { name: 'Send' }).click()
    await expect(page.getByTestId('form-success')).toBeVisible()
    expect(await leadsNamed(name)).toMatchObject([
      { form: 'брокер', phone: '+442079460958', email: 'early@agency.example', language: 'en' },
    ])
  })

  for (const [locale, labels, messages] of [
    [
      'ru',
      { name: 'Имя', phone: 'Телефон', send: 'Отправить' },
      {
        required: 'Заполните это поле',
        phone: 'Укажите телефон в формате +7 900 000-00-00',
        name: 'Укажите имя буквами, от 2 до 80 символов',
      },
    ],
    [
      'en',
      { name: 'Name', phone: 'Phone', send: 'Send' },
      {
        required: 'Please fill in this field',
        phone: 'Enter a phone number like +7 900 000-00-00',
        name: 'Enter your name in letters, 2 to 80 characters',
      },
    ],
  ] as const) {
    test(`validation messages in ${locale}, on submit and on blur, focus on the first error`, async ({
      page,
      allowConsole,
    }) => {
      allowConsole(/^$/)
      const popup = await openCallback(page, locale)
      await popup.getByRole('button', { name: labels.send }).click()
      await expect(popup.getByTestId('error-name')).toHaveText(messages.required)
      await expect(popup.getByTestId('error-phone')).toHaveText(messages.required)
      await expect(popup.getByLabel(labels.name)).toBeFocused()
      await popup.getByLabel(labels.name).fill('R2')
      await popup.getByLabel(labels.phone).fill('12345')
      await popup.getByLabel(labels.name).focus()
      await expect(popup.getByTestId('error-phone')).toHaveText(messages.phone)
      await popup.getByLabel(labels.phone).focus()
      await expect(popup.getByTestId('error-name')).toHaveText(messages.name)
    })
  }

  test('an offline submission is kept and delivered once when the network returns', async ({
    page,
    context,
    allowConsole,
  }) => {
    allowConsole(/Failed to load resource|net::ERR_INTERNET_DISCONNECTED|Failed to fetch/)
    const name = uniqueName('Офлайн')
    const popup = await openCallback(page, 'ru')
    await popup.getByLabel('Имя').fill(name)
    await popup.getByLabel('Телефон').fill('+79210002233')
    await context.setOffline(true)
    await popup.getByRole('button', { name: 'Отправить' }).click()
    await expect(popup.getByTestId('form-queued')).toContainText('будет отправлена автоматически')
    expect(await leadsNamed(name)).toHaveLength(0)
    await context.setOffline(false)
    await expect.poll(async () => (await leadsNamed(name)).length, { timeout: 15_000 }).toBe(1)
    // A later visit finds nothing left to send: still exactly one.
    await page.reload()
    await page.waitForTimeout(2500)
    expect(await leadsNamed(name)).toHaveLength(1)
  })

  test('a submission the network lost is delivered on the next visit', async ({
    page,
    context,
    allowConsole,
  }) => {
    allowConsole(/Failed to load resource|net::ERR_INTERNET_DISCONNECTED|Failed to fetch/)
    const name = uniqueName('Позже')
    const popup = await openCallback(page, 'ru')
    await popup.getByLabel('Имя').fill(name)
    await popup.getByLabel('Телефон').fill('+79210003344')
    await context.setOffline(true)
    await popup.getByRole('button', { name: 'Отправить' }).click()
    await expect(popup.getByTestId('form-queued')).toBeVisible()
    // Pages load again but the form's endpoint stays out of reach: the lead cannot leave this
    // visit, and the visitor reloads with it still unsent.
    const unreachable = '**/api/forms/**'
    await page.route(unreachable, (route) => route.abort('internetdisconnected'))
    await context.setOffline(false)
    // Each visit is a fresh load of the page with its scripts (they start on the first move).
    const shell = new ShellPage(page)
    await shell.goto('/about')
    expect(await leadsNamed(name)).toHaveLength(0)
    const kept = await page.evaluate(() => localStorage.getItem('khvoya:lead-outbox') ?? '')
    expect(kept, 'the lead is kept in the browser').toContain(name)
    // The next visit, with the endpoint back, sends it once, without any 'online' event.
    await page.unroute(unreachable)
    await shell.goto('/about')
    await expect.poll(async () => (await leadsNamed(name)).length, { timeout: 15_000 }).toBe(1)
    await shell.goto('/about')
    await page.waitForTimeout(2500)
    expect(await leadsNamed(name)).toHaveLength(1)
  })

  test('a refusal the server explains is shown in its words, and what was typed stays', async ({
    page,
    allowConsole,
  }) => {
    // The browser reports the refused request itself.
    allowConsole(/429/)
    await page.route('**/api/forms/callback', (route) =>
      route.fulfill({
        status: 429,
        headers: { 'Retry-After': '60' },
        json: {
          errors: {
            form: {
              code: 'rate_limited',
              message: {
                ru: 'Слишком много заявок с вашего адреса. Попробуйте позже или позвоните нам.',
                en: 'Too many requests from your address. Try again later or give us a call.',
              },
            },
          },
        },
      }),
    )
    const popup = await openCallback(page, 'en')
    await popup.getByLabel('Name').fill('Anna Petrova')
    await popup.getByLabel('Phone').fill('+79210009900')
    await popup.getByRole('button', { name: 'Send' }).click()
    await expect(popup.getByTestId('form-error')).toHaveText(
      'Too many requests from your address. Try again later or give us a call.',
    )
    await expect(popup.getByLabel('Name')).toHaveValue('Anna Petrova')
    await expect(popup.getByRole('button', { name: 'Try again' })).toBeVisible()
  })

  test('a double click sends one lead', async ({ page, allowConsole }) => {
    allowConsole(/^$/)
    const name = uniqueName('Двойной')
    const popup = await openCallback(page, 'ru')
    await popup.getByLabel('Имя').fill(name)
    await popup.getByLabel('Телефон').fill('+79210003344')
    await popup.getByRole('button', { name: 'Отправить' }).dblclick()
    await expect(popup.getByTestId('form-success')).toBeVisible()
    expect(await leadsNamed(name)).toHaveLength(1)
  })

  test('the second press of a double click keeps the confirmation on screen', async ({
    page,
    allowConsole,
  }) => {
    allowConsole(/^$/)
    const popup = await openCallback(page, 'ru')
    await popup.getByLabel('Имя').fill(uniqueName('Двойной'))
    await popup.getByLabel('Телефон').fill('+79210005566')
    const submit = popup.getByRole('button', { name: 'Отправить' })
    const box = await submit.boundingBox()
    if (!box) throw new Error('the submit button has no box')
    const x = box.x + box.width / 2
    const y = box.y + box.height / 2
    // The first press sends; the confirmation is shorter than the form, so the button's place is
    // the backdrop by the time a double click's second press comes (when the lead returns fast).
    await submit.click()
    await expect(popup.getByTestId('form-success')).toBeVisible()
    const dialog = await popup.boundingBox()
    if (!dialog) throw new Error('the popup has no box')
    expect(y > dialog.y + dialog.height || y < dialog.y || x < dialog.x).toBe(true)
    await page.mouse.move(x, y)
    await page.mouse.down({ clickCount: 2 })
    await page.mouse.up({ clickCount: 2 })
    await expect(popup.getByTestId('form-success')).toBeVisible()
    // A press of its own on the backdrop still closes the popup.
    await page.mouse.down()
    await page.mouse.up()
    await expect(popup).toBeHidden()
  })
})
