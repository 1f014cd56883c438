// The type scale of the presentation: one display serif for titles, figures and quotes, one sans
// for text, sized for an A4 landscape page read on screen and in print.

import type { Faces } from './fonts'
import { C } from './palette'
import type { TextStyle } from './text'

export function typeScale(f: Faces) {
  return {
    eyebrow: { face: f.textStrong, size: 6.8, color: C.moss, tracking: 1.3, upper: true },
    hero: { face: f.display, size: 66, color: C.pine },
    title: { face: f.display, size: 38, color: C.pine },
    subtitle: { face: f.display, size: 21, color: C.pine },
    lead: { face: f.display, size: 15.5, color: C.charcoal },
    quote: { face: f.displayItalic, size: 17, color: C.pine },
    body: { face: f.text, size: 8.4, color: C.ink },
    strong: { face: f.textStrong, size: 8.4, color: C.charcoal },
    small: { face: f.text, size: 6.8, color: C.muted },
    figure: { face: f.display, size: 34, color: C.pine },
  } satisfies Record<string, TextStyle>
}

export type TypeScale = ReturnType<typeof typeScale>
