// Where the site plan's cards may slide sideways: inside the picture as drawn, and inside the
// canvas less a margin. Pure, for the tests.

import { type Camera, type Viewport, worldToScreen } from '../stage/camera'
import type { Box, WorldPoint } from '../stage/space'

/**
 * The lane, screen px, a card keeps between: the canvas less `margin` each side, narrowed to the
 * picture where the picture ends short of it. The frame leaves a band of paper beside the picture
 * on a landscape stage, and a card slid only to the canvas's edge ran off the picture into it (the
 * eastern building on the kiosk).
 */
export function cardLane(
  picture: Box<WorldPoint>,
  camera: Camera,
  vp: Viewport,
  margin: number,
): { left: number; right: number } {
  const a = worldToScreen(camera, vp, picture.min)
  const b = worldToScreen(camera, vp, picture.max)
  return {
    left: Math.max(margin, Math.min(a[0], b[0])),
    right: Math.min(vp.width - margin, Math.max(a[0], b[0])),
  }
}
