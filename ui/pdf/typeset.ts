// Setting text on a sheet: measured alignment, tracking, word wrap and hairlines, pushed onto a
// display list. Pure: widths come from the Measure the drawing side supplies (pdf-lib font
// metrics in the PDF, the same TTFs through canvas in the HTML template).

import { num } from './pathData'
import type { FontRole, Ink, Measure, SheetItem } from './sheetTypes'

export type Align = 'left' | 'center' | 'right'

export interface TextStyle {
  font: FontRole
  size: number
  ink: Ink
  tracking?: number
}

export class Typesetter {
  readonly items: SheetItem[] = []

  constructor(private readonly measure: Measure) {}

  /** Width as drawn: tracking adds after every character but the last. */
  width(text: string, style: TextStyle): number {
    const tracking = style.tracking ?? 0
    return this.measure(text, style.font, style.size) + tracking * Math.max(0, text.length - 1)
  }

  /** Sets one line with its baseline at y; returns its width. */
  text(text: string, x: number, y: number, style: TextStyle, align: Align = 'left'): number {
    if (!text) return 0
    const w = this.width(text, style)
    const left = align === 'left' ? x : align === 'right' ? x - w : x - w / 2
    this.items.push({
      kind: 'text',
      text,
      x: round(left),
      y: round(y),
      size: style.size,
      font: style.font,
      ink: style.ink,
      ...(style.tracking ? { tracking: style.tracking } : {}),
    })
    return w
  }

  /** Breaks text at spaces into lines no wider than maxWidth; a single long word stays whole. */
  wrap(text: string, maxWidth: number, style: TextStyle): string[] {
    const lines: string[] = []
    let line = ''
    for (const word of text.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word
      if (line && this.width(candidate, style) > maxWidth) {
        lines.push(line)
        line = word
      } else {
        line = candidate
      }
    }
    if (line) lines.push(line)
    return lines
  }

  /** Sets wrapped text from the first baseline y down; returns the baseline after the last line. */
  paragraph(text: string, x: number, y: number, width: number, style: TextStyle, leading: number) {
    let baseline = y
    for (const line of this.wrap(text, width, style)) {
      this.text(line, x, baseline, style)
      baseline += leading
    }
    return baseline
  }

  /** Largest size not above `size` at which the text fits `maxWidth` on one line. */
  fit(text: string, maxWidth: number, style: TextStyle, minSize: number): TextStyle {
    let size = style.size
    while (size > minSize && this.width(text, { ...style, size }) > maxWidth) size -= 0.5
    return { ...style, size }
  }

  rule(x1: number, y: number, x2: number, ink: Ink = 'hairline', width = 0.4): void {
    this.items.push({
      kind: 'path',
      d: `M${num(x1)} ${num(y)}L${num(x2)} ${num(y)}`,
      stroke: ink,
      width,
    })
  }

  push(...items: SheetItem[]): void {
    this.items.push(...items)
  }
}

const round = (n: number) => Math.round(n * 100) / 100
