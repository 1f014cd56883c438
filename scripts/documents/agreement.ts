// Generates the template of the equity participation agreement (договор участия в долевом
// строительстве) as a .docx: structured like the standard form under Federal Law 214-FZ, filled
// from content/site.ts (developer, completion, instalment terms) and the escrow bank of
// content/team.ts, with underscores for everything agreed per deal. Every page carries the
// «ШАБЛОН. Не является офертой» header and footer; an English summary closes the document.

import {
  AlignmentType,
  BorderStyle,
  Document,
  Footer,
  Header,
  Packer,
  PageNumber,
  Paragraph,
  type ParagraphChild,
  Tab,
  type Table,
  TextRun,
} from 'docx'
import { SITE } from '../../content/site'
import { TEAM } from '../../content/team'
import {
  _,
  clause,
  heading,
  item,
  MUTED,
  PAGE,
  PINE,
  plain,
  table,
  TEXT_WIDTH,
  title,
} from './agreement/format'
import { FRAME, TEMPLATE_MARK } from '../../content/documents/agreement/frame'
import type {
  AgreementFacts,
  Block,
  ContractSection,
} from '../../content/documents/agreement/model'
import { sectionsOneToFive } from '../../content/documents/agreement/termsA'
import { sectionsSixToFourteen } from '../../content/documents/agreement/termsB'
import { planAppendix, requisites, scheduleAppendix } from './agreement/requisites'
import { englishSummary } from './agreement/summary'

export { TEMPLATE_MARK }

function facts(): AgreementFacts {
  const bank = TEAM.find((p) => p.id === 'financial-partner')?.company.ru ?? _(30)
  return {
    developer: SITE.legalEntity.ru,
    bank,
    completion: SITE.completion.text.ru,
    downPaymentMin: SITE.constants.downPaymentMinPercent,
    rate: SITE.constants.instalmentRatePercent,
    finishing: [...FRAME.finishing],
    serviced: FRAME.serviced,
  }
}

/** A table's column shares of the text's width in twips; the last column takes the rest, so
 * rounding never leaves the table short of or over the margin. */
function twips(shares: readonly number[]): number[] {
  const widths = shares.slice(0, -1).map((share) => Math.round(TEXT_WIDTH * share))
  return [...widths, TEXT_WIDTH - widths.reduce((sum, w) => sum + w, 0)]
}

function render(section: ContractSection, n: number): (Paragraph | Table)[] {
  const out: (Paragraph | Table)[] = [heading(n, section.title)]
  let k = 0
  for (const block of section.blocks as Block[]) {
    if (typeof block === 'string') out.push(clause(`${n}.${++k}.`, block))
    else if ('table' in block) out.push(table(block.table, twips(block.widths), true), plain(''))
    else if ('items' in block) {
      out.push(clause(`${n}.${++k}.`, block.text))
      for (const [i, text] of block.items.entries()) out.push(item(`${i + 1})`, text))
    } else {
      out.push(clause(`${n}.${++k}.`, block.text))
      for (const [i, text] of block.sub.entries()) out.push(clause(`${n}.${k}.${i + 1}.`, text, 2))
    }
  }
  return out
}

const rule = (side: 'top' | 'bottom') => ({
  [side]: { style: BorderStyle.SINGLE, size: 6, color: PINE, space: 4 },
})

/** The running head's or foot's one line: ruled on `side`, its second part at the right margin. */
function runningLine(side: 'top' | 'bottom', children: ParagraphChild[]) {
  return new Paragraph({
    border: rule(side),
    tabStops: [{ type: 'right', position: TEXT_WIDTH }],
    children,
  })
}

function header() {
  return new Header({
    children: [
      runningLine('bottom', [
        new TextRun({ text: SITE.fullName.ru, size: 16, color: MUTED }),
        new TextRun({ children: [new Tab(), TEMPLATE_MARK], size: 16, bold: true, color: PINE }),
      ]),
    ],
  })
}

function footer() {
  return new Footer({
    children: [
      runningLine('top', [
        new TextRun({ text: `${TEMPLATE_MARK} · ${FRAME.templateMarkEn}`, size: 16, color: MUTED }),
        new TextRun({
          children: [new Tab(), FRAME.page, PageNumber.CURRENT, FRAME.of, PageNumber.TOTAL_PAGES],
          size: 16,
          color: MUTED,
        }),
      ]),
    ],
  })
}

export function agreementDocument(): Document {
  const f = facts()
  const sections = [...sectionsOneToFive(f), ...sectionsSixToFourteen()]
  const body: (Paragraph | Table)[] = [
    ...title(FRAME.title(), FRAME.subtitle),
    new Paragraph({
      tabStops: [{ type: 'right', position: TEXT_WIDTH }],
      spacing: { after: 240 },
      children: [new TextRun({ children: [FRAME.city(), new Tab(), FRAME.date()] })],
    }),
    new Paragraph({
      alignment: AlignmentType.JUSTIFIED,
      spacing: { after: 200 },
      children: [
        new TextRun({
          text: FRAME.notAnOffer,
          italics: true,
          size: 20,
          color: MUTED,
        }),
      ],
    }),
    plain(FRAME.developerParty(f.developer)),
    plain(FRAME.participantParty()),
    ...sections.flatMap((section, i) => render(section, i + 1)),
    heading(sections.length + 1, FRAME.requisitesHeading),
    ...requisites(f.developer),
    new Paragraph({ pageBreakBefore: true, children: [] }),
    ...planAppendix(),
    new Paragraph({ pageBreakBefore: true, children: [] }),
    ...scheduleAppendix(f.downPaymentMin),
    new Paragraph({ pageBreakBefore: true, children: [] }),
    ...englishSummary(SITE.legalEntity.en),
  ]
  return new Document({
    title: FRAME.documentTitle(SITE.fullName.ru),
    subject: TEMPLATE_MARK,
    creator: SITE.legalEntity.ru,
    description: FRAME.description,
    keywords: FRAME.keywords,
    styles: {
      default: {
        document: {
          run: { font: 'Times New Roman', size: 22, language: { value: 'ru-RU' } },
          paragraph: { spacing: { line: 264 } },
        },
      },
    },
    sections: [
      {
        properties: {
          page: { size: { width: PAGE.width, height: PAGE.height }, margin: PAGE.margin },
        },
        headers: { default: header() },
        footers: { default: footer() },
        children: body,
      },
    ],
  })
}

/** The .docx bytes. */
export async function generateAgreement(): Promise<Buffer> {
  return Packer.toBuffer(agreementDocument())
}
