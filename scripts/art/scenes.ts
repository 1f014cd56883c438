// Draws an art registry entry (content/art.ts) with the scene it names, in its season and time of
// day, and renders the whole SVG document.

import type { ArtEntry, ArtScene } from '../../content/art'
import * as ext from './exteriors'
import * as ae from './aerial'
import * as cs from './construction'
import * as cv from './canopy'
import * as fl from './flatlay'
import * as gd from './gardens'
import * as te from './terraces'
import { logo } from './logos'
import * as gr from './grounds'
import * as pl from './places'
import * as sh from './shores'
import * as rm from './rooms'
import * as su from './suites'
import * as dt from './details'
import * as st from './stills'
import type { Ctx } from './landscape'
import { heroShade } from './outdoor'
import { light } from './palette'
import { rng } from './random'
import { Defs, svgDoc } from './svg'

/** A registry entry with its name; season and time default to a summer day. */
export interface Entry extends ArtEntry {
  name: string
}

type Scene = (c: Ctx, e: Entry) => string

/** Every scene by the name a brief gives it (content/art.ts, ART_SCENES). */
const SCENES: Record<ArtScene, Scene> = {
  logo: (_c, e) => {
    if (!e.logo) throw new Error(`art: the logo "${e.name}" names no mark and wordmark`)
    return logo(e.name, e.logo)
  },
  aerial: (c) => ae.aerial(c),
  masterplan: (c) => cv.masterplan(c),
  'studio-table': (c) => fl.studioTable(c),
  'material-board': (c) => fl.materialBoard(c),
  'floor-sketch': (c) => fl.floorPlan(c),
  road: (c) => ae.road(c),
  seaside: (c) => ae.seaside(c),
  'city-street': (c) => ae.cityStreet(c),
  keys: (c) => st.keys(c),
  breakfast: (c) => dt.breakfast(c),
  'facade-detail': (c) => dt.facadeDetail(c),
  'construction-site': (c) => cs.sitePhoto(c, 0.35, 1),
  'construction-facade': (c) => cs.sitePhoto(c, 0.78, 2),
  'construction-frame': (c) => cs.sitePhoto(c, 0.3, 2),
  'living-room': (c) => rm.livingRoom(c),
  lounge: (c) => rm.lounge(c),
  showroom: (c) => rm.showroom(c),
  'spa-pool': (c) => rm.spaPool(c),
  lobby: (c) => rm.lobby(c),
  suite: (c) => su.suite(c),
  'serviced-apartment': (c) => su.apartment(c),
  'kitchen-dining': (c) => su.kitchenDining(c),
  bathroom: (c) => su.bathroom(c),
  restaurant: (c) => su.restaurant(c),
  fitness: (c) => su.fitness(c),
  'kids-club': (c) => su.kidsClub(c),
  workshop: (c) => su.workshop(c),
  'pine-light': (c) => pl.pineLight(c),
  'forest-floor': (c) => pl.forestFloor(c),
  'gulf-shore': (c) => sh.gulfShore(c),
  lake: (c) => sh.lake(c),
  meadow: (c) => pl.meadow(c),
  'winter-card': (c) => pl.winterCard(c),
  'belvedere-below': (c) => sh.belvedereBelow(c),
  'belvedere-above': (c) => sh.belvedereAbove(c),
  'old-dacha': (c) => sh.oldDacha(c),
  'sculpture-clearing': (c) => gr.sculptureClearing(c),
  entrance: (c) => gr.entrance(c),
  promenade: (c) => gr.promenade(c),
  playground: (c) => gr.playground(c),
  'heather-garden': (c) => gd.heatherGarden(c),
  'spring-planting': (c) => gd.springPlanting(c),
  'night-path': (c) => gd.nightPath(c),
  shuttle: (c) => gd.shuttle(c),
  courtyard: (c) => te.courtyard(c),
  'community-terrace': (c) => te.terrace(c),
  'private-terrace': (c) => te.privateTerrace(c),
  sauna: (c) => te.sauna(c),
  'three-types': (c) => ext.threeTypes(c),
  'evening-houses': (c) => ext.eveningHouses(c),
  'type-a': (c) => ext.oneType(c, 'A'),
  'type-b': (c) => ext.oneType(c, 'B'),
  'type-c': (c) => ext.oneType(c, 'C'),
  'mist-house': (c) => ext.mistHouse(c),
  'winter-villa': (c) => ext.winterVilla(c),
}

/** The scene a brief names; a name no scene answers to stops the generator. */
export function sceneOf(e: Entry): Scene {
  const scene = Object.hasOwn(SCENES, e.scene) ? SCENES[e.scene] : undefined
  if (!scene) throw new Error(`art: "${e.name}" names the scene "${e.scene}", which does not exist`)
  return scene
}

export function isHero(e: Entry): boolean {
  return e.width === 1920 && e.height === 1080
}

/** The complete SVG document for a registry entry; the same entry always gives the same bytes. */
export function render(e: Entry): string {
  const season = e.season ?? 'summer'
  const time = e.time ?? 'day'
  const defs = new Defs()
  const L = light(season, time)
  defs.tone = {
    hi: time === 'dusk' || time === 'night' ? '#8fa88a' : '#cfe3d6',
    hiOp: time === 'night' ? 0.06 : time === 'dusk' ? 0.1 : 0.15,
    dark: time === 'night' ? 0.6 : time === 'dusk' ? 0.35 : 0,
    lite: false,
    sun: 1,
  }
  const c: Ctx = { w: e.width, h: e.height, defs, r: rng(e.name), L, season, time }
  let body = sceneOf(e)(c, e)
  if (isHero(e) && !e.name.startsWith('logo')) body += heroShade(c)
  return svgDoc({ width: e.width, height: e.height, title: e.subject, defs, body })
}
