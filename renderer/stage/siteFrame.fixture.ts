// Test data for the master plan's framing: the picture's box and its label cards as the scene
// passes them to siteFrame.ts, with the card height a test is about. Data only.

import type { Viewport } from './camera'
import type { SceneFrame } from '../scenes/scene'
import { type RisingCard, siteInsets } from './siteFrame'
import { type Box, type WorldPoint, world } from './space'

/** The whole picture, world m (0-100 % of the 640 x 400 m site, renderer/stage/projections.ts). */
export const SITE_PICTURE: Box<WorldPoint> = { min: world(0, 0), max: world(640, 400) }

/**
 * Every card's anchor, world m y down: the buildings' centres (server/catalogue/site/siteData.ts
 * SITING, which renderer tests may not import), then the belvedere's. The northern edge's 12, 11
 * and 13 stand 70-80 m below the picture's top.
 */
const ANCHOR_Y = [84, 74, 70, 80, 118, 196, 290, 322, 214, 146, 318, 286, 206, 250]

/**
 * Full card heights above the anchor, px: the 14 px stem and a card of a 24 px title over a line
 * of 11 px (desktop: 29 + 15 px line boxes + 10, measured 68), 12 px (touch: 70) or 18 px (kiosk:
 * 77), each rounded up a little.
 */
export const CARD_RISE = { desktop: 70, touch: 72, kiosk: 80 } as const

export const siteCards = (rise: number): RisingCard[] => ANCHOR_Y.map((y) => ({ y, rise }))

/** The master plan's frame of the whole picture on a stage, as the scene frames it at rest. */
export const siteFrameAt =
  (rise: number) =>
  (vp: Viewport): SceneFrame => ({
    box: SITE_PICTURE,
    insets: siteInsets(SITE_PICTURE, vp, siteCards(rise)),
  })
