// Page 13, the purchase terms of the product spec on pine: the three headline numbers, the five
// ways to buy (0 % instalment without a price increase, from 5 % down, monthly payments until
// commissioning, an individual schedule, special terms for payment in full) and escrow safety.

import { SITE } from '../../../content/site'
import { C } from '../kit/palette'
import { H, M, type Slide, W } from '../kit/slide'
import { menu, page, section } from './copy'

export function purchaseSlide(s: Slide) {
  const t = s.type
  const copy = page('about-purchase', s.locale)
  s.fill(C.pine)
  s.header(menu('menu.purchase', s.locale), copy.hero.title, copy.hero.text, 'dark')

  const facts = section('about-purchase', s.locale, 'facts').items
  const factWidth = (W - 2 * M) / facts.length
  facts.forEach((fact, i) => {
    const x = M + i * factWidth
    s.line(fact.value, { ...t.hero, size: 58, color: C.sand }, x, 210)
    s.para(fact.label, { ...t.body, color: C.beige }, { x, top: 226, width: factWidth - 40 })
  })

  const terms = section('about-purchase', s.locale, 'cards', 'terms')
  const gap = 18
  const cell = (W - 2 * M - gap * (terms.items.length - 1)) / terms.items.length
  const top = 296
  s.line(terms.title, { ...t.eyebrow, color: C.sand }, M, top - 14)
  terms.items.forEach((term, i) => {
    const x = M + i * (cell + gap)
    s.rule(x, top, cell, C.sage, 0.6)
    const title = { ...t.subtitle, size: 15, color: C.white }
    const below = s.para(term.title, title, { x, top: top + 12, width: cell, leading: 17 })
    s.para(term.text, { ...t.body, color: C.mint }, { x, top: below + 8, width: cell })
  })

  const safety = section('about-purchase', s.locale, 'text', 'safety')
  const bottom = H - 112
  s.rule(M, bottom, W - 2 * M, C.moss, 0.6)
  s.line(safety.title, { ...t.eyebrow, color: C.sand }, M, bottom + 20)
  s.para(
    safety.paragraphs[0] ?? '',
    { ...t.body, color: C.beige },
    { x: M + 150, top: bottom + 14, width: W - 2 * M - 150 },
  )
  s.para(
    SITE.disclaimer[s.locale],
    { ...t.small, color: C.sage },
    { x: M + 150, top: bottom + 50, width: W - 2 * M - 150 },
  )
  s.footer(copy.hero.title, { tone: 'dark' })
}
