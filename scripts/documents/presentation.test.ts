// The presentation build: both languages are written where the menu links, open in pdf-lib as
// A4 landscape decks of at least twelve pages, carry every section title and Cyrillic text that
// poppler can extract, embed only subset fonts, and stay under 5 MB.

import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { PDFDocument } from 'pdf-lib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Locale } from '../../engine/types'
import { pageContent } from '../../content/pages'
import { SITE } from '../../content/site'
import { type BuiltDocument, buildDocuments } from './build'
import { DOCUMENT_HREFS, presentationHref } from './hrefs'

const dir = mkdtempSync(path.join(tmpdir(), 'khvoya-docs-'))
let built: BuiltDocument[] = []

beforeAll(async () => {
  built = await buildDocuments(dir)
}, 90_000)

afterAll(() => rmSync(dir, { recursive: true, force: true }))

const fileOf = (href: string) => path.join(dir, path.posix.basename(href))
const text = (file: string) =>
  execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).replace(
    /\u00a0/g,
    ' ',
  )

/** The pages whose titles the deck must carry, in the order of the deck. */
const SECTIONS = [
  'about-philosophy',
  'about-location',
  'about-masterplan',
  'about-types',
  'about-living',
  'about-architecture',
  'about-interiors',
  'landscaping',
  'about-infrastructure',
  'about-service',
  'about-purchase',
  'about-team',
  'contacts',
] as const

describe('documents build', () => {
  it('writes the files the menu links, the English deck beside the Russian one', () => {
    expect(built.map((d) => d.href)).toEqual([
      SITE.documents.presentation.href,
      DOCUMENT_HREFS.presentationEn,
      SITE.documents.agreement.href,
    ])
    expect(presentationHref('en')).toBe('/docs/khvoya-presentation-en.pdf')
    for (const d of built) expect(readFileSync(d.file).length).toBe(d.bytes)
  })
})

describe.each(['ru', 'en'] as Locale[])('presentation (%s)', (locale) => {
  const file = () => fileOf(presentationHref(locale))

  it('is an A4 landscape deck of at least twelve pages, under 5 MB', async () => {
    const bytes = readFileSync(file())
    expect(bytes.length).toBeLessThan(5 * 1024 * 1024)
    expect(bytes.length).toBeGreaterThan(200 * 1024)
    const doc = await PDFDocument.load(bytes)
    expect(doc.getPageCount()).toBeGreaterThanOrEqual(12)
    for (const page of doc.getPages()) {
      const { width, height } = page.getSize()
      expect([Math.round(width), Math.round(height)]).toEqual([842, 595])
    }
    expect(doc.getTitle()).toContain(SITE.fullName[locale])
  })

  it('carries every section title, the purchase terms and the contacts as text', () => {
    const content = text(file())
    for (const name of SECTIONS) expect(content).toContain(pageContent(name, locale).hero.title)
    expect(content).toContain(SITE.phone.display)
    expect(content).toContain(SITE.emails.sales)
    const purchase = pageContent('about-purchase', locale).sections
    for (const section of purchase) {
      if (section.kind === 'cards') {
        for (const card of section.items) expect(content).toContain(card.title.split(' ')[0])
      }
    }
    if (locale === 'ru') {
      expect(content).toMatch(/[А-Яа-яЁё]{4,}/)
      expect(content).toContain('Рассрочка 0 %')
      expect(content).toContain('Зеленогорск')
      for (const label of ['А1', 'Б2', 'В1']) expect(content).toContain(label)
    } else {
      expect(content).toContain('Zelenogorsk')
      for (const label of ['A1', 'B2', 'C1']) expect(content).toContain(label)
    }
  })

  it('embeds its fonts as subsets only', () => {
    const rows = execFileSync('pdffonts', [file()], { encoding: 'utf8' })
      .trim()
      .split('\n')
      .slice(2)
    expect(rows.length).toBeGreaterThanOrEqual(4)
    for (const row of rows) {
      const [name, ...rest] = row.trim().split(/\s+/)
      expect(name).toMatch(/^[A-Z]{6}\+/)
      // Columns after the type and encoding: emb, sub, uni.
      expect(rest.slice(-5, -2)).toEqual(['yes', 'yes', 'yes'])
    }
  })
})
