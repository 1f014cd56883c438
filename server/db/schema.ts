// Row types of every table, the one schema both SQLite and Postgres follow.
// Timestamps are ISO-8601 UTC strings (`toISOString()`), so they sort and compare as text on both engines.

import type { LeadKind } from '../../engine/leadForms'

/** Live state of one flat: what a price list changes. Static data stays in the catalogue generator. */
export interface CatalogueLiveTable {
  alt: string
  /** Building code (11-19, 21-22, 31-32), kept here so the tools need no catalogue to resolve rows. */
  building: number
  /** Flat number within the building (`tr_n`). */
  number: number
  /** Area m², for price-per-m² figures in the tools. */
  area: number
  status: number
  price: number
  updated_at: string
}

/** What the price import changed, per flat and live version (server/db/priceHistory.ts). */
export interface PriceHistoryTable {
  alt: string
  /** The live version the change made; one per import, so (alt, version) is unique. */
  version: number
  changed_at: string
  status: number
  price: number
  /** Null on a flat's first row: the state it was known in from `changed_at` on. */
  status_before: number | null
  price_before: number | null
}

export type { LeadKind }

export interface LeadTable {
  id: string
  kind: LeadKind
  name: string | null
  phone: string | null
  email: string | null
  agency: string | null
  locale: string
  page: string
  /** Comma-joined flat alts (alts hold only digits and hyphens). */
  flats: string
  /** 1 when the visitor accepted the processing terms; the API stores nothing else. */
  consent: number
  idempotency_key: string
  /** Keyed hash of the client IP: lets abuse be traced without storing the address. */
  ip_hash: string
  created_at: string
}

export type OutboxTarget = 'webhook' | 'email'

export interface LeadOutboxTable {
  lead_id: string
  target: OutboxTarget
  attempts: number
  /** Also the claim lease: a worker moves it forward before it delivers. */
  next_attempt_at: string
  delivered_at: string | null
  last_error: string | null
}

export type MediaKind = 'photo' | 'video'

export interface MediaTable {
  id: string
  folder: string
  kind: MediaKind
  /** Preview image, or the video file for videos. */
  src: string
  /** Full-size image, or the poster frame for videos. */
  full: string
  year: number | null
  month: number | null
  sort: number
  title_ru: string
  title_en: string
}

export interface MetaTable {
  key: string
  value: string
}

export interface DatabaseSchema {
  catalogue_live: CatalogueLiveTable
  leads: LeadTable
  lead_outbox: LeadOutboxTable
  media: MediaTable
  meta: MetaTable
  price_history: PriceHistoryTable
}
