// Page 2, the idea: morning mist among the pines with the architect's words on it, and the
// philosophy page's opening and five principles beside it.

import { H, M, type Slide, W } from '../kit/slide'
import { C } from '../kit/palette'
import { menu, page, section } from './copy'

export async function philosophySlide(s: Slide) {
  const t = s.type
  const copy = page('about-philosophy', s.locale)
  const split = 392
  await s.image(
    {
      name: 'pines-morning-mist',
      focus: [0.55, 0.5],
      scrims: [{ from: 'bottom', strength: 0.85, reach: 0.55 }],
    },
    0,
    0,
    split,
    H,
  )
  const quote = section('about-philosophy', s.locale, 'quote')
  const quoteStyle = { ...t.quote, color: C.white, size: 16 }
  const quoteHeight = s.measure(`«${quote.text}»`, quoteStyle, split - 2 * M, 21)
  const quoteTop = H - 78 - quoteHeight
  s.para(`«${quote.text}»`, quoteStyle, { x: M, top: quoteTop, width: split - 2 * M, leading: 21 })
  if (quote.author) s.line(quote.author, { ...t.eyebrow, color: C.sand }, M, H - 52)

  const x = split + 52
  const width = W - M - x
  s.line(menu('menu.about', s.locale), t.eyebrow, x, 62)
  s.line(copy.hero.title, t.title, x, 104)
  let top = s.para(copy.hero.text, t.lead, { x, top: 124, width, leading: 20.5 })
  const forest = section('about-philosophy', s.locale, 'text')
  top = s.para(forest.paragraphs[0] ?? '', t.body, { x, top: top + 16, width })

  const principles = section('about-philosophy', s.locale, 'list')
  s.line(principles.title, t.eyebrow, x, top + 34)
  top += 46
  principles.items.forEach((item, i) => {
    s.rule(x, top, width)
    s.line(String(i + 1).padStart(2, '0'), { ...t.subtitle, size: 15, color: C.moss }, x, top + 17)
    top = s.para(item, t.body, { x: x + 34, top: top + 9, width: width - 34 }) + 9
  })
  s.footer(copy.hero.title, { x0: x })
}
