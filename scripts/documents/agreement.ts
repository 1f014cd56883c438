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
import type { AgreementFacts, Block, ContractSection } from './agreement/model'
import { planAppendix, requisites, scheduleAppendix } from './agreement/requisites'
import { englishSummary } from './agreement/summary'
import { sectionsOneToFive } from './agreement/termsA'
import { sectionsSixToFourteen } from './agreement/termsB'

export const TEMPLATE_MARK = 'ШАБЛОН. Не является офертой'

function facts(): AgreementFacts {
  const bank = TEAM.find((p) => p.id === 'financial-partner')?.company.ru ?? _(30)
  return {
    developer: SITE.legalEntity.ru,
    bank,
    completion: SITE.completion.text.ru,
    downPaymentMin: SITE.constants.downPaymentMinPercent,
    rate: SITE.constants.instalmentRatePercent,
    finishing: ['предчистовая', 'палитра «Дюна»', 'палитра «Бор»'],
    serviced:
      'Участник уведомлён, что помещения в домах А1–А4 предназначены для использования в качестве сервисных апартаментов и после ввода Дома в эксплуатацию могут быть переданы оператору резиденции по отдельному договору управления. Заключение такого договора является правом Участника и не является условием Договора.',
  }
}

function render(section: ContractSection, n: number): (Paragraph | Table)[] {
  const out: (Paragraph | Table)[] = [heading(n, section.title)]
  let k = 0
  for (const block of section.blocks as Block[]) {
    if (typeof block === 'string') out.push(clause(`${n}.${++k}.`, block))
    else if ('table' in block) out.push(table(block.table, block.widths, true), plain(''))
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

function header() {
  return new Header({
    children: [
      new Paragraph({
        border: rule('bottom'),
        tabStops: [{ type: 'right', position: TEXT_WIDTH }],
        children: [
          new TextRun({ text: SITE.fullName.ru, size: 16, color: MUTED }),
          new TextRun({ children: [new Tab(), TEMPLATE_MARK], size: 16, bold: true, color: PINE }),
        ],
      }),
    ],
  })
}

function footer() {
  return new Footer({
    children: [
      new Paragraph({
        border: rule('top'),
        tabStops: [{ type: 'right', position: TEXT_WIDTH }],
        children: [
          new TextRun({
            text: `${TEMPLATE_MARK} · Template, not an offer`,
            size: 16,
            color: MUTED,
          }),
          new TextRun({
            children: [new Tab(), 'Стр. ', PageNumber.CURRENT, ' из ', PageNumber.TOTAL_PAGES],
            size: 16,
            color: MUTED,
          }),
        ],
      }),
    ],
  })
}

export function agreementDocument(): Document {
  const f = facts()
  const sections = [...sectionsOneToFive(f), ...sectionsSixToFourteen()]
  const body: (Paragraph | Table)[] = [
    ...title(`ДОГОВОР № ${_(8)}`, 'участия в долевом строительстве многоквартирного дома'),
    new Paragraph({
      tabStops: [{ type: 'right', position: TEXT_WIDTH }],
      spacing: { after: 240 },
      children: [new TextRun({ children: [`г. ${_(18)}`, new Tab(), `«___» ${_(12)} 20__ г.`] })],
    }),
    new Paragraph({
      alignment: AlignmentType.JUSTIFIED,
      spacing: { after: 200 },
      children: [
        new TextRun({
          text: `Форма договора приведена для ознакомления и не является публичной офертой (статья 437 Гражданского кодекса Российской Федерации). Условия договора с конкретным покупателем, в том числе цена и график платежей, определяются при его заключении. Проектная декларация и разрешение на строительство размещены в единой информационной системе жилищного строительства (наш.дом.рф).`,
          italics: true,
          size: 20,
          color: MUTED,
        }),
      ],
    }),
    plain(
      `${f.developer}, ОГРН ${_(16)}, ИНН ${_(12)}, КПП ${_(10)}, адрес (место нахождения): ${_(36)}, в лице ${_(30)}, действующего на основании ${_(20)}, именуемое в дальнейшем «Застройщик», с одной стороны, и`,
    ),
    plain(
      `гражданин(ка) Российской Федерации ${_(36)} (фамилия, имя, отчество), дата рождения ${_(12)}, место рождения ${_(24)}, паспорт: серия ${_(6)} № ${_(10)}, выдан ${_(30)}, дата выдачи ${_(12)}, код подразделения ${_(8)}, зарегистрированный(ая) по адресу: ${_(40)}, СНИЛС ${_(14)}, именуемый(ая) в дальнейшем «Участник долевого строительства» или «Участник», с другой стороны, совместно именуемые «Стороны», заключили настоящий договор (далее — «Договор») о нижеследующем:`,
    ),
    ...sections.flatMap((section, i) => render(section, i + 1)),
    heading(sections.length + 1, 'Адреса, реквизиты и подписи сторон'),
    ...requisites(f.developer),
    new Paragraph({ pageBreakBefore: true, children: [] }),
    ...planAppendix(),
    new Paragraph({ pageBreakBefore: true, children: [] }),
    ...scheduleAppendix(f.downPaymentMin),
    new Paragraph({ pageBreakBefore: true, children: [] }),
    ...englishSummary(SITE.legalEntity.en),
  ]
  return new Document({
    title: `${SITE.fullName.ru}. Договор участия в долевом строительстве (шаблон)`,
    subject: TEMPLATE_MARK,
    creator: SITE.legalEntity.ru,
    description: 'Шаблон договора участия в долевом строительстве по Федеральному закону № 214-ФЗ',
    keywords: 'ДДУ, 214-ФЗ, эскроу, шаблон',
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
