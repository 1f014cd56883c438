// The typography of the agreement: page geometry (A4, GOST-style margins), the paragraph kinds a
// Russian contract uses (title, centred section heading, numbered clause with a hanging number,
// lettered list item, table of characteristics) and the underscores left for filling in by hand.

import {
  AlignmentType,
  BorderStyle,
  Paragraph,
  type ParagraphChild,
  Tab,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from 'docx'

/** Twips: 1 cm = 567. Left 3 cm, right 1.5 cm, top and bottom 2 cm. */
export const PAGE = {
  width: 11906,
  height: 16838,
  margin: { top: 1134, bottom: 1134, left: 1701, right: 850, header: 567, footer: 567 },
}
export const TEXT_WIDTH = PAGE.width - PAGE.margin.left - PAGE.margin.right

export const PINE = '1F3B2D'
export const MUTED = '6F766F'
const RULE = { style: BorderStyle.SINGLE, size: 4, color: '9AA39B' }

/** A blank to fill in by hand: the wording's own helper (content/documents/agreement/blank.ts). */
export { _ } from '../../../content/documents/agreement/blank'

/** Text with **bold** spans, so clauses can stay plain strings. */
export function runs(text: string, base: { size?: number; color?: string } = {}): TextRun[] {
  return text
    .split(/(\*\*[^*]+\*\*)/)
    .filter(Boolean)
    .map((part) =>
      part.startsWith('**')
        ? new TextRun({ text: part.slice(2, -2), bold: true, ...base })
        : new TextRun({ text: part, ...base }),
    )
}

export function title(text: string, sub?: string): Paragraph[] {
  const out = [
    new Paragraph({
      alignment: AlignmentType.CENTER,
      spacing: { before: 120, after: 60 },
      children: [new TextRun({ text, bold: true, size: 28, color: PINE })],
    }),
  ]
  if (sub) {
    out.push(
      new Paragraph({
        alignment: AlignmentType.CENTER,
        spacing: { after: 240 },
        children: [new TextRun({ text: sub, bold: true, size: 24 })],
      }),
    )
  }
  return out
}

export function heading(number: number | string, text: string): Paragraph {
  return new Paragraph({
    alignment: AlignmentType.CENTER,
    keepNext: true,
    spacing: { before: 280, after: 120 },
    children: [new TextRun({ text: `${number}. ${text.toUpperCase()}`, bold: true, color: PINE })],
  })
}

/** A numbered clause: the number hangs in the margin column, the text is justified. */
export function clause(number: string, text: string | ParagraphChild[], depth = 1): Paragraph {
  const hanging = depth === 1 ? 624 : 851
  const left = depth === 1 ? hanging : 624 + hanging
  return new Paragraph({
    alignment: AlignmentType.JUSTIFIED,
    spacing: { after: 80 },
    indent: { left, hanging },
    tabStops: [{ type: 'left', position: left }],
    children: [
      new TextRun({ children: [number, new Tab()] }),
      ...(typeof text === 'string' ? runs(text) : text),
    ],
  })
}

/** An item of a list inside a clause: «1) …». */
export function item(marker: string, text: string): Paragraph {
  return new Paragraph({
    alignment: AlignmentType.JUSTIFIED,
    spacing: { after: 40 },
    indent: { left: 1077, hanging: 340 },
    tabStops: [{ type: 'left', position: 1077 }],
    children: [new TextRun({ children: [marker, new Tab()] }), ...runs(text)],
  })
}

export function plain(text: string, o: { italic?: boolean; center?: boolean; size?: number } = {}) {
  return new Paragraph({
    alignment: o.center ? AlignmentType.CENTER : AlignmentType.JUSTIFIED,
    spacing: { after: 100 },
    children: [
      new TextRun({ text, italics: o.italic ?? false, ...(o.size ? { size: o.size } : {}) }),
    ],
  })
}

function cell(text: string, width: number, o: { bold?: boolean; shade?: boolean } = {}) {
  return new TableCell({
    width: { size: width, type: WidthType.DXA },
    margins: { top: 60, bottom: 60, left: 100, right: 100 },
    ...(o.shade ? { shading: { fill: 'EFE6D6' } } : {}),
    children: text.split('\n').map(
      (line) =>
        new Paragraph({
          children: [new TextRun({ text: line, bold: o.bold ?? false, size: 21 })],
        }),
    ),
  })
}

/** A bordered table; the first row is a shaded header when `header` is set. */
export function table(rows: string[][], widths: number[], header = false): Table {
  return new Table({
    width: { size: TEXT_WIDTH, type: WidthType.DXA },
    columnWidths: widths,
    borders: {
      top: RULE,
      bottom: RULE,
      left: RULE,
      right: RULE,
      insideHorizontal: RULE,
      insideVertical: RULE,
    },
    rows: rows.map(
      (row, r) =>
        new TableRow({
          tableHeader: header && r === 0,
          children: row.map((text, c) =>
            cell(text, widths[c] ?? 0, { bold: header && r === 0, shade: header && r === 0 }),
          ),
        }),
    ),
  })
}
