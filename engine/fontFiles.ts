// When a page asks for each web font (scripts/fonts.ts writes the files). Pure. Environment: server,
// client.

/** The body text and the hero title's display face: preloaded in <head> (pages/+Head.tsx). */
export const FIRST_SCREEN_FONTS = ['manrope-400-normal', 'cormorant-garamond-500-normal'] as const

/**
 * The weights every page's stylesheet draws with beyond the first screen's (labels, buttons,
 * prices): fetched beside the deferred stylesheet, which is applied once they are in
 * (server/html/deferHydration.ts). Applied first, the sheet's faces for them were still loading,
 * so its text was laid out in the system's fallback face and again when each weight came: on a
 * phone's plans page that was the longest task while it loaded, most of it spent finding the
 * system's fonts. The italic stays on demand: few pages draw it.
 */
export const SHEET_FONTS = ['manrope-500-normal', 'manrope-600-normal'] as const

/** Whether `url` is the built file of one of `fonts` (Vite adds a hash: `name.Ab12.woff2`). */
export function isFontFile(url: string, fonts: readonly string[]): boolean {
  const file = url.slice(url.lastIndexOf('/') + 1)
  return fonts.some((name) => file.startsWith(`${name}.`))
}
