import { describe, expect, it } from 'vitest'
import { fitCamera, type Viewport, worldToScreen } from './camera'
import { CARD_RISE, SITE_PICTURE, siteCards, siteFrameAt } from './siteFrame.fixture'
import { CARD_AIR, MOST_ROOM, SITE_PAPER, siteInsets } from './siteFrame'
import { fitHeightFor } from './stageFit'
import { world } from './space'

/** A portrait page's stage: the width, as tall as the renderer asks for (PlanStage, --fit-h). */
const fitted = (width: number, rise: number): Viewport => ({
  width,
  height: fitHeightFor(siteFrameAt(rise), width) ?? 0,
})

/** The highest full card's top on the canvas at rest, px (0 is the canvas's top edge). */
function highestCardTop(vp: Viewport, rise: number): number {
  const { box, insets } = siteFrameAt(rise)(vp)
  const camera = fitCamera(box, vp, insets)
  return Math.min(
    ...siteCards(rise).map((c) => worldToScreen(camera, vp, world(320, c.y))[1] - rise),
  )
}

/** The picture's top edge on the canvas at rest, px. */
function pictureTop(vp: Viewport, rise: number): number {
  const { box, insets } = siteFrameAt(rise)(vp)
  return worldToScreen(fitCamera(box, vp, insets), vp, SITE_PICTURE.min)[1]
}

// The canvases of the master plan at the sizes the layout is checked at (tests/e2e/plansLayout):
// landscape ones as the page lays them out beside the panel, portrait ones as tall as they ask.
const STAGES = [
  { name: 'desktop 1920x1080', vp: { width: 1316, height: 889 }, rise: CARD_RISE.desktop },
  { name: 'laptop 1366x768', vp: { width: 937, height: 627 }, rise: CARD_RISE.desktop },
  { name: 'tablet 1180x820', vp: { width: 751, height: 679 }, rise: CARD_RISE.touch },
  { name: 'tablet 1024x1366', vp: fitted(1024, CARD_RISE.touch), rise: CARD_RISE.touch },
  { name: 'tablet 820x1180', vp: fitted(820, CARD_RISE.touch), rise: CARD_RISE.touch },
  { name: 'kiosk 1080x1920', vp: fitted(1080, CARD_RISE.kiosk), rise: CARD_RISE.kiosk },
  { name: 'kiosk 1920x1080', vp: { width: 1316, height: 867 }, rise: CARD_RISE.kiosk },
  { name: 'a small tablet, 600 px', vp: fitted(600, CARD_RISE.touch), rise: CARD_RISE.touch },
  { name: 'a low landscape stage', vp: { width: 700, height: 300 }, rise: CARD_RISE.touch },
]

describe('the room the master plan keeps above the picture', () => {
  it.each(STAGES)('leaves every full card clear of the top edge: $name', ({ vp, rise }) => {
    expect(highestCardTop(vp, rise)).toBeGreaterThanOrEqual(0)
  })

  it.each([
    { width: 1024, rise: CARD_RISE.touch },
    { width: 820, rise: CARD_RISE.touch },
    { width: 1080, rise: CARD_RISE.kiosk },
  ])('is the paper alone on a portrait stage $width px wide', ({ width, rise }) => {
    const vp = fitted(width, rise)
    expect(siteInsets(SITE_PICTURE, vp, siteCards(rise)).top).toBe(SITE_PAPER)
    // The stage is as tall as the frame (to the whole px above): no slack, so no band above it.
    expect(pictureTop(vp, rise)).toBeCloseTo(SITE_PAPER, 0)
  })

  it('is the stage height the picture needs at 1024 px, the room above it included', () => {
    // 640 x 400 m at (1024 - 24 - 24) / 640 = 1.525 px/m: 610 px, and 24 px above and below.
    expect(fitHeightFor(siteFrameAt(CARD_RISE.touch), 1024)).toBe(658)
    // Building 12 stands 70 m below the picture's top: 24 + 70 x 1.525 - 72 = 58.75 px down.
    expect(highestCardTop(fitted(1024, CARD_RISE.touch), CARD_RISE.touch)).toBeCloseTo(58.75, 5)
  })

  it('grows to what the highest card needs where the paper is not enough', () => {
    const vp = { width: 700, height: 300 }
    const top = siteInsets(SITE_PICTURE, vp, siteCards(CARD_RISE.touch)).top
    // Height-limited: t + 70 x (300 - t - 24) / 400 = 72 + 8, so t = (80 - 48.3) / 0.825 = 38.4.
    expect(top).toBeCloseTo(38.42, 2)
    expect(highestCardTop(vp, CARD_RISE.touch)).toBeCloseTo(CARD_AIR, 5)
  })

  it('never keeps more than it did before; past that a card shrinks to its badge', () => {
    // t x 0.825 >= 80 + 8 - 70 x (100 - 24) / 400 = 74.7: 90.5 px, more than 84.
    const vp = { width: 640, height: 100 }
    expect(siteInsets(SITE_PICTURE, vp, siteCards(CARD_RISE.kiosk)).top).toBe(MOST_ROOM)
  })

  it("keeps a phone as it was: the badges' band above, no paper at the sides", () => {
    expect(siteInsets(SITE_PICTURE, fitted(390, 60), siteCards(60))).toEqual({
      top: 28,
      right: 0,
      bottom: 8,
      left: 0,
    })
  })

  it('leaves the paper alone before the cards have their text (nothing to make room for)', () => {
    expect(siteInsets(SITE_PICTURE, { width: 700, height: 300 }, siteCards(0)).top).toBe(SITE_PAPER)
  })
})
