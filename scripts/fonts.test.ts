import { readFileSync } from 'node:fs'
import { expect, it } from 'vitest'
import { fontFaceCss } from './fonts'

it('ui/styles/fonts.css matches the fonts the build copies', () => {
  const css = readFileSync('ui/styles/fonts.css', 'utf8')
  // Biome may reflow the file; the rules must be the same once white space is folded.
  const fold = (text: string) =>
    text
      .replace(/\/\*.*?\*\//s, '')
      .replace(/\s+/g, ' ')
      .trim()
  expect(fold(css)).toBe(fold(fontFaceCss()))
})
