// Page 6, the three building types side by side: picture, colour, codes, living formats and the
// character of each (content/buildingTypes.ts), under the types page's title and lead.

import { BUILDING_TYPES } from '../../../content/buildingTypes'
import { C } from '../kit/palette'
import { columns, type Slide } from '../kit/slide'
import { menu, page } from './copy'

const SWATCH = { black: C.charcoal, beige: C.sand, white: C.white } as const

export async function typesSlide(s: Slide) {
  const t = s.type
  const copy = page('about-types', s.locale)
  const headerBottom = s.header(menu('menu.types', s.locale), copy.hero.title, copy.hero.text)

  const { width, x: left } = columns(3, 22)
  const imageTop = Math.max(146, headerBottom + 22)
  const imageHeight = width * 0.86
  for (const [i, type] of BUILDING_TYPES.entries()) {
    const x = left(i)
    await s.image({ name: type.image, focus: [0.5, 0.55] }, x, imageTop, width, imageHeight)
    let top = imageTop + imageHeight + 22
    s.dot(x + 6, top + 6, 6, SWATCH[type.theme], C.charcoal)
    s.line(type.name[s.locale], t.subtitle, x + 20, top + 12)
    s.line(type.labels[s.locale], { ...t.eyebrow, color: C.charcoal }, x + width, top + 10, 'right')
    top += 26
    s.rule(x, top, width)
    top = s.para(type.formats[s.locale], { ...t.strong, size: 7.6 }, { x, top: top + 10, width })
    s.para(type.text[s.locale], t.body, { x, top: top + 9, width })
  }
  s.footer(copy.hero.title)
}
