// Page 1, the cover: the aerial view of the residence edge to edge, the wordmark on a pine scrim,
// and the four numbers that sell the place (home page facts).

import { SITE } from '../../../content/site'
import { H, M, type Slide, W } from '../kit/slide'
import { C } from '../kit/palette'
import { print, section } from './copy'

export async function coverSlide(s: Slide) {
  const t = s.type
  const copy = print(s.locale)
  await s.image(
    {
      name: 'hero-aerial-summer',
      focus: [0.6, 0.5],
      scrims: [
        { from: 'left', strength: 0.88, reach: 0.72 },
        { from: 'top', strength: 0.72, reach: 0.24 },
        { from: 'bottom', strength: 0.85, reach: 0.34 },
      ],
      pixelsPerPoint: 2,
    },
    0,
    0,
    W,
    H,
  )

  s.line(copy.deck, { ...t.eyebrow, color: C.sand }, M, 62)
  s.line(SITE.phone.display, { ...t.eyebrow, color: C.white }, W - M, 62, 'right')

  s.line(SITE.brand[s.locale], { ...t.hero, size: 118, color: C.white }, M - 6, 214)
  const bottom = s.para(
    SITE.tagline[s.locale],
    { ...t.subtitle, size: 24, color: C.beige },
    { x: M, top: 240, width: 330, leading: 28 },
  )
  s.rule(M, bottom + 22, 54, C.sand, 0.8)

  const facts = section('index', s.locale, 'facts').items
  const colWidth = (W - 2 * M) / facts.length
  facts.forEach((fact, i) => {
    const x = M + i * colWidth
    if (i > 0) s.vrule(x - 14, H - 88, 60, C.sand, 0.6)
    s.line(fact.value, { ...t.figure, size: 30, color: C.white }, x, H - 72)
    s.para(
      fact.label,
      { ...t.small, size: 7.4, color: C.beige },
      { x, top: H - 58, width: colWidth - 34 },
    )
  })
}
