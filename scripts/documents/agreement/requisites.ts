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
        children: [
          new TextRun({ text: '(подпись)          (расшифровка)', size: 16, color: '6F766F' }),
        ],
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
              'Застройщик',
              [
                developer,
                `ОГРН ${_(16)}`,
                `ИНН ${_(12)} КПП ${_(10)}`,
                `Адрес: ${_(28)}`,
                `Р/с ${_(24)}`,
                `Банк: ${_(26)}`,
                `К/с ${_(22)} БИК ${_(9)}`,
                `Эл. почта: ${_(22)}`,
              ],
              `${_(14)} / ${_(16)} /   М. П.`,
            ),
            column(
              'Участник долевого строительства',
              [
                `${_(34)}`,
                '(фамилия, имя, отчество)',
                `Дата рождения: ${_(18)}`,
                `Паспорт: серия ${_(6)} № ${_(10)}`,
                `Выдан: ${_(28)}`,
                `Адрес: ${_(28)}`,
                `СНИЛС: ${_(20)}`,
                `Телефон, эл. почта: ${_(16)}`,
              ],
              `${_(14)} / ${_(16)} /`,
            ),
          ],
        }),
      ],
    }),
  ]
}

export function planAppendix(): (Paragraph | Table)[] {
  return [
    ...title('Приложение № 1', `к Договору № ${_(8)} от «___» ${_(10)} 20__ г.`),
    plain('План Объекта и его местоположение на этаже Дома', { center: true }),
    plain(`Дом (корпус) ${_(8)}, секция ${_(6)}, этаж ${_(6)}, условный номер Объекта ${_(8)}.`, {
      center: true,
    }),
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
                  children: [
                    new TextRun({ text: 'Место для плана Объекта', color: '9AA39B', size: 20 }),
                  ],
                }),
              ],
            }),
          ],
        }),
      ],
    }),
    plain('Условные обозначения и экспликация помещений приводятся на плане.', { size: 20 }),
  ]
}

export function scheduleAppendix(downPaymentMin: number): (Paragraph | Table)[] {
  const rows = [
    ['№', 'Срок платежа (не позднее)', 'Сумма, руб.', 'Назначение платежа'],
    [
      '1',
      `«___» ${_(10)} 20__ г.`,
      _(12),
      `Первоначальный взнос (${_(3)} %, не менее ${downPaymentMin} %)`,
    ],
    ...Array.from({ length: 15 }, (_row, i) => [
      String(i + 2),
      `«___» ${_(10)} 20__ г.`,
      _(12),
      'Ежемесячный платёж',
    ]),
    ['', '', _(12), 'Итого: Цена Договора'],
  ]
  const widths = [600, 3000, 2200, TEXT_WIDTH - 5800]
  return [
    ...title('Приложение № 2', `к Договору № ${_(8)} от «___» ${_(10)} 20__ г.`),
    plain('График платежей', { center: true }),
    plain(
      'Рассрочка без начисления процентов (0 %). Платежи вносятся на Счёт эскроу после государственной регистрации Договора; последний платёж — до ввода Дома в эксплуатацию. Количество строк определяется индивидуальным графиком.',
      { size: 20 },
    ),
    table(rows, widths, true),
  ]
}
