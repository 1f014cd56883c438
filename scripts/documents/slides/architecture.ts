// Page 8, the architecture: the facade detail edge to edge at the right, the approach, the
// materials and the numbers at the left, closed by the architects' own line.

import { C } from '../kit/palette'
import { H, M, type Slide, W } from '../kit/slide'
import { menu, page, section } from './copy'

export async function architectureSlide(s: Slide) {
  const t = s.type
  const copy = page('about-architecture', s.locale)
  const split = 452
  await s.image({ name: copy.hero.image, focus: [0.5, 0.5] }, split, 0, W - split, H)

  const width = split - M - 46
  let top = s.column(menu('menu.about', s.locale), copy.hero, M, width)
  const approach = section('about-architecture', s.locale, 'text')
  top = s.para(approach.paragraphs[0] ?? '', t.body, { x: M, top: top + 16, width })
  const materials = section('about-architecture', s.locale, 'split')
  s.line(materials.title, t.eyebrow, M, top + 26)
  top = s.para(materials.paragraphs[0] ?? '', t.body, { x: M, top: top + 36, width })

  const facts = section('about-architecture', s.locale, 'facts').items
  const cell = width / facts.length
  top += 26
  facts.forEach((fact, i) => {
    const x = M + i * cell
    s.rule(x, top, cell - 12)
    s.line(fact.value, { ...t.figure, size: 26 }, x, top + 30)
    s.para(fact.label, t.small, { x, top: top + 40, width: cell - 16, leading: 9 })
  })

  const quote = section('about-architecture', s.locale, 'quote')
  const quoteTop = H - 128
  s.para(`«${quote.text}»`, { ...t.quote, size: 13.5 }, { x: M, top: quoteTop, width, leading: 18 })
  if (quote.author) s.line(quote.author, t.eyebrow, M, H - 66)
  s.footer(copy.hero.title, { x1: split - 46 })
  s.rule(M, quoteTop - 16, 40, C.sand, 0.8)
}
