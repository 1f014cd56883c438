// The PDFs as a broker's client receives them, built in Node from the real catalogue and geometry
// and read back with pdf-lib and poppler's pdftotext: pages, text in both languages, numbers equal
// to the API data, subset fonts, size, the QR link and determinism.

import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFString } from 'pdf-lib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadPdfFixture, type PdfFixture, pdfOptions, sampleFlats } from '../../bench/pdf'
import { flatNumberLabel } from '../../engine/labels'
import type { Apartment } from '../../engine/types'
import { buildPdf, PdfInputError, subsetTag } from './buildPdf'
import { flatUrl } from './flatLink'
import { areaNumber } from './sheetText'

let f: PdfFixture
let dir: string
beforeAll(async () => {
  f = await loadPdfFixture()
  dir = mkdtempSync(path.join(tmpdir(), 'khvoya-pdf-'))
}, 60_000)
afterAll(() => rmSync(dir, { recursive: true, force: true }))

function text(bytes: Uint8Array, name: string): string {
  const file = path.join(dir, name)
  writeFileSync(file, bytes)
  return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' })
}

/** Digits run together: '76 004 000 ₽' and 'RUB 76,004,000' both contain 76004000. */
const digits = (s: string) => s.replace(/[\s\u00a0\u202f,]/g, '')

const flatWhere = (pick: (a: Apartment) => boolean) =>
  Object.values(f.data.apartments).find(pick) as Apartment

async function fontNames(bytes: Uint8Array): Promise<{ base: string; embedded: boolean }[]> {
  const doc = await PDFDocument.load(bytes)
  const out: { base: string; embedded: boolean }[] = []
  for (const [, obj] of doc.context.enumerateIndirectObjects()) {
    if (!(obj instanceof PDFDict) || obj.get(PDFName.of('Type')) !== PDFName.of('FontDescriptor'))
      continue
    out.push({
      base: String(obj.get(PDFName.of('FontName'))).replace(/^\//, ''),
      embedded: obj.has(PDFName.of('FontFile2')),
    })
  }
  return out
}

describe('a flat sheet', () => {
  it('is one A4 page with the flat in Russian, numbers as the API gives them', async () => {
    const flat = flatWhere((a) => a.st === 1 && a.sq_ter_only > 0)
    const bytes = await buildPdf(pdfOptions(f, [flat.alt], 'ru'))
    const doc = await PDFDocument.load(bytes)
    expect(doc.getPageCount()).toBe(1)
    // A4 is 210 x 297 mm = 595.28 x 841.89 pt.
    expect(doc.getPage(0).getSize().width).toBeCloseTo(595.28, 1)
    const out = text(bytes, 'ru.pdf')
    expect(out).toContain('ЭКСПЛИКАЦИЯ')
    expect(out).toContain('ХАРАКТЕРИСТИКИ')
    expect(out).toContain('не является публичной офертой')
    expect(digits(out)).toContain(String(flat.tc))
    expect(digits(out)).toContain(String(flat.t))
    expect(out).toContain(areaNumber(flat.sq, 'ru'))
    expect(out).toContain(areaNumber(flat.sq_ter_only, 'ru'))
    expect(out).toContain(`КВАРТИРА ${flatNumberLabel(flat.n)}`)
    expect(out).toContain('Актуально на 2 июня 2025')
  })

  it('is in English when asked, with English labels and the same numbers', async () => {
    const flat = flatWhere((a) => a.lv === 2)
    const out = text(await buildPdf(pdfOptions(f, [flat.alt], 'en')), 'en.pdf')
    expect(out).toContain('ROOM SCHEDULE')
    expect(out).toContain('KEY FACTS')
    expect(out).toContain('not a public offer')
    expect(out).not.toMatch(/[А-Яа-яЁё]/)
    expect(digits(out)).toContain(String(flat.tc))
    expect(out).toContain(areaNumber(flat.sq, 'en'))
    expect(out).toContain(`FLAT ${flatNumberLabel(flat.n)}`)
  })

  it('embeds its fonts as subsets, named with a six-letter tag, and stays under 150 KB', async () => {
    const flat = flatWhere((a) => a.rc >= 3)
    const bytes = await buildPdf(pdfOptions(f, [flat.alt]))
    const fonts = await fontNames(bytes)
    expect(fonts).toHaveLength(3)
    for (const font of fonts) {
      expect(font.base).toMatch(/^[A-Z]{6}\+DejaVuSans/)
      expect(font.embedded).toBe(true)
    }
    expect(bytes.length).toBeLessThan(150 * 1024)
  })

  it('links the QR code to the flat on the plans screen, /en/plans in English', async () => {
    const flat = flatWhere((a) => a.st === 1)
    for (const locale of ['ru', 'en'] as const) {
      const doc = await PDFDocument.load(await buildPdf(pdfOptions(f, [flat.alt], locale)))
      const annots = doc.getPage(0).node.lookup(PDFName.of('Annots'), PDFArray)
      const link = doc.context.lookup(annots.get(0), PDFDict)
      const uri = link.lookup(PDFName.of('A'), PDFDict).lookup(PDFName.of('URI'), PDFString)
      expect(uri.decodeText()).toBe(flatUrl('https://khvoya-club.ru', flat, locale))
    }
    expect(flatUrl('https://khvoya-club.ru/', flat, 'en')).toBe(
      `https://khvoya-club.ru/en/plans?building=${flat.b}&section=${flat.s}&floor=${flat.f}&flat=${flat.n}`,
    )
  })

  it('prints the broker in the header and can hide the price', async () => {
    const flat = flatWhere((a) => a.st === 1)
    const bytes = await buildPdf({
      ...pdfOptions(f, [flat.alt]),
      branding: {
        name: 'Анна Смирнова',
        agency: 'Север Эстейт',
        phone: '+7 921 555-12-34',
        hidePrice: true,
      },
      hidePrice: true,
    })
    const out = text(bytes, 'broker.pdf')
    expect(out).toContain('Анна Смирнова')
    expect(out).toContain('+7 921 555-12-34')
    expect(out).toContain('Стоимость по запросу')
    expect(digits(out)).not.toContain(String(flat.tc))
  })

  it('keeps its text searchable when sheets in both languages are built in a row', async () => {
    // fontkit caches glyphs per parsed font; sharing one across documents garbled ToUnicode.
    const alt = flatWhere((a) => a.lv === 2).alt
    for (const [i, locale] of (['ru', 'en', 'ru', 'en'] as const).entries()) {
      const out = text(await buildPdf(pdfOptions(f, [alt], locale)), `row-${i}.pdf`)
      expect(out).toContain(locale === 'ru' ? 'ХВОЯ' : 'KHVOYA')
      expect(out).toContain(locale === 'ru' ? 'ЭКСПЛИКАЦИЯ' : 'ROOM SCHEDULE')
    }
  })

  it('is the same bytes for the same flats and date', async () => {
    const alt = flatWhere((a) => a.st === 1).alt
    const [a, b] = await Promise.all([
      buildPdf(pdfOptions(f, [alt])),
      buildPdf(pdfOptions(f, [alt])),
    ])
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true)
  })
})

describe('a favourites booklet', () => {
  it('has a cover and one sheet per flat: 10 flats make 11 pages', async () => {
    const flats = sampleFlats(f.data, 10)
    const bytes = await buildPdf(
      pdfOptions(
        f,
        flats.map((a) => a.alt),
      ),
    )
    const doc = await PDFDocument.load(bytes)
    expect(doc.getPageCount()).toBe(11)
    const out = text(bytes, 'booklet.pdf')
    expect(out).toContain('Подборка квартир')
    expect(out).toContain('Квартир в подборке: 10')
    expect(out).toContain('Лист 11 из 11')
    for (const flat of flats) expect(digits(out)).toContain(String(flat.tc))
    // Fonts are shared by the pages, so a sheet of a booklet costs less than a sheet alone.
    expect(bytes.length / 11).toBeLessThan(150 * 1024)
  })
})

describe('a request that names no real flat', () => {
  it.each([
    [['11-1-1'], ['11-1-1'], []],
    [['x', '11-1-1-1'], ['x'], []],
    [['99-9-9-9'], [], ['99-9-9-9']],
  ])('%j is refused: malformed %j, unknown %j', async (alts, malformed, unknown) => {
    const error = await buildPdf(pdfOptions(f, alts)).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(PdfInputError)
    expect((error as PdfInputError).malformed).toEqual(malformed)
    expect((error as PdfInputError).unknown).toEqual(unknown)
  })
})

describe('subset tags', () => {
  it('are six capitals, stable for a seed and different between seeds', () => {
    expect(subsetTag('regular|ru|11-1-1-1')).toMatch(/^[A-Z]{6}$/)
    expect(subsetTag('a')).toBe(subsetTag('a'))
    expect(subsetTag('regular|x')).not.toBe(subsetTag('bold|x'))
  })
})
