// A QR code as inline SVG: one path of merged dark runs per row, drawn in the page, so it needs
// no network, no canvas and nothing the Content-Security-Policy would have to allow.

import { useMemo } from 'react'
import { qrRuns } from '../qr/qrRuns'

export function qrModulesPath(text: string): { d: string; size: number } {
  const { size, runs } = qrRuns(text)
  let d = ''
  for (const { row, start, end } of runs) d += `M${start} ${row}h${end - start}v1h${start - end}z`
  return { d, size }
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
