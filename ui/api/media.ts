// The media calls: construction photos (cached after the first load) and folder media.
// A missing `src` means empty lists; a malformed answer is logged and shown as an empty gallery.

import type { ConstructionMedia, Media } from '../../engine/media'
import { api } from './client'

export type { ConstructionMedia, ConstructionMonth, Media, Photo } from '../../engine/media'

const EMPTY: ConstructionMedia = { src: [], full: [] }
let construction: Promise<ConstructionMedia> | null = null

export function normalizeConstruction(body: unknown): ConstructionMedia {
  const value = body as Partial<ConstructionMedia> | null
  if (!value || !Array.isArray(value.src)) return EMPTY
  return { src: value.src, full: Array.isArray(value.full) ? value.full : [] }
}

export function loadConstruction(): Promise<ConstructionMedia> {
  construction ??= api<unknown>('/nodejs/get-construction', { method: 'POST', body: {} })
    .then(normalizeConstruction)
    .catch((error: unknown) => {
      construction = null
      throw error
    })
  return construction
}

export async function loadFolderMedia(folder: string | undefined): Promise<Media[]> {
  if (!folder) return []
  const body = await api<{ items?: unknown }>('/nodejs/get-folder-media', {
    method: 'POST',
    body: { folder },
  })
  if (!Array.isArray(body?.items)) {
    console.error(`get-folder-media: answer for '${folder}' has no items array`)
    return []
  }
  return body.items as Media[]
}
