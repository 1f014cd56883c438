// Small captions on the site plan for what is not for sale: amenities and the entrance. They give
// way to the building cards: a note that would collide with a placed card is hidden.

import type { SiteGeometry } from '../../engine/geometry'
import type { Locale } from '../../engine/types'
import { Container } from 'pixi.js'
import { type Camera, type Viewport, worldToScreen } from '../stage/camera'
import { AMENITY_NAMES, type Bilingual, ENTRANCE } from './captions'
import type { GlyphAtlas, HaloLabel } from './glyphAtlas'
import { overlaps } from './labelCards'
import { PALETTE } from '../paint/palette'
import { siteToWorld } from '../stage/projections'
import type { ScreenRect, WorldPoint } from '../stage/space'

interface Note {
  text: HaloLabel
  at: WorldPoint
  words: Bilingual
}

export class SiteNotes {
  readonly root = new Container()
  private readonly notes: Note[] = []

  constructor(site: SiteGeometry, glyphs: GlyphAtlas) {
    const add = (at: WorldPoint, words: Bilingual) => {
      const text = glyphs.haloLabel('note')
      text.setColours(PALETTE.inkSoft, PALETTE.paper)
      text.setAnchor(0.5)
      this.root.addChild(text.root)
      this.notes.push({ text, at, words })
    }
    for (const a of site.amenities) add(siteToWorld(site, a.anchor), AMENITY_NAMES[a.kind])
    add(siteToWorld(site, site.entrance.anchor), ENTRANCE)
  }

  relabel(locale: Locale): void {
    for (const note of this.notes) note.text.text = note.words[locale].toUpperCase()
  }

  /** Places the notes; `taken` holds the cards' boxes, which win any collision. */
  layout(camera: Camera, vp: Viewport, taken: readonly ScreenRect[]): void {
    // Below a site scale of ~1.2 px/m the notes would crowd a phone screen: cards only.
    const show = camera.zoom > 1.2
    for (const note of this.notes) {
      const [x, y] = worldToScreen(camera, vp, note.at)
      note.text.root.position.set(Math.round(x), Math.round(y))
      const box = {
        x: x - note.text.width / 2,
        y: y - note.text.height / 2,
        width: note.text.width,
        height: note.text.height,
      }
      note.text.root.visible = show && !taken.some((r) => overlaps(r, box, 2))
    }
  }
}
