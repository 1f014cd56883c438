// Page 7, the living formats: the hotel, serviced apartments and private
// residences as three columns, and the two ways to own on a beige band beneath them.

import { C } from '../kit/palette'
import { columns, H, M, type Slide, W } from '../kit/slide'
import { menu, page, section } from './copy'

export async function formatsSlide(s: Slide) {
  const t = s.type
  const copy = page('about-living', s.locale)
  const headerBottom = s.header(menu('menu.living', s.locale), copy.hero.title, copy.hero.text)

  const gap = 22
  const { width, x: left } = columns(3, gap)
  const imageTop = Math.max(142, headerBottom + 20)
  const imageHeight = 128
  for (let i = 0; i < 3; i++) {
    const format = section('about-living', s.locale, 'split', i)
    const x = left(i)
    await s.image({ name: format.image.image }, x, imageTop, width, imageHeight)
    s.line(format.title, { ...t.subtitle, size: 17 }, x, imageTop + imageHeight + 28)
    s.para(format.paragraphs[0] ?? '', t.body, { x, top: imageTop + imageHeight + 42, width })
  }

  const band = 418
  s.rect(0, band, W, H - band, C.beige)
  const ownership = section('about-living', s.locale, 'cards', 'ownership')
  s.line(ownership.title, t.eyebrow, M, band + 34)
  const cards = columns(2, gap)
  ownership.items.forEach((card, i) => {
    const x = cards.x(i)
    s.rule(x, band + 48, cards.width, C.sand)
    s.line(card.title, { ...t.subtitle, size: 15 }, x, band + 72)
    s.para(card.text, t.body, { x, top: band + 84, width: cards.width - 30 })
  })
  s.footer(copy.hero.title)
}
