// /pdf-generate: the screen that builds a flat plan PDF, optionally with broker branding.

import type { PageEntry } from '../schema'

export const pdfGenerate: PageEntry = {
  ru: {
    meta: {
      title: 'Сохранить PDF — клубная резиденция «Хвоя»',
      description:
        'Сохраните планировку квартиры в «Хвое» в PDF: векторный план, экспликация и QR-код. Брокеры могут добавить свой логотип и контакты для клиента.',
    },
    hero: {
      image: 'plans-floor-sketch',
      imageAlt: 'План квартиры, готовый к выгрузке',
      title: 'Сохранить в PDF',
      text: 'Соберите PDF с планом выбранной квартиры. Брокеры могут добавить свои контакты, чтобы отправить документ клиенту.',
    },
    sections: [
      {
        kind: 'text',
        id: 'intro',
        title: 'Что будет в документе',
        paragraphs: [
          'Векторный план квартиры, экспликация помещений, масштабная линейка, стрелка севера, дата, QR-код на страницу квартиры и правовая оговорка.',
        ],
      },
    ],
  },
  en: {
    meta: {
      title: 'Save as PDF — Khvoya Club Residence',
      description:
        'Save a Khvoya floor plan as PDF: a vector plan, room schedule and QR code. Brokers can add their own logo and contact details before sending it on.',
    },
    hero: {
      image: 'plans-floor-sketch',
      imageAlt: 'A floor plan ready to export',
      title: 'Save as PDF',
      text: 'Build a PDF of the chosen flat’s floor plan. Brokers can add their own contact details before sending it to a client.',
    },
    sections: [
      {
        kind: 'text',
        id: 'intro',
        title: 'What the document includes',
        paragraphs: [
          'A vector floor plan, a room schedule, a scale bar, a north arrow, the date, a QR code to the flat’s page and the legal notice.',
        ],
      },
    ],
  },
}
