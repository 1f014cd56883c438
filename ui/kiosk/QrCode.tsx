// A QR code as inline SVG: one path of merged dark runs per row, drawn in the page, so it needs
// no network, no canvas and nothing the Content-Security-Policy would have to allow.

import QRCode from 'qrcode'
import { useMemo } from 'react'

export function qrModulesPath(text: string): { d: string; size: number } {
  // Level M: scans from a glossy screen at an angle and keeps the code coarse.
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' })
  const n = modules.size
  let d = ''
  for (let row = 0; row < n; row++) {
    let col = 0
    while (col < n) {
      if (!modules.get(row, col)) {
        col++
        continue
      }
      const start = col
      while (col < n && modules.get(row, col)) col++
      d += `M${start} ${row}h${col - start}v1h${start - col}z`
    }
  }
  return { d, size: n }
}

export function QrCode({
  text,
  label,
  className,
}: {
  text: string
  label: string
  className?: string
}) {
  const { d, size } = useMemo(() => qrModulesPath(text), [text])
  const quiet = 4
  return (
    <svg
      className={className}
      viewBox={`${-quiet} ${-quiet} ${size + 2 * quiet} ${size + 2 * quiet}`}
      role="img"
      aria-label={label}
      data-testid="kiosk-qr"
      data-url={text}
      shapeRendering="crispEdges"
    >
      <rect x={-quiet} y={-quiet} width={size + 2 * quiet} height={size + 2 * quiet} fill="#fff" />
      <path d={d} fill="#142a1f" />
    </svg>
  )
}
