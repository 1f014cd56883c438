// Section 15, the parties' details and signatures, and the two appendices a client fills in with
// the sales manager: the plan of the flat (a framed space) and the payment schedule.

import {
  AlignmentType,
  BorderStyle,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from 'docx'
import {
  PLAN_APPENDIX,
  REQUISITES,
  SCHEDULE_APPENDIX,
} from '../../../content/documents/agreement/frame'
import { _, plain, table, TEXT_WIDTH, title } from './format'

const NONE = { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' }
const HALF = Math.floor(TEXT_WIDTH / 2)

function column(heading: string, lines: string[], signature: string) {
  return new TableCell({
    width: { size: HALF, type: WidthType.DXA },
    margins: { left: 80, right: 160 },
    children: [
      new Paragraph({
        spacing: { after: 120 },
        children: [new TextRun({ text: heading, bold: true })],
      }),
      ...lines.map(
        (line) =>
          new Paragraph({
            spacing: { after: 60 },
            children: [new TextRun({ text: line, size: 21 })],
          }),
      ),
      new Paragraph({ spacing: { before: 360 }, children: [new TextRun(signature)] }),
      new Paragraph({
        children: [new TextRun({ text: REQUISITES.signatureNote, size: 16, color: '6F766F' })],
      }),
    ],
  })
}

export function requisites(developer: string): (Paragraph | Table)[] {
  return [
    new Table({
      width: { size: TEXT_WIDTH, type: WidthType.DXA },
      columnWidths: [HALF, TEXT_WIDTH - HALF],
      borders: {
        top: NONE,
        bottom: NONE,
        left: NONE,
        right: NONE,
        insideHorizontal: NONE,
        insideVertical: NONE,
      },
      rows: [
        new TableRow({
          cantSplit: true,
          children: [
            column(
              REQUISITES.developer.heading,
              REQUISITES.developer.lines(developer),
              REQUISITES.developer.signature(),
            ),
            column(
              REQUISITES.participant.heading,
              REQUISITES.participant.lines(),
              REQUISITES.participant.signature(),
            ),
          ],
        }),
      ],
    }),
  ]
}

export function planAppendix(): (Paragraph | Table)[] {
  return [
    ...title(PLAN_APPENDIX.title, PLAN_APPENDIX.subtitle()),
    plain(PLAN_APPENDIX.heading, { center: true }),
    plain(PLAN_APPENDIX.place(), { center: true }),
    new Table({
      width: { size: TEXT_WIDTH, type: WidthType.DXA },
      columnWidths: [TEXT_WIDTH],
      rows: [
        new TableRow({
          height: { value: 7600, rule: 'atLeast' },
          children: [
            new TableCell({
              width: { size: TEXT_WIDTH, type: WidthType.DXA },
              children: [
                new Paragraph({
                  alignment: AlignmentType.CENTER,
                  spacing: { before: 3400 },
                  children: [new TextRun({ text: PLAN_APPENDIX.space, color: '9AA39B', size: 20 })],
                }),
              ],
            }),
          ],
        }),
      ],
    }),
    plain(PLAN_APPENDIX.legend, { size: 20 }),
  ]
}

export function scheduleAppendix(downPaymentMin: number): (Paragraph | Table)[] {
  const rows = [
    [...SCHEDULE_APPENDIX.columns],
    ['1', SCHEDULE_APPENDIX.due(), _(12), SCHEDULE_APPENDIX.downPayment(downPaymentMin)],
    ...Array.from({ length: 15 }, (_row, i) => [
      String(i + 2),
      SCHEDULE_APPENDIX.due(),
      _(12),
      SCHEDULE_APPENDIX.monthly,
    ]),
    ['', '', _(12), SCHEDULE_APPENDIX.total],
  ]
  const widths = [600, 3000, 2200, TEXT_WIDTH - 5800]
  return [
    ...title(SCHEDULE_APPENDIX.title, SCHEDULE_APPENDIX.subtitle()),
    plain(SCHEDULE_APPENDIX.heading, { center: true }),
    plain(SCHEDULE_APPENDIX.note, { size: 20 }),
    table(rows, widths, true),
  ]
}
