// Broker PDFs in the browser: the print template shows a real flat's sheet, /pdf-generate
// downloads a valid PDF (and recovers from a failed request), bad links get a translated message,
// and the broker's details reach the sheet header.

import { readFile } from 'node:fs/promises'
import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { PDFDocument } from 'pdf-lib'
import type { Apartment, HydraData } from '../../engine/types'
import { expect, test } from './fixtures'

const FAILED_LOAD = /Failed to load resource|net::ERR_FAILED/

/** The two PDF screens: the printable template and the generator. */
class PdfPage {
  readonly sheets: Locator
  readonly intro: Locator
  readonly problem: Locator
  readonly generate: Locator
  readonly status: Locator

  constructor(readonly page: Page) {
    this.sheets = page.getByTestId('pdf-sheet')
    this.intro = page.getByTestId('pdf-intro')
    this.problem = page.getByTestId('pdf-error')
    this.generate = page.getByTestId('pdf-generate')
    this.status = page.getByTestId('pdf-status')
  }

  async open(path: string) {
    await this.page.goto(path, { waitUntil: 'domcontentloaded' })
    // Hydration reads the query; wait for the shell's layout flag like the other suites.
    await this.page.waitForFunction(() => document.documentElement.dataset.layout !== undefined)
  }
}

async function flatsOnSale(request: APIRequestContext, count: number): Promise<Apartment[]> {
  const data = (await (await request.get('/api/hydra/data')).json()) as HydraData
  return Object.values(data.apartments)
    .filter((a) => a.st === 1)
    .slice(0, count)
}

test.describe('print template', () => {
  test('shows the sheet of a real flat, clean and out of search', async ({
    page,
    request,
    allowConsole,
  }) => {
    allowConsole(/^$/)
    const [flat] = await flatsOnSale(request, 1)
    if (!flat) throw new Error('no flat on sale in /api/hydra/data')
    const pdf = new PdfPage(page)
    await pdf.open(`/pdf-template?flats=${flat.alt}`)
    await expect(pdf.sheets).toHaveCount(1)
    const sheet = pdf.sheets.first()
    await expect(sheet).toContainText('ЭКСПЛИКАЦИЯ')
    await expect(sheet).toContainText(`${flat.tr_b}`)
    // The price as the sheet prints it: digits grouped by no-break spaces.
    const text = (await sheet.textContent()) ?? ''
    expect(text.replace(/[\s\u00a0]/g, '')).toContain(String(flat.tc))
    await expect(page.getByTestId('header')).toHaveCount(0)
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
  })

  test('lays out a booklet in English: a cover and a sheet per flat', async ({
    page,
    request,
    allowConsole,
  }) => {
    allowConsole(/^$/)
    const flats = await flatsOnSale(request, 2)
    const pdf = new PdfPage(page)
    await pdf.open(`/en/pdf-template?flats=${flats.map((f) => f.alt).join(',')}`)
    await expect(pdf.sheets).toHaveCount(3)
    await expect(pdf.sheets.first()).toContainText('Selected flats')
    await expect(pdf.sheets.nth(1)).toContainText('ROOM SCHEDULE')
  })

  test('explains itself without flats and links to the search', async ({ page, allowConsole }) => {
    allowConsole(/^$/)
    const pdf = new PdfPage(page)
    await pdf.open('/pdf-template')
    await expect(pdf.intro).toContainText('Лист квартиры для печати')
    await expect(pdf.intro.getByRole('link', { name: 'Перейти к поиску квартир' })).toHaveAttribute(
      'href',
      '/plans/plans-search',
    )
  })

  test('prints the broker saved in the form in the sheet header', async ({
    page,
    request,
    allowConsole,
  }) => {
    allowConsole(/^$/)
    const [flat] = await flatsOnSale(request, 1)
    const pdf = new PdfPage(page)
    await pdf.open(`/pdf-template?flats=${flat?.alt}`)
    await expect(pdf.sheets).toHaveCount(1)
    await page.getByTestId('broker-form').locator('summary').click()
    await page.getByTestId('broker-name').fill('Анна Смирнова')
    await page.getByTestId('broker-phone').fill('+7 921 555-12-34')
    await page.getByTestId('broker-save').click()
    await expect(pdf.sheets.first()).toContainText('Анна Смирнова')
    const stored = await page.evaluate(() => localStorage.getItem('khvoya:broker'))
    expect(JSON.parse(stored ?? '{}')).toMatchObject({
      name: 'Анна Смирнова',
      phone: '+7 921 555-12-34',
    })
  })
})

test.describe('PDF download', () => {
  test('builds and downloads a valid one-page PDF for a flat', async ({
    page,
    request,
    allowConsole,
  }) => {
    allowConsole(/^$/)
    const [flat] = await flatsOnSale(request, 1)
    const pdf = new PdfPage(page)
    const download = page.waitForEvent('download')
    await pdf.open(`/pdf-generate?flats=${flat?.alt}`)
    const file = await download
    expect(file.suggestedFilename()).toBe(`khvoya-${flat?.alt}.pdf`)
    const bytes = await readFile((await file.path()) as string)
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-')
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(1)
    await expect(pdf.generate).toHaveAttribute('data-state', 'done')
    await expect(pdf.status).toContainText(`khvoya-${flat?.alt}.pdf`)
  })

  test('recovers from a failed request with Try again', async ({ page, request, allowConsole }) => {
    allowConsole(FAILED_LOAD)
    const flats = await flatsOnSale(request, 2)
    const pdf = new PdfPage(page)
    await page.route('**/api/hydra/data', (route) => route.abort())
    await pdf.open(`/pdf-generate?flats=${flats.map((f) => f.alt).join(',')}`)
    await expect(pdf.generate).toHaveAttribute('data-state', 'failed')
    await expect(pdf.status).toContainText('Не удалось собрать PDF')
    await page.unroute('**/api/hydra/data')
    const download = page.waitForEvent('download')
    await page.getByTestId('pdf-retry').click()
    const file = await download
    expect(file.suggestedFilename()).toBe('khvoya-izbrannoe.pdf')
    const doc = await PDFDocument.load(await readFile((await file.path()) as string))
    expect(doc.getPageCount()).toBe(3)
  })

  for (const [path, message] of [
    ['/pdf-generate?flats=11-1-1', 'Не удалось прочитать номер квартиры: 11-1-1.'],
    ['/en/pdf-generate?flats=abc', 'Could not read the flat number: abc.'],
    ['/pdf-template?flats=11-1,x', 'Не удалось прочитать номер квартиры: 11-1, x.'],
    ['/en/pdf-generate?flats=99-9-9-9', 'These flats are not in the catalogue: 99-9-9-9.'],
  ] as const) {
    test(`${path} says what is wrong with the link`, async ({ page, allowConsole }) => {
      allowConsole(/^$/)
      const pdf = new PdfPage(page)
      await pdf.open(path)
      await expect(page.getByRole('alert')).toContainText(message)
    })
  }
})
