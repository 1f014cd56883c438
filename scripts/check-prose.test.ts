// The prose lint: each rule finds what it should (a positive sample) and passes over what it
// should (a negative one), and the allow-list exempts only what it names.

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { checkProse } from './check-prose'
import { findProse, isEnglishProse } from './proseRules'

const texts = (source: string, file = 'a.ts') => findProse(source, file).map((f) => f.rule)

describe('the Cyrillic rule', () => {
  it.each([
    ["const a = 'Квартира'", 'a string'],
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a sample of source code
    ['const a = `Этаж ${n}`', 'a template quasi'],
    ["const a = { ru: 'Секция' }", "an object property's value"],
    ["f('Продано')", 'a call argument'],
    ["throw new Error('нет файла')", "an error's message (only English is an error's language)"],
  ])('finds %s (%s)', (source) => {
    expect(texts(source)).toEqual(['cyrillic'])
  })

  it('finds JSX text', () => {
    expect(texts('const a = <p>Отправить</p>', 'a.tsx')).toEqual(['cyrillic'])
  })

  it.each([
    ['// Квартира in a comment\nconst a = 1', 'a comment'],
    ["const a = { 'корпус': 1 }", 'an object key'],
    ["type A = 'ru' | 'Корпус'", 'a type literal'],
    ["import a from './Корпус'", 'an import source'],
  ])('passes over %s (%s)', (source) => {
    expect(texts(source)).toEqual([])
  })
})

describe('the English rule', () => {
  it.each([
    ['Price on request and more', 'three words'],
    ['Sold out.', 'two words and a full stop'],
    ['We could not save your request', 'a sentence without its stop'],
    ["The site's car park", 'an apostrophe'],
  ])('finds %j (%s)', (text) => {
    expect(isEnglishProse(text)).toBe(true)
  })

  it.each([
    ['Sold out', 'two words without a stop'],
    ['flex items-center gap-2', 'class names'],
    ['SELECT id FROM leads WHERE kind = ?', 'SQL'],
    ['Cormorant Garamond, Georgia, serif', 'a font stack'],
    ["img-src 'self' data: blob:", 'a security policy'],
    ['color: red; font-weight: bold', 'CSS'],
    ['kitchen-living', 'a key'],
    ['/api/forms/callback', 'a path'],
  ])('passes over %j (%s)', (text) => {
    expect(isEnglishProse(text)).toBe(false)
  })

  it('finds prose in a string, a template and JSX', () => {
    expect(texts("const a = 'Leave your phone number'")).toEqual(['english'])
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a sample of source code
    expect(texts('const a = `Call us about flat ${n} today`')).toEqual(['english'])
    expect(texts('const a = <p>Call us about it</p>', 'a.tsx')).toEqual(['english'])
  })

  it.each([
    ['const a = <button>Close</button>', 'one word of JSX text'],
    ['const a = <button aria-label="Close">x</button>', 'an aria-label'],
    ['const a = <img alt="Pines" src={s} />', 'an alt text'],
    ['const a = <input placeholder="Name" />', 'a placeholder'],
  ])('finds %s (%s: shown whatever its length)', (source) => {
    expect(texts(source, 'a.tsx')).toEqual(['english'])
  })

  it.each([
    ['const a = <p>\n  {count} · {total}\n</p>', 'JSX text of no word'],
    ['const a = <p className="Close">{x}</p>', 'a class name'],
    ['const a = <p data-testid="close-button">{x}</p>', 'a test id'],
  ])('passes over %s (%s)', (source) => {
    expect(texts(source, 'a.tsx')).toEqual([])
  })

  it.each([
    ["throw new Error('the file is missing here')", 'an Error'],
    ["throw new RangeError('the value is out of range')", 'a RangeError'],
    ["console.warn('the feed could not be sent')", 'console'],
    ["logger.info('the lead was written down')", 'a logger'],
    ["log('the build took a long time')", 'log()'],
    ["describe('the selection machine works', () => {})", 'describe'],
    ["it('answers a tap on a flat', () => {})", 'it'],
    ["problems.push('the space has no geometry')", 'a list of problems'],
    ["const a = { ok: false, problem: 'not an object at all' }", 'a diagnosis'],
    ['const a = sql`SELECT id FROM the leads`', 'a sql template'],
    ["const a = <p className='is open now'>x</p>", 'a class attribute'],
  ])('passes over %s (%s)', (source) => {
    expect(texts(source, 'a.tsx')).toEqual([])
  })
})

describe('the files it reads', () => {
  const roots: string[] = []
  afterAll(() => {
    for (const root of roots) rmSync(root, { recursive: true, force: true })
  })

  function tree(files: Record<string, string>): string {
    const root = mkdtempSync(path.join(tmpdir(), 'prose-'))
    roots.push(root)
    for (const [rel, code] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(root, rel)), { recursive: true })
      writeFileSync(path.join(root, rel), code)
    }
    return root
  }

  it('reads code outside content/ and the tests, and exempts what the allow-list names', () => {
    const root = tree({
      'ui/a.tsx': "export const a = 'Квартира'",
      'content/i18n/b.ts': "export const b = 'Квартира'",
      'ui/a.test.ts': "export const c = 'Квартира'",
      'tests/e2e/d.ts': "export const d = 'Квартира'",
      'server/feeds/testFeeds.ts': "export const d = 'Квартира'",
      'server/cli/e.ts': "console.info('ok'); export const e = 'Imported three flats today'",
      'server/cli/f.ts': "export const f = 'нет'",
      'server/ifc/mapping/names.ts': "export const g = 'кухня'",
    })
    const allowed = [
      { file: 'server/ifc/mapping/names.ts', rule: 'cyrillic', why: 'patterns it matches' },
      { file: 'server/gone.ts', rule: 'english', why: 'a file that has no prose any more' },
    ] as const
    const { found, stale } = checkProse(root, allowed)
    expect(found.map(({ file, findings }) => [file, findings.map((f) => f.rule)])).toEqual([
      ['server/cli/f.ts', ['cyrillic']],
      ['ui/a.tsx', ['cyrillic']],
    ])
    expect(stale).toEqual([allowed[1]])
  })
})
