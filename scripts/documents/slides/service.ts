// Page 12, the service: the concierge lobby at the left; the operator, how the management
// agreement for the serviced apartments works, and what private residents can order.

import { C } from '../kit/palette'
import { H, M, type Slide, W } from '../kit/slide'
import { menu, page, section } from './copy'

export async function serviceSlide(s: Slide) {
  const t = s.type
  const copy = page('about-service', s.locale)
  const split = 330
  await s.image({ name: copy.hero.image, focus: [0.45, 0.5] }, 0, 0, split, H)

  const x = split + 46
  const width = W - M - x
  const lead = { style: { ...t.lead, size: 14 }, top: 122, leading: 19 }
  let top = s.column(menu('menu.service', s.locale), copy.hero, x, width, lead)

  const steps = section('about-service', s.locale, 'steps', 'management')
  s.line(steps.title, t.eyebrow, x, top + 26)
  top += 36
  steps.items.forEach((step, i) => {
    s.rule(x, top, width)
    s.line(String(i + 1).padStart(2, '0'), { ...t.subtitle, size: 13, color: C.moss }, x, top + 15)
    s.line(step.title, t.strong, x + 28, top + 14)
    top = s.para(step.text, t.body, { x: x + 118, top: top + 8.5, width: width - 118 }) + 7
  })

  const residents = section('about-service', s.locale, 'cards', 'residents')
  top += 22
  s.line(residents.title, t.eyebrow, x, top)
  top += 12
  const gap = 16
  const cell = (width - 2 * gap) / 3
  residents.items.forEach((card, i) => {
    const cx = x + i * (cell + gap)
    s.rule(cx, top, cell, C.sand)
    const title = { ...t.subtitle, size: 13 }
    const below = s.para(card.title, title, { x: cx, top: top + 9, width: cell, leading: 15 })
    s.para(card.text, { ...t.body, size: 7.6 }, { x: cx, top: below + 6, width: cell, leading: 11 })
  })
  s.footer(copy.hero.title, { x0: x })
}
