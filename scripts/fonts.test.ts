import { readFileSync } from 'node:fs'
import { expect, it } from 'vitest'
import { fontFaceCss } from './fonts'

it('ui/styles/fonts.css matches the fonts the build copies', () => {
  const css = readFileSync('ui/styles/fonts.css', 'utf8')
  expect(css.replace(/^\/\*.*\*\/\n/, '').trim()).toBe(fontFaceCss().trim())
})
