// POST /nodejs/get-construction and POST /nodejs/get-folder-media. Media only
// changes with a new build (the seed), so each answer is built once and then served from memory.

import type { Context, Hono } from 'hono'
import type { KhvoyaDatabase } from '../db'
import { formError } from '../leads/leadMessages'
import {
  CONSTRUCTION_FOLDERS,
  type ConstructionKind,
  type ConstructionMedia,
  type ConstructionMonth,
  type Media,
  type Photo,
} from '../media/mediaTypes'
import { readJsonBody } from './jsonBody'

const MEDIA_BODY_LIMIT = 1024
const FOLDER = /^[a-z0-9][a-z0-9-]{0,63}$/

export function mountMediaRoutes(app: Hono, db: KhvoyaDatabase): void {
  let construction: Promise<ConstructionMedia> | undefined
  const folders = new Map<string, Promise<Media[]>>()

  app.post('/nodejs/get-construction', async (c) => {
    construction ??= loadConstruction(db).catch((error) => {
      construction = undefined
      throw error
    })
    return c.json(await construction)
  })

  app.post('/nodejs/get-folder-media', async (c) => {
    const folder = await readFolder(c)
    if (typeof folder !== 'string') return folder
    // Unknown folders are not cached: the map stays bounded by the real folder names.
    let items = folders.get(folder)
    if (!items) {
      items = db.media.folder(folder)
      const loaded = await items
      if (loaded.length > 0) folders.set(folder, items)
    }
    return c.json({ items: await items })
  })
}

async function readFolder(c: Context): Promise<string | Response> {
  const body = await readJsonBody(c, MEDIA_BODY_LIMIT)
  if (!body.ok) return c.json({ errors: body.errors }, body.status)
  const value = body.value as { folder?: unknown } | null
  const folder = typeof value === 'object' && value !== null ? value.folder : undefined
  if (typeof folder !== 'string' || folder === '') {
    return c.json({ errors: { folder: formError('folder.required') } }, 400)
  }
  // A well-formed name that is not a folder simply has no items.
  return FOLDER.test(folder) ? folder : ''
}

async function loadConstruction(db: KhvoyaDatabase): Promise<ConstructionMedia> {
  const kinds = Object.entries(CONSTRUCTION_FOLDERS) as [ConstructionKind, string][]
  const photos: Photo[] = []
  for (const [kind, folder] of kinds) {
    for (const item of await db.media.folder(folder)) {
      if (item.year === null || item.month === null) continue
      photos.push({
        id: item.id,
        src: item.src,
        full: item.full,
        kind,
        year: item.year,
        month: item.month,
        caption: item.title,
      })
    }
  }
  // Newest month first; within a month, the seed's order (location shots before interiors).
  photos.sort((a, b) => b.year - a.year || b.month - a.month || a.id.localeCompare(b.id))
  const full: ConstructionMonth[] = []
  for (const photo of photos) {
    const last = full[full.length - 1]
    if (last && last.year === photo.year && last.month === photo.month) last.items.push(photo)
    else full.push({ year: photo.year, month: photo.month, items: [photo] })
  }
  return { src: photos, full }
}
