// The QR code back to the flat on the site, as vector squares: each row's dark runs merged into
// one rectangle, so a code is a few hundred path segments and stays sharp at any print size.
// Pure apart from the qrcode encoder, which is itself pure.

import QRCode from 'qrcode'
import { num } from './pathData'

export interface QrPath {
  /** Path data of the dark modules inside the square (x, y, size). */
  d: string
  modules: number
}

export function qrPath(text: string, x: number, y: number, size: number): QrPath {
  // Level M survives a fold or a smudge on paper and keeps the code small enough to scan at 2 cm.
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' })
  const n = modules.size
  const cell = size / n
  const parts: string[] = []
  for (let row = 0; row < n; row++) {
    let col = 0
    while (col < n) {
      if (!modules.get(row, col)) {
        col++
        continue
      }
      const start = col
      while (col < n && modules.get(row, col)) col++
      const [x0, y0, x1, y1] = [
        x + start * cell,
        y + row * cell,
        x + col * cell,
        y + (row + 1) * cell,
      ]
      parts.push(
        `M${num(x0)} ${num(y0)}L${num(x1)} ${num(y0)}L${num(x1)} ${num(y1)}L${num(x0)} ${num(y1)}Z`,
      )
    }
  }
  return { d: parts.join(''), modules: n }
}
