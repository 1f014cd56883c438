// Page 10, the landscape: the heather garden at the left, the studio's principle of planting only
// what grows here, and the garden through the four seasons.

import { C } from '../kit/palette'
import { H, M, type Slide, W } from '../kit/slide'
import { menu, page, section } from './copy'

export async function landscapingSlide(s: Slide) {
  const t = s.type
  const copy = page('landscaping', s.locale)
  const split = 360
  await s.image({ name: copy.hero.image }, 0, 0, split, H)

  const x = split + 48
  const width = W - M - x
  let top = s.column(copy.hero.parentTitle ?? menu('menu.about', s.locale), copy.hero, x, width)
  const principles = section('landscaping', s.locale, 'text')
  s.line(principles.title, t.eyebrow, x, top + 28)
  top = s.para(principles.paragraphs[0] ?? '', t.body, { x, top: top + 38, width })

  const seasons = section('landscaping', s.locale, 'cards', 'seasons')
  const gap = 12
  const cell = (width - gap * (seasons.items.length - 1)) / seasons.items.length
  top += 30
  s.line(seasons.title, t.eyebrow, x, top)
  top += 12
  for (const [i, season] of seasons.items.entries()) {
    const cx = x + i * (cell + gap)
    if (season.image) await s.image({ name: season.image.image }, cx, top, cell, cell * 0.92)
    const below = top + cell * 0.92
    s.line(season.title, { ...t.subtitle, size: 14 }, cx, below + 20)
    s.para(
      season.text,
      { ...t.body, size: 7.4 },
      { x: cx, top: below + 28, width: cell, leading: 10.5 },
    )
  }
  const quote = section('landscaping', s.locale, 'quote')
  s.rule(x, H - 112, 40, C.sand, 0.8)
  s.para(`«${quote.text}»`, { ...t.quote, size: 13 }, { x, top: H - 98, width, leading: 17 })
  s.footer(copy.hero.title, { x0: x })
}
