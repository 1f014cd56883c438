// The English summary page at the end of the agreement, laid out: its words are
// content/documents/agreement/summary.ts.

import { Paragraph, TextRun } from 'docx'
import {
  SUMMARY_SECTIONS,
  SUMMARY_TITLE,
  summaryIntro,
} from '../../../content/documents/agreement/summary'
import { PINE, title } from './format'

/** Marks the runs as English, so Word checks their spelling as English. */
const EN = { language: { value: 'en-GB' } }

export function englishSummary(developer: string): Paragraph[] {
  return [
    ...title(SUMMARY_TITLE),
    new Paragraph({
      spacing: { after: 120, line: 240 },
      children: [
        new TextRun({
          text: summaryIntro(developer),
          italics: true,
          size: 20,
          ...EN,
        }),
      ],
    }),
    ...SUMMARY_SECTIONS.flatMap(([head, text]) => [
      new Paragraph({
        keepNext: true,
        spacing: { before: 80, after: 0 },
        children: [new TextRun({ text: head, bold: true, color: PINE, size: 20, ...EN })],
      }),
      new Paragraph({
        spacing: { after: 40, line: 240 },
        children: [new TextRun({ text, size: 20, ...EN })],
      }),
    ]),
  ]
}
