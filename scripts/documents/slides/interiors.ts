// Page 9, the interiors: a large living room, the kitchen and the bathroom with a window, the
// layout idea and the three finishing options (the interiors page).

import { C } from '../kit/palette'
import { M, type Slide, W } from '../kit/slide'
import { menu, page, section } from './copy'

export async function interiorsSlide(s: Slide) {
  const t = s.type
  const copy = page('about-interiors', s.locale)
  const x0 = 330
  const gap = 10
  const top0 = 0
  const bigHeight = 330
  await s.image({ name: copy.hero.image, focus: [0.5, 0.5] }, x0, top0, W - x0, bigHeight)
  const smallWidth = (W - x0 - gap) / 2
  const smallTop = bigHeight + gap
  const smallHeight = 168
  for (let i = 0; i < 2; i++) {
    const room = section('about-interiors', s.locale, 'split', i)
    const x = x0 + i * (smallWidth + gap)
    await s.image({ name: room.image.image }, x, smallTop, smallWidth, smallHeight)
    s.line(room.title, { ...t.eyebrow, color: C.charcoal }, x, smallTop + smallHeight + 18)
  }

  const width = x0 - M - 36
  let top = s.column(menu('menu.interiors', s.locale), copy.hero, M, width)
  const layouts = section('about-interiors', s.locale, 'text')
  top = s.para(layouts.paragraphs[0] ?? '', t.body, { x: M, top: top + 16, width })

  const finishing = section('about-interiors', s.locale, 'cards', 'finishing')
  s.line(finishing.title, t.eyebrow, M, top + 28)
  top += 38
  for (const option of finishing.items) {
    s.rule(M, top, width)
    s.line(option.title, { ...t.subtitle, size: 14 }, M, top + 18)
    top = s.para(option.text, t.body, { x: M, top: top + 26, width }) + 10
  }
  s.footer(copy.hero.title, { x1: x0 - 36 })
}
