// Hands the strip's canvas and layout to the plans renderer's painter (filled in after the
// renderer's regroup lands).

import type { RefObject } from 'react'
import type { SunStrip } from '../../engine/sunView/sunStrip'

export function useSunStripCanvas(
  _canvas: RefObject<HTMLCanvasElement | null>,
  _strip: SunStrip | null,
): void {}
