// Page 14, the team: the eight partners of content/team.ts with their logos drawn as vectors,
// role, company and what each is responsible for.

import { TEAM } from '../../../content/team'
import { drawLogo } from '../kit/logo'
import { C } from '../kit/palette'
import { M, type Slide, W } from '../kit/slide'
import { menu, page } from './copy'

export async function teamSlide(s: Slide) {
  const t = s.type
  const copy = page('about-team', s.locale)
  const leadBottom = s.header(menu('menu.team', s.locale), copy.hero.title, copy.hero.text)

  const columns = 4
  const gap = 18
  const cell = (W - 2 * M - gap * (columns - 1)) / columns
  const tile = 58
  const text = { ...t.body, size: 7.3 }
  // Rows are as tall as their longest card, so the grid never collides and never gapes.
  let rowTop = Math.max(136, leadBottom + 24)
  for (let row = 0; row * columns < TEAM.length; row++) {
    let rowBottom = rowTop
    for (const [col, partner] of TEAM.slice(row * columns, (row + 1) * columns).entries()) {
      const x = M + col * (cell + gap)
      s.rect(x, rowTop, cell, tile, C.beige)
      if (!drawLogo(s, partner.logo, x + 14, rowTop + 6, cell - 28, tile - 12)) {
        await s.image({ name: partner.logo }, x + 14, rowTop + 6, cell - 28, tile - 12)
      }
      s.line(partner.title[s.locale], t.eyebrow, x, rowTop + tile + 18)
      s.line(partner.company[s.locale], t.strong, x, rowTop + tile + 32)
      const bottom = s.para(partner.text[s.locale], text, {
        x,
        top: rowTop + tile + 41,
        width: cell,
        leading: 10.4,
      })
      rowBottom = Math.max(rowBottom, bottom)
    }
    rowTop = rowBottom + 26
  }
  s.footer(copy.hero.title)
}
