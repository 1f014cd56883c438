// A canvas colour number as CSS (0x4a6b4f -> '#4a6b4f', with alpha '#4a6b4f57'): legends take
// the canvas's own values.

export function cssColour(colour: number, alpha = 1): string {
  const hex = `#${colour.toString(16).padStart(6, '0')}`
  if (alpha >= 1) return hex
  return `${hex}${Math.round(Math.max(0, alpha) * 255)
    .toString(16)
    .padStart(2, '0')}`
}
