// /pdf-template: the print layout of a flat plan for brokers and buyers.

import type { PageEntry } from '../schema'

export const pdfTemplate: PageEntry = {
  ru: {
    meta: {
      title: 'Планировка в PDF — клубная резиденция «Хвоя»',
      description:
        'Шаблон планировки «Хвои» для печати и PDF: план квартиры с экспликацией, масштабной линейкой, сторонами света, датой и QR-кодом на страницу квартиры.',
    },
    hero: {
      image: 'plans-floor-sketch',
      imageAlt: 'Лист с планом квартиры и экспликацией',
      title: 'Планировка для печати',
      text: 'План квартиры с экспликацией помещений, масштабом, стрелкой севера и датой выгрузки. Цены и наличие актуальны на дату документа.',
    },
    sections: [
      {
        kind: 'text',
        id: 'intro',
        title: 'Оговорка',
        paragraphs: [
          'Документ носит информационный характер и не является публичной офертой. Площади и планировки могут уточняться по результатам обмеров после ввода дома в эксплуатацию.',
        ],
      },
    ],
  },
  en: {
    meta: {
      title: 'Floor plan PDF — Khvoya Club Residence',
      description:
        'The Khvoya floor plan sheet for print and PDF: the plan with a room schedule, scale bar, north arrow, date stamp and a QR code back to the flat online.',
    },
    hero: {
      image: 'plans-floor-sketch',
      imageAlt: 'A sheet with a floor plan and room schedule',
      title: 'Printable floor plan',
      text: 'The floor plan with its room schedule, scale bar, north arrow and the date it was produced. Prices and availability are correct on that date.',
    },
    sections: [
      {
        kind: 'text',
        id: 'intro',
        title: 'Please note',
        paragraphs: [
          'This document is for information only and is not a public offer. Areas and layouts may be adjusted after the as-built survey once the building is commissioned.',
        ],
      },
    ],
  },
}
