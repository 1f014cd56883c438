// The downloadable documents on the built site: the menu links the presentation and
// the agreement template for download under their own file names, and the server answers the
// Russian and English presentations and the agreement with their content types and real bodies.

import { statSync } from 'node:fs'
import { DOCUMENT_HREFS } from '../../scripts/documents/hrefs'
import { desktopOnly, expect, test } from './fixtures'
import { ShellPage } from './pages/ShellPage'

desktopOnly()

const FILES = [
  { href: DOCUMENT_HREFS.presentationRu, type: 'application/pdf', magic: '%PDF-' },
  { href: DOCUMENT_HREFS.presentationEn, type: 'application/pdf', magic: '%PDF-' },
  {
    href: DOCUMENT_HREFS.agreement,
    type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    // A .docx is a zip archive.
    magic: 'PK',
  },
]

test.describe('downloadable documents', () => {
  for (const file of FILES) {
    test(`${file.href} is served as ${file.type}`, async ({ request }) => {
      const response = await request.get(file.href)
      expect(response.status()).toBe(200)
      expect(response.headers()['content-type']).toBe(file.type)
      const body = await response.body()
      expect(body.length).toBeGreaterThan(10_000)
      expect(body.length).toBeLessThan(5 * 1024 * 1024)
      expect(body.subarray(0, file.magic.length).toString('latin1')).toBe(file.magic)
    })
  }

  test('the menu downloads the presentation and the agreement under their file names', async ({
    page,
    allowConsole,
  }) => {
    allowConsole(/^$/)
    const shell = new ShellPage(page)
    await shell.goto('/')
    await shell.menuToggle.click()
    await expect(shell.menu).toBeVisible()
    for (const href of [DOCUMENT_HREFS.presentationRu, DOCUMENT_HREFS.agreement]) {
      const link = shell.menu.locator(`a[download][href="${href}"]`)
      await expect(link).toHaveCount(1)
      const downloading = page.waitForEvent('download')
      await link.click()
      const download = await downloading
      expect(download.suggestedFilename()).toBe(href.split('/').pop())
      expect(await download.failure()).toBeNull()
      expect(statSync(await download.path()).size).toBeGreaterThan(10_000)
    }
  })
})
