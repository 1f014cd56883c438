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

  /** Each note's box on screen for this camera, for the cards to keep clear of where they can. */
  boxes(camera: Camera, vp: Viewport): ScreenRect[] {
    return this.notes.map((note) => {
      const [x, y] = worldToScreen(camera, vp, note.at)
      return noteBox(x, y, note.text.width, note.text.height)
    })
  }

  /**
   * Places the notes at every size, never below their 12 px: `taken` holds the cards' boxes, which
   * win any collision, and a note that would touch one placed before it gives way too (on a
   * phone's small site the crowded ones go, the rest still name what they mark).
   */
  layout(camera: Camera, vp: Viewport, taken: readonly ScreenRect[]): void {
    const placed = [...taken]
    for (const note of this.notes) {
      const [x, y] = worldToScreen(camera, vp, note.at)
      note.text.root.position.set(Math.round(x), Math.round(y))
      // Where its own place is taken, the note tries just below and just above it before it goes.
      const h = note.text.height + 2
      const spot = [0, h, -h].find(
        (dy) =>
          !placed.some((r) =>
            overlaps(r, noteBox(x, y + dy, note.text.width, note.text.height), 2),
          ),
      )
      note.text.root.visible = spot !== undefined
      if (spot === undefined) continue
      note.text.root.position.set(Math.round(x), Math.round(y + spot))
      placed.push(noteBox(x, y + spot, note.text.width, note.text.height))
    }
  }
}

function noteBox(x: number, y: number, width: number, height: number): ScreenRect {
  return { x: x - width / 2, y: y - height / 2, width, height }
}
