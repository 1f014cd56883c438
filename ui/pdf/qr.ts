// The QR code back to the flat on the site, as vector squares: each row's dark runs merged into
// one rectangle, so a code is a few hundred path segments and stays sharp at any print size.
// Pure: the runs come from ui/qr/qrRuns.ts, shared with the kiosk's on-screen code.

import { qrRuns } from '../qr/qrRuns'
import { num } from './pathData'

export interface QrPath {
  /** Path data of the dark modules inside the square (x, y, size). */
  d: string
  modules: number
}

export function qrPath(text: string, x: number, y: number, size: number): QrPath {
  const { size: n, runs } = qrRuns(text)
  const cell = size / n
  const parts = runs.map(({ row, start, end }) => {
    const [x0, y0, x1, y1] = [
      x + start * cell,
      y + row * cell,
      x + end * cell,
      y + (row + 1) * cell,
    ]
    return `M${num(x0)} ${num(y0)}L${num(x1)} ${num(y0)}L${num(x1)} ${num(y1)}L${num(x0)} ${num(y1)}Z`
  })
  return { d: parts.join(''), modules: n }
}
