// One flat on sale with every field a feed prints, for the tests that build a feed or its words from
// a flat of their own rather than from the seeded catalogue (which has no flat without a living
// area, for one). Data only.

import type { OnSaleFlat } from './onSale'

export function flatOnSale(change: Partial<OnSaleFlat> = {}): OnSaleFlat {
  return {
    alt: '15-2-3-4',
    building: 15,
    label: 'А5',
    section: 2,
    floor: 3,
    floors: 4,
    number: 27,
    bedrooms: 1,
    rooms: 1,
    studio: false,
    levels: 1,
    area: 48.5,
    livingArea: 14.2,
    kitchenArea: 20.1,
    terraceArea: 0,
    plan: 'A-1E-48',
    price: 24_000_000,
    updatedAt: '2026-01-15T09:00:00.000Z',
    ...change,
  }
}
