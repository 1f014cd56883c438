// Generates the project presentation: an A4 landscape PDF in one locale, built from the site's copy
// (content/), our illustrations (public/art) and the master plan geometry. The page modules in
// slides/ draw one page each, in the order below. Run through scripts/documents/build.ts.

import { PDFDocument } from 'pdf-lib'
import type { Locale } from '../../engine/types'
import { BUILDING_TYPES } from '../../content/buildingTypes'
import { MAP_POINTS } from '../../content/mapPoints'
import { PAGES } from '../../content/pages'
import { SITE } from '../../content/site'
import { TEAM } from '../../content/team'
import { embedFaces } from './kit/fonts'
import { type Deck, Slide } from './kit/slide'
import { typeScale } from './kit/typeScale'
import { print } from './slides/copy'
import { coverSlide } from './slides/cover'
import { locationSlide } from './slides/location'
import { mapSlide } from './slides/map'
import { masterplanSlide } from './slides/masterplan'
import { philosophySlide } from './slides/philosophy'
import { typesSlide } from './slides/types'
import { formatsSlide } from './slides/formats'
import { architectureSlide } from './slides/architecture'
import { interiorsSlide } from './slides/interiors'
import { landscapingSlide } from './slides/landscaping'
import { infrastructureSlide } from './slides/infrastructure'
import { serviceSlide } from './slides/service'
import { purchaseSlide } from './slides/purchase'
import { teamSlide } from './slides/team'
import { contactsSlide } from './slides/contacts'

export type SlideBuilder = (slide: Slide) => Promise<void> | void

export const SLIDES: SlideBuilder[] = [
  coverSlide,
  philosophySlide,
  locationSlide,
  mapSlide,
  masterplanSlide,
  typesSlide,
  formatsSlide,
  architectureSlide,
  interiorsSlide,
  landscapingSlide,
  infrastructureSlide,
  serviceSlide,
  purchaseSlide,
  teamSlide,
  contactsSlide,
]

/** Every string a page may draw, so the font stacks know which glyphs to carry. */
function corpus(locale: Locale): string {
  const pages = Object.values(PAGES).map((entry) => entry[locale])
  const team = TEAM.map((p) => [p.title[locale], p.company[locale], p.text[locale]])
  return JSON.stringify([pages, SITE, team, MAP_POINTS, BUILDING_TYPES, print(locale)])
}

export async function generatePresentation(locale: Locale): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  const copy = print(locale)
  doc.setTitle(`${SITE.fullName[locale]}. ${copy.deck}`, { showInWindowTitleBar: true })
  doc.setAuthor(SITE.legalEntity[locale])
  doc.setSubject(SITE.tagline[locale])
  doc.setKeywords([SITE.brand[locale], SITE.fullName[locale], copy.deck])
  doc.setLanguage(locale === 'ru' ? 'ru-RU' : 'en-GB')
  doc.setCreator(SITE.fullName[locale])
  doc.setProducer('pdf-lib')
  const faces = await embedFaces(doc, corpus(locale), locale)
  const deck: Deck = {
    doc,
    faces,
    type: typeScale(faces),
    locale,
    total: SLIDES.length,
    images: new Map(),
  }
  for (const [index, build] of SLIDES.entries()) await build(new Slide(deck, index + 1))
  return doc.save({ useObjectStreams: true })
}
