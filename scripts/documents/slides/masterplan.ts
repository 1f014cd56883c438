// Page 5, the master plan: the site geometry drawn as vectors beside a legend of the three
// building types (codes and colours from content/buildingTypes.ts) and what else is on the grounds.

import { BUILDING_TYPES } from '../../../content/buildingTypes'
import { loadSiteGeometry } from '../kit/siteGeometry'
import { C } from '../kit/palette'
import { M, type Slide, W } from '../kit/slide'
import { menu, page, print } from './copy'
import { drawSitePlan, type PlanMarker } from './sitePlan'

const SWATCH = { black: C.charcoal, beige: C.sand, white: C.white } as const

export async function masterplanSlide(s: Slide) {
  const t = s.type
  const copy = print(s.locale)
  const content = page('about-masterplan', s.locale)
  const site = await loadSiteGeometry()

  const features = [
    ...site.amenities.map((a) => ({ at: a.anchor, name: copy.amenities[a.kind] })),
    { at: site.belvedere.anchor, name: copy.amenities.belvedere },
    { at: site.entrance.anchor, name: copy.amenities.entrance },
  ]
  const markers: PlanMarker[] = features.map((f, i) => ({ at: f.at, number: i + 1 }))
  const frame = { left: 262, top: 118, width: W - 262 - 26 }
  const { height, perMetre } = drawSitePlan(s, site, frame, markers, s.locale)

  // Scale bar and north arrow under the plan.
  const below = frame.top + height + 20
  const bar = 100 * perMetre
  s.rect(frame.left, below, bar, 2.2, C.pine)
  s.line(`0`, t.small, frame.left, below + 12)
  s.line(`100 ${copy.metres}`, t.small, frame.left + bar, below + 12, 'right')
  s.line(`${copy.north} ↑`, { ...t.strong, size: 7 }, frame.left + bar + 26, below + 6)
  s.para(copy.planNote, t.small, { x: W - 26 - 230, top: below - 2, width: 230, align: 'right' })

  const width = frame.left - M - 30
  s.line(menu('menu.masterplan', s.locale), t.eyebrow, M, 62)
  s.line(content.hero.title, { ...t.title, size: 32 }, M, 100)
  let top = s.para(
    content.hero.text,
    { ...t.lead, size: 12.5 },
    { x: M, top: 118, width, leading: 16.5 },
  )

  top += 22
  s.line(copy.buildings, t.eyebrow, M, top)
  top += 10
  for (const type of BUILDING_TYPES) {
    s.rule(M, top, width)
    s.box(M, top + 10, 14, 10, SWATCH[type.theme])
    s.line(`${type.name[s.locale]}  ${type.labels[s.locale]}`, t.strong, M + 24, top + 14)
    top =
      s.para(type.formats[s.locale], t.small, { x: M + 24, top: top + 20, width: width - 24 }) + 8
  }

  top += 16
  s.line(copy.onSite, t.eyebrow, M, top)
  top += 10
  features.forEach((f, i) => {
    s.badge(i + 1, M + 5, top + 6.5, 4.8)
    s.line(f.name, t.body, M + 16, top + 9)
    top += 13.5
  })
  s.footer(content.hero.title)
}
