// Maps an art registry entry (name, size, subject) to a scene and renders the whole SVG document.

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
import { light, type Season, type Time } from './palette'
import { rng } from './random'
import { Defs, svgDoc } from './svg'

export interface Entry {
  name: string
  width: number
  height: number
  subject: string
}

type Scene = (c: Ctx, e: Entry) => string

/** Scenes by keyword, tried in order against the name, then against the subject. */
const RULES: [RegExp, Scene][] = [
  [/^logo-|\blogo\b/, (_c, e) => logo(e.name, e.subject)],
  [/aerial/, (c) => ae.aerial(c)],
  [/masterplan|master plan/, (c) => cv.masterplan(c)],
  [/studio-table|studio table/, (c) => fl.studioTable(c)],
  [/material/, (c) => fl.materialBoard(c)],
  [/floor-sketch|floor plan/, (c) => fl.floorPlan(c)],
  [/road/, (c) => ae.road(c)],
  [/zelenogorsk|seaside|resort town/, (c) => ae.seaside(c)],
  [/sales-office|street/, (c) => ae.cityStreet(c)],
  [/keys/, (c) => st.keys(c)],
  [/breakfast/, (c) => dt.breakfast(c)],
  [/facade-detail|close-up of a black/, (c) => dt.facadeDetail(c)],
  [/construction-site|construction site/, (c) => cs.sitePhoto(c, 0.35, 1)],
  [/construction-facade|facade panels/, (c) => cs.sitePhoto(c, 0.78, 2)],
  [/construction-frame|concrete frame/, (c) => cs.sitePhoto(c, 0.3, 2)],
  [/living-room|living room/, (c) => rm.livingRoom(c)],
  [/lounge|club house/, (c) => rm.lounge(c)],
  [/showroom|sales showroom/, (c) => rm.showroom(c)],
  [/spa|pool/, (c) => rm.spaPool(c)],
  [/lobby|reception/, (c) => rm.lobby(c)],
  [/suite|bedroom|bed in/, (c) => su.suite(c)],
  [/serviced-apartment|open kitchen/, (c) => su.apartment(c)],
  [/kitchen/, (c) => su.kitchenDining(c)],
  [/bathroom|bath /, (c) => su.bathroom(c)],
  [/restaurant/, (c) => su.restaurant(c)],
  [/fitness|gym/, (c) => su.fitness(c)],
  [/kids-club|children club/, (c) => su.kidsClub(c)],
  [/workshop/, (c) => su.workshop(c)],
  [/pine-forest-light|season-spring|season-autumn/, (c) => pl.pineLight(c)],
  [/forest-floor/, (c) => pl.forestFloor(c)],
  [/gulf-shore|gulf of finland with/, (c) => sh.gulfShore(c)],
  [/lake/, (c) => sh.lake(c)],
  [/season-summer|meadow/, (c) => pl.meadow(c)],
  [/season-winter/, (c) => pl.winterCard(c)],
  [/belvedere-tower|from below/, (c) => sh.belvedereBelow(c)],
  [/belvedere/, (c) => sh.belvedereAbove(c)],
  [/dacha|history/, (c) => sh.oldDacha(c)],
  [/sculpture-clearing|sculpture/, (c) => gr.sculptureClearing(c)],
  [/stela|entrance/, (c) => gr.entrance(c)],
  [/promenade/, (c) => gr.promenade(c)],
  [/playground/, (c) => gr.playground(c)],
  [/heather-garden|heather, grasses/, (c) => gd.heatherGarden(c)],
  [/planting/, (c) => gd.springPlanting(c)],
  [/night-path|lighting/, (c) => gd.nightPath(c)],
  [/shuttle/, (c) => gd.shuttle(c)],
  [/courtyard/, (c) => te.courtyard(c)],
  [/community|terrace under string/, (c) => te.terrace(c)],
  [/private-terrace|terrace/, (c) => te.privateTerrace(c)],
  [/sauna/, (c) => te.sauna(c)],
  [/three-types|row of three/, (c) => ext.threeTypes(c)],
  [/evening-houses|blue hour/, (c) => ext.eveningHouses(c)],
  [/type-a|black timber-and-glass house/, (c) => ext.oneType(c, 'A')],
  [/type-b|stone-and-render villa/, (c) => ext.oneType(c, 'B')],
  [/type-c|white modernist/, (c) => ext.oneType(c, 'C')],
  [/mist/, (c) => ext.mistHouse(c)],
  [/residence-winter|villa in snow/, (c) => ext.winterVilla(c)],
]

export function seasonOf(text: string): Season {
  if (/winter|snow/.test(text)) return 'winter'
  if (/autumn|golden birch/.test(text)) return 'autumn'
  if (/spring/.test(text)) return 'spring'
  return 'summer'
}

export function timeOf(text: string): Time {
  if (/night/.test(text)) return 'night'
  if (/dusk|blue hour|evening|sunset|glowing/.test(text)) return 'dusk'
  if (/morning|mist/.test(text)) return 'morning'
  if (/low sun|late afternoon|golden|slanting/.test(text)) return 'golden'
  return 'day'
}

export function sceneOf(e: Entry): Scene {
  const name = e.name.toLowerCase()
  const subject = e.subject.toLowerCase()
  for (const [re, scene] of RULES) if (re.test(name)) return scene
  for (const [re, scene] of RULES) if (re.test(subject)) return scene
  return (c) => ext.threeTypes(c)
}

export function isHero(e: Entry): boolean {
  return e.width === 1920 && e.height === 1080
}

/** The complete SVG document for a registry entry; the same entry always gives the same bytes. */
export function render(e: Entry): string {
  const text = `${e.name} ${e.subject}`.toLowerCase()
  const season = seasonOf(text)
  const time = timeOf(text)
  const defs = new Defs()
  const L = light(season, time)
  defs.tone = {
    hi: time === 'dusk' || time === 'night' ? '#8fa88a' : '#cfe3d6',
    hiOp: time === 'night' ? 0.06 : time === 'dusk' ? 0.1 : 0.15,
    dark: time === 'night' ? 0.6 : time === 'dusk' ? 0.35 : 0,
    lite: false,
  }
  const c: Ctx = { w: e.width, h: e.height, defs, r: rng(e.name), L, season, time }
  let body = sceneOf(e)(c, e)
  if (isHero(e) && !e.name.startsWith('logo')) body += heroShade(c)
  return svgDoc({ width: e.width, height: e.height, title: e.subject, defs, body })
}
