// A QR code as runs of dark modules, row by row: the one encoding the kiosk's on-screen code and
// the PDF's printed code both paint, so the two always carry the same code for the same link.
// Pure apart from the qrcode encoder, which is itself pure.

import QRCode from 'qrcode'

/** Dark modules `start` to `end` (exclusive) of one row, in module units. */
export interface QrRun {
  row: number
  start: number
  end: number
}

export interface QrRuns {
  /** Modules per side, without the quiet zone. */
  size: number
  runs: QrRun[]
}

export function qrRuns(text: string): QrRuns {
  // Level M: scans from a glossy screen at an angle and survives a fold or a smudge on paper,
  // while keeping the code coarse enough to read at 2 cm.
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' })
  const n = modules.size
  const runs: QrRun[] = []
  for (let row = 0; row < n; row++) {
    let col = 0
    while (col < n) {
      if (!modules.get(row, col)) {
        col++
        continue
      }
      const start = col
      while (col < n && modules.get(row, col)) col++
      runs.push({ row, start, end: col })
    }
  }
  return { size: n, runs }
}
