// Draws a sheet's display list onto a pdf-lib page: paths through drawSvgPath (page points, y
// down, so the path is placed at the top-left corner and flipped), text in the embedded subset
// fonts with tracking as character spacing, and link areas as URI annotations.

import {
  type Color,
  LineCapStyle,
  type PDFDocument,
  type PDFFont,
  type PDFPage,
  PDFString,
  popGraphicsState,
  pushGraphicsState,
  rgb,
  setCharacterSpacing,
} from 'pdf-lib'
import { type FontRole, type Ink, PALETTE, type SheetPage } from './sheetTypes'

export type SheetFonts = Record<FontRole, PDFFont>

const colours = new Map<Ink, Color>()

function colour(ink: Ink): Color {
  let c = colours.get(ink)
  if (!c) {
    const hex = PALETTE[ink]
    const n = (i: number) => Number.parseInt(hex.slice(i, i + 2), 16) / 255
    c = rgb(n(1), n(3), n(5))
    colours.set(ink, c)
  }
  return c
}

export function drawSheet(
  doc: PDFDocument,
  page: PDFPage,
  sheet: SheetPage,
  fonts: SheetFonts,
): void {
  const height = page.getHeight()
  for (const item of sheet.items) {
    switch (item.kind) {
      case 'path':
        page.drawSvgPath(item.d, {
          x: 0,
          y: height,
          ...(item.fill ? { color: colour(item.fill) } : {}),
          ...(item.stroke
            ? { borderColor: colour(item.stroke), borderWidth: item.width ?? 0.5 }
            : {}),
          ...(item.dash ? { borderDashArray: [...item.dash] } : {}),
          ...(item.cap ? { borderLineCap: LineCapStyle.Round } : {}),
        })
        break
      case 'text': {
        const tracked = Boolean(item.tracking)
        if (tracked)
          page.pushOperators(pushGraphicsState(), setCharacterSpacing(item.tracking ?? 0))
        page.drawText(item.text, {
          x: item.x,
          y: height - item.y,
          size: item.size,
          font: fonts[item.font],
          color: colour(item.ink),
        })
        if (tracked) page.pushOperators(popGraphicsState())
        break
      }
      case 'link': {
        const rect = [item.x, height - item.y - item.height, item.x + item.width, height - item.y]
        const annot = doc.context.obj({
          Type: 'Annot',
          Subtype: 'Link',
          Rect: rect,
          Border: [0, 0, 0],
          A: { Type: 'Action', S: 'URI', URI: PDFString.of(item.url) },
        })
        page.node.addAnnot(doc.context.register(annot))
        break
      }
    }
  }
}
