// Setting type with a font stack: splitting a string into runs by the file that has each glyph,
// measuring, letter-spacing, and greedy line breaking. Russian typesetting keeps one- and two-letter
// words (в, и, на) with the word after them, as a good editor would.

import { type PDFFont, type PDFPage, type RGB, setCharacterSpacing } from 'pdf-lib'
import type { Face } from './fonts'

export interface TextStyle {
  face: Face
  size: number
  color: RGB
  /** Extra space after every character, points. */
  tracking?: number
  opacity?: number
  upper?: boolean
}

interface Run {
  font: PDFFont
  text: string
}

export function runsOf(face: Face, text: string): Run[] {
  const runs: Run[] = []
  let current = -1
  for (const ch of text) {
    const cp = ch.codePointAt(0) ?? 32
    // Stay in the current file while it can draw the character: fewer runs, kerning kept.
    let index = current >= 0 && face.covers[current]?.(cp) ? current : -1
    if (index < 0) index = face.covers.findIndex((covers) => covers(cp))
    if (index < 0) index = face.fonts.length - 1
    const last = runs[runs.length - 1]
    if (index === current && last) last.text += ch
    else runs.push({ font: face.fonts[index]!, text: ch })
    current = index
  }
  return runs
}

const shown = (style: TextStyle, text: string) => (style.upper ? text.toUpperCase() : text)

export function widthOf(style: TextStyle, text: string): number {
  const value = shown(style, text)
  let width = 0
  for (const run of runsOf(style.face, value))
    width += run.font.widthOfTextAtSize(run.text, style.size)
  const count = [...value].length
  return width + (style.tracking ?? 0) * Math.max(0, count - 1)
}

/** Draws one line with its baseline at `y` (PDF coordinates, from the bottom). */
export function drawLine(page: PDFPage, style: TextStyle, text: string, x: number, y: number) {
  const value = shown(style, text)
  const tracking = style.tracking ?? 0
  if (tracking) page.pushOperators(setCharacterSpacing(tracking))
  let at = x
  for (const run of runsOf(style.face, value)) {
    page.drawText(run.text, {
      x: at,
      y,
      size: style.size,
      font: run.font,
      color: style.color,
      opacity: style.opacity ?? 1,
    })
    at += run.font.widthOfTextAtSize(run.text, style.size) + tracking * [...run.text].length
  }
  if (tracking) page.pushOperators(setCharacterSpacing(0))
}

/** Glues short words to the next one with a no-break space. */
export function typeset(text: string): string {
  return text
    .replace(/(?<=^|[\s(«„"])([\p{L}\d]{1,2}) (?=\S)/gu, '$1\u00a0')
    .replace(/ — /g, '\u00a0— ')
}

/** Greedy line breaking at spaces; a word wider than the measure gets a line of its own. */
export function wrap(style: TextStyle, text: string, width: number): string[] {
  // Each word is measured once and lines are summed: measuring every growing line is quadratic.
  const space = widthOf(style, ' ') + 2 * (style.tracking ?? 0)
  const lines: string[] = []
  for (const block of typeset(text).split('\n')) {
    let line = ''
    let lineWidth = 0
    for (const word of block.split(' ')) {
      const wordWidth = widthOf(style, word)
      if (line && lineWidth + space + wordWidth > width) {
        lines.push(line)
        line = word
        lineWidth = wordWidth
      } else {
        lineWidth = line ? lineWidth + space + wordWidth : wordWidth
        line = line ? `${line} ${word}` : word
      }
    }
    lines.push(line)
  }
  return lines
}
