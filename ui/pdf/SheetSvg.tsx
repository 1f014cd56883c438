// A sheet's display list as SVG for the print template: the same paths and text the PDF draws,
// on an A4 page that prints at 210 x 297 mm. Environment: server, client.

import { memo } from 'react'
import { FONT_FAMILIES } from './fonts'
import styles from './Pdf.module.css'
import { A4, PALETTE, type SheetPage } from './sheetTypes'

export const SheetSvg = memo(function SheetSvg({
  page,
  label,
}: {
  page: SheetPage
  label: string
}) {
  return (
    <svg
      className={styles.sheet}
      viewBox={`0 0 ${A4.width} ${A4.height}`}
      xmlns="http://www.w3.org/2000/svg"
      role="img"
      aria-label={label}
      data-testid="pdf-sheet"
    >
      <rect width={A4.width} height={A4.height} fill={PALETTE.paper} />
      {page.items.map((item, i) => {
        switch (item.kind) {
          case 'path':
            return (
              <path
                key={i}
                d={item.d}
                fill={item.fill ? PALETTE[item.fill] : 'none'}
                stroke={item.stroke ? PALETTE[item.stroke] : undefined}
                strokeWidth={item.stroke ? (item.width ?? 0.5) : undefined}
                strokeDasharray={item.dash?.join(' ')}
                strokeLinecap={item.cap}
              />
            )
          case 'text':
            return (
              <text
                key={i}
                x={item.x}
                y={item.y}
                fontFamily={`"${FONT_FAMILIES[item.font]}"`}
                fontSize={item.size}
                fill={PALETTE[item.ink]}
                letterSpacing={item.tracking}
                xmlSpace="preserve"
              >
                {item.text}
              </text>
            )
          default:
            return (
              <a key={i} href={item.url} target="_blank" rel="noopener">
                <rect
                  x={item.x}
                  y={item.y}
                  width={item.width}
                  height={item.height}
                  fill="transparent"
                />
              </a>
            )
        }
      })}
    </svg>
  )
})
