// The agreement template: a .docx whose document.xml (read with unzip) carries the 214-FZ
// structure in Russian with numbered clauses, the cross-references pointing at the right clauses,
// the instalment and warranty terms, blanks as underscores, the template mark in the header and
// footer of every page, and the English summary at the end.

import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SITE } from '../../content/site'
import { generateAgreement, TEMPLATE_MARK } from './agreement'

const dir = mkdtempSync(path.join(tmpdir(), 'khvoya-agreement-'))
const file = path.join(dir, 'agreement.docx')
let size = 0

beforeAll(async () => {
  const bytes = await generateAgreement()
  size = bytes.length
  writeFileSync(file, bytes)
})

afterAll(() => rmSync(dir, { recursive: true, force: true }))

const part = (name: string) => execFileSync('unzip', ['-p', file, name], { encoding: 'utf8' })

/** The text of each paragraph of document.xml, zero-width break hints removed. */
function paragraphs(): string[] {
  return part('word/document.xml')
    .split('</w:p>')
    .map((p) =>
      [...p.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>|<w:tab\/>/g)]
        .map((m) => (m[0] === '<w:tab/>' ? ' ' : (m[1] ?? '')))
        .join('')
        .replace(/\u200b/g, ''),
    )
    .filter(Boolean)
}

const clause = (number: string) => paragraphs().find((p) => p.startsWith(`${number} `)) ?? ''

describe('agreement template', () => {
  it('is a small .docx', () => {
    expect(size).toBeGreaterThan(10_000)
    expect(size).toBeLessThan(5 * 1024 * 1024)
    expect(part('\\[Content_Types\\].xml')).toContain('wordprocessingml')
  })

  it('has the sections of the 214-FZ standard form, numbered', () => {
    const text = paragraphs().join('\n')
    expect(text).toContain('ДОГОВОР №')
    expect(text).toContain('участия в долевом строительстве многоквартирного дома')
    const titles = [
      'ТЕРМИНЫ И ОПРЕДЕЛЕНИЯ',
      'ПРЕДМЕТ ДОГОВОРА',
      'ОБЪЕКТ ДОЛЕВОГО СТРОИТЕЛЬСТВА',
      'ЦЕНА ДОГОВОРА И ПОРЯДОК ОПЛАТЫ',
      'СРОК ПЕРЕДАЧИ ОБЪЕКТА',
      'ГАРАНТИЙНЫЙ СРОК',
      'ПРАВА И ОБЯЗАННОСТИ СТОРОН',
      'ОТВЕТСТВЕННОСТЬ СТОРОН',
      'ГОСУДАРСТВЕННАЯ РЕГИСТРАЦИЯ',
      'УСТУПКА ПРАВ ТРЕБОВАНИЙ',
      'ОБСТОЯТЕЛЬСТВА НЕПРЕОДОЛИМОЙ СИЛЫ',
      'РАЗРЕШЕНИЕ СПОРОВ',
      'ЗАКЛЮЧИТЕЛЬНЫЕ ПОЛОЖЕНИЯ',
      'АДРЕСА, РЕКВИЗИТЫ И ПОДПИСИ СТОРОН',
    ]
    for (const title of titles) expect(text).toMatch(new RegExp(`\\d+\\. ${title}`))
    expect(clause('1.1.')).toContain('Закон № 214-ФЗ')
    expect(clause('4.3.1.')).toContain('первоначальный взнос')
  })

  it('names the developer, the completion date and the purchase terms', () => {
    const text = paragraphs().join('\n')
    expect(text).toContain(SITE.legalEntity.ru)
    expect(text).toContain(SITE.completion.text.ru)
    expect(clause('4.3.1.')).toContain(
      `не менее ${SITE.constants.downPaymentMinPercent} (пяти) процентов`,
    )
    expect(clause('4.4.')).toContain('0 % годовых')
    expect(clause('4.4.')).toContain('не увеличивается')
    expect(clause('4.5.')).toContain('единовременно')
    expect(clause('4.7.')).toContain('статьями 15.4 и 15.5')
    expect(clause('6.1.')).toContain('5 (пять) лет')
    expect(clause('6.2.')).toContain('3 (три) года')
  })

  it('points its cross-references at the clauses they mean', () => {
    expect(clause('4.8.')).toContain('фактическая общая приведённая площадь')
    expect(clause('5.2.')).toContain('передаёт Объект')
    expect(clause('3.4.')).toContain('пункта 4.8')
    expect(clause('7.1.')).toBe('7.1. Застройщик обязуется:')
    expect(paragraphs().join('\n')).toMatch(/15\. АДРЕСА/)
  })

  it('leaves blanks as underscores and marks every page as a template', () => {
    expect(paragraphs().join('\n')).toMatch(/_{8,}/)
    const header = part('word/header1.xml')
    const footer = part('word/footer1.xml')
    expect(header).toContain(TEMPLATE_MARK)
    expect(footer).toContain(TEMPLATE_MARK)
    expect(part('word/document.xml')).toMatch(/<w:headerReference w:type="default"/)
  })

  it('ends with the English summary', () => {
    const all = paragraphs()
    const at = all.indexOf('Summary in English')
    expect(at).toBeGreaterThan(all.length / 2)
    expect(all.slice(at).join('\n')).toContain('escrow')
  })
})
