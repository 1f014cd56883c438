// Page 11, the infrastructure: the spa under the pines as a wide band, the five places on the
// grounds beneath it, and the numbers of daily convenience.

import { C } from '../kit/palette'
import { H, M, type Slide, W } from '../kit/slide'
import { menu, page, section } from './copy'

export async function infrastructureSlide(s: Slide) {
  const t = s.type
  const copy = page('about-infrastructure', s.locale)
  const band = 262
  await s.image(
    {
      name: copy.hero.image,
      focus: [0.5, 0.55],
      scrims: [{ from: 'left', strength: 0.8, reach: 0.6 }],
    },
    0,
    0,
    W,
    band,
  )
  s.line(menu('menu.infrastructure', s.locale), { ...t.eyebrow, color: C.sand }, M, 62)
  s.line(copy.hero.title, { ...t.title, color: C.white }, M, 104)
  s.para(
    copy.hero.text,
    { ...t.lead, color: C.beige },
    { x: M, top: 124, width: 330, leading: 20.5 },
  )

  const facilities = section('about-infrastructure', s.locale, 'cards', 'facilities')
  const gap = 20
  const cell = (W - 2 * M - gap * (facilities.items.length - 1)) / facilities.items.length
  let top = band + 34
  s.line(facilities.title, t.eyebrow, M, top)
  top += 14
  let bottom = top
  facilities.items.forEach((item, i) => {
    const x = M + i * (cell + gap)
    s.rule(x, top, cell)
    s.line(item.title, { ...t.subtitle, size: 15 }, x, top + 22)
    bottom = Math.max(bottom, s.para(item.text, t.body, { x, top: top + 32, width: cell }))
  })

  const facts = section('about-infrastructure', s.locale, 'facts').items
  const factWidth = (W - 2 * M - gap * (facts.length - 1)) / facts.length
  top = Math.max(bottom + 34, H - 120)
  s.rect(M, top - 14, W - 2 * M, 0.6, C.sand)
  facts.forEach((fact, i) => {
    const x = M + i * (factWidth + gap)
    const value = s.line(fact.value, { ...t.figure, size: 28 }, x, top + 22)
    const label = { ...t.body, size: 7.6, color: C.muted }
    s.para(fact.label, label, { x: x + value + 12, top: top + 6, width: factWidth - value - 16 })
  })
  s.footer(copy.hero.title)
}
