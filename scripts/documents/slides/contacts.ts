// Page 15, the back cover: the showroom picture and everything a client needs to come or call:
// the phone and hours, the sales office and the showroom, e-mail, the developer and the notice
// that the brochure is not a public offer.

import { SITE } from '../../../content/site'
import { C } from '../kit/palette'
import { H, M, type Slide, W } from '../kit/slide'
import { page, print } from './copy'

export async function contactsSlide(s: Slide) {
  const t = s.type
  const copy = print(s.locale)
  const content = page('contacts', s.locale)
  const split = 380
  await s.image({ name: 'showroom-interior', focus: [0.5, 0.5] }, 0, 0, split, H)
  s.rect(split, 0, W - split, H, C.pine)

  const x = split + 48
  const width = W - M - x
  s.line(copy.contactsLead, { ...t.eyebrow, color: C.sand }, x, 62)
  s.line(content.hero.title, { ...t.title, color: C.white }, x, 104)
  s.line(SITE.phone.display, { ...t.hero, size: 40, color: C.sand }, x, 162)
  s.line(SITE.hours.text[s.locale], { ...t.body, color: C.beige }, x, 184)

  let top = 218
  const block = (label: string, text: string) => {
    s.rule(x, top, width, C.moss, 0.6)
    s.line(label, { ...t.eyebrow, color: C.sand }, x, top + 17)
    top =
      s.para(
        text,
        { ...t.body, size: 9, color: C.white },
        { x: x + 110, top: top + 11, width: width - 110 },
      ) + 14
  }
  block(copy.office, SITE.office.text[s.locale])
  block(copy.showroom, SITE.showroom.text[s.locale])
  block(copy.email, `${SITE.emails.sales}\n${SITE.emails.partners}`)
  block(copy.documents, copy.registers)

  const legal = H - 110
  s.line(SITE.legalEntity[s.locale], { ...t.strong, size: 7.4, color: C.beige }, x, legal)
  s.para(SITE.disclaimer[s.locale], { ...t.small, color: C.sage }, { x, top: legal + 10, width })
  s.footer(content.hero.title, { x0: x, tone: 'dark' })
}
