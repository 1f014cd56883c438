// The site config a real client swaps: brand, contacts, addresses, documents, registers, legal
// entity and the business constants of the product spec. Data only; the ui reads it, never edits
// it.

import type { Localized } from './schema'

export interface Address {
  /** The full postal line, as printed on the page. */
  text: Localized<string>
  /** A short label for the map marker and the route link. */
  label: Localized<string>
  lat: number
  lon: number
}

export interface ExternalDocument {
  label: Localized<string>
  href: string
}

export interface DownloadDocument {
  label: Localized<string>
  href: string
  /** The English edition, where there is one. */
  hrefEn?: string
}

/** The sales line as a page in `locale` prints it: from abroad the 8 prefix does not dial. */
export function phoneDisplay(locale: 'ru' | 'en'): string {
  return locale === 'en' ? SITE.phone.international : SITE.phone.display
}

export function documentHref(doc: DownloadDocument, locale: 'ru' | 'en'): string {
  return locale === 'en' && doc.hrefEn ? doc.hrefEn : doc.href
}

export interface SiteConfig {
  brand: Localized<string>
  fullName: Localized<string>
  tagline: Localized<string>
  /** `display` is the national form Russian readers dial; `international` the one abroad does. */
  phone: { display: string; international: string; e164: string; href: string }
  hours: { text: Localized<string>; opens: string; closes: string }
  office: Address
  showroom: Address
  emails: { sales: string; partners: string; press: string }
  /** Files built by scripts/documents; each locale links its own presentation. */
  documents: { presentation: DownloadDocument; agreement: DownloadDocument }
  registers: { buildingPermit: ExternalDocument; projectDeclaration: ExternalDocument }
  social: { telegram: string; vk: string }
  legalEntity: Localized<string>
  /** Not-a-public-offer notice for the footer, the brokers page and plan PDFs. */
  disclaimer: Localized<string>
  completion: { quarter: 1 | 2 | 3 | 4; year: number; text: Localized<string> }
  constants: {
    territoryHa: number
    distanceKm: number
    sculptureHeightM: number
    stelaFloors: number
    buildings: number
    buildingsByType: { A: number; B: number; C: number }
    downPaymentMinPercent: number
    instalmentRatePercent: number
    livingFormats: number
    ownershipOptions: number
  }
}

/** The state register of housing construction (наш.дом.рф), in punycode. */
const REGISTER = 'https://xn--80az8a.xn--d1aqf.xn--p1ai'
const REGISTER_OBJECT = `${REGISTER}${encodeURI('/сервисы/каталог-новостроек/объект/58123')}`

export const SITE: SiteConfig = {
  brand: { ru: 'Хвоя', en: 'Khvoya' },
  fullName: { ru: 'Клубная резиденция «Хвоя»', en: 'Khvoya Club Residence' },
  tagline: {
    ru: 'Клубная резиденция в сосновом лесу у Финского залива',
    en: 'A club residence in a pine forest by the Gulf of Finland',
  },
  phone: {
    display: '8 800 550-17-46',
    international: '+7 800 550-17-46',
    e164: '+78005501746',
    href: 'tel:+78005501746',
  },
  hours: {
    text: { ru: 'Ежедневно с 10:00 до 20:00', en: 'Daily, 10:00 to 20:00' },
    opens: '10:00',
    closes: '20:00',
  },
  office: {
    text: {
      ru: '199178, Санкт-Петербург, Васильевский остров, 11-я линия, 64',
      en: '64 11th Line, Vasilyevsky Island, St Petersburg 199178',
    },
    label: { ru: 'Офис продаж в Санкт-Петербурге', en: 'Sales office in St Petersburg' },
    lat: 59.948547,
    lon: 30.270441,
  },
  showroom: {
    text: {
      ru: 'Ленинградская область, Приморское шоссе, 46-й км, шоурум на территории резиденции',
      en: 'Showroom on the residence grounds, 46th km of Primorskoye Highway, Leningrad Region',
    },
    label: { ru: 'Шоурум в резиденции', en: 'Showroom at the residence' },
    lat: 60.2305,
    lon: 29.7508,
  },
  emails: {
    sales: 'sales@khvoya-club.ru',
    partners: 'partners@khvoya-club.ru',
    press: 'press@khvoya-club.ru',
  },
  documents: {
    presentation: {
      label: { ru: 'Презентация проекта (PDF)', en: 'Project presentation (PDF)' },
      href: '/docs/khvoya-presentation.pdf',
      hrefEn: '/docs/khvoya-presentation-en.pdf',
    },
    agreement: {
      label: {
        ru: 'Договор участия в долевом строительстве (DOCX)',
        en: 'Shared construction agreement (DOCX)',
      },
      // One Russian template for both languages: its last page is an English summary.
      href: '/docs/khvoya-equity-agreement.docx',
    },
  },
  registers: {
    buildingPermit: {
      label: { ru: 'Разрешение на строительство', en: 'Building permit' },
      href: `${REGISTER_OBJECT}${encodeURI('/документы/разрешение-на-строительство')}`,
    },
    projectDeclaration: {
      label: { ru: 'Проектная декларация', en: 'Project declaration' },
      href: `${REGISTER_OBJECT}${encodeURI('/документы/проектная-декларация')}`,
    },
  },
  social: { telegram: 'https://t.me/khvoya_club', vk: 'https://vk.com/khvoya_club' },
  legalEntity: {
    ru: 'ООО «СЗ «Хвоя Девелопмент»',
    en: 'Khvoya Development LLC, specialist developer',
  },
  disclaimer: {
    ru: 'Информация на сайте носит справочный характер и не является публичной офертой (ст. 437 ГК РФ). Проектная декларация размещена в Единой информационной системе жилищного строительства.',
    en: 'The information on this site is for reference only and is not a public offer under Article 437 of the Civil Code of the Russian Federation. The project declaration is published in the Unified Housing Construction Information System.',
  },
  completion: {
    quarter: 4,
    year: 2027,
    text: { ru: 'IV квартал 2027 года', en: 'Q4 2027' },
  },
  constants: {
    territoryHa: 17.6,
    distanceKm: 46,
    sculptureHeightM: 6,
    stelaFloors: 4,
    buildings: 13,
    buildingsByType: { A: 9, B: 2, C: 2 },
    downPaymentMinPercent: 5,
    instalmentRatePercent: 0,
    livingFormats: 3,
    ownershipOptions: 2,
  },
}
