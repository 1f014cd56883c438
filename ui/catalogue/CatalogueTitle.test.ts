import { describe, expect, it } from 'vitest'
import { plansPlansSearch as searchPage } from '../../content/pages/plans-plans-search'
import { sentences } from './CatalogueTitle'

describe('sentences', () => {
  it.each([
    ['Один. Два — три, четыре.', ['Один.', 'Два — три, четыре.']],
    ['Only one', ['Only one']],
    ['Ends here! And then? Yes.', ['Ends here!', 'And then?', 'Yes.']],
    ['Rates from 9.9% a year. More.', ['Rates from 9.9% a year.', 'More.']],
  ])('%s', (text, parts) => {
    expect(sentences(text)).toEqual(parts)
  })

  it.each(['ru', 'en'] as const)('the search intro in %s keeps every word', (locale) => {
    const text = searchPage[locale].hero.text
    expect(sentences(text).join(' ')).toBe(text)
  })
})
