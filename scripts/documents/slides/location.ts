// Page 3, the location: the gulf shore edge to edge, the distances that matter and how to get
// there (the location page's copy).

import { H, M, type Slide, W } from '../kit/slide'
import { menu, page, section } from './copy'

export async function locationSlide(s: Slide) {
  const t = s.type
  const copy = page('about-location', s.locale)
  const split = 430
  await s.image({ name: 'gulf-shore-boulders', focus: [0.5, 0.5] }, split, 0, W - split, H)

  const width = split - M - 48
  s.line(menu('menu.location', s.locale), t.eyebrow, M, 62)
  s.line(copy.hero.title, t.title, M, 104)
  let top = s.para(copy.hero.text, t.lead, { x: M, top: 124, width, leading: 20.5 })

  const facts = section('about-location', s.locale, 'facts').items
  const cell = width / 2
  top += 26
  facts.forEach((fact, i) => {
    const x = M + (i % 2) * cell
    const y = top + Math.floor(i / 2) * 62
    s.rule(x, y, cell - 18)
    s.line(fact.value, { ...t.figure, size: 27 }, x, y + 31)
    s.line(fact.label, t.small, x, y + 45)
  })
  top += 2 * 62 + 14

  const route = section('about-location', s.locale, 'split', 0)
  s.line(route.title, t.eyebrow, M, top + 6)
  top += 18
  for (const paragraph of route.paragraphs) {
    top = s.para(paragraph, t.body, { x: M, top, width }) + 8
  }
  s.footer(copy.hero.title, { x1: split - 48 })
}
