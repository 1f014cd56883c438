// Shapes of the media calls (`/nodejs/get-construction`, `/nodejs/get-folder-media`), shared by
// the seed, the database and the API. Types only.

import type { ConstructionKind, Media } from '../../engine/media'

export type {
  ConstructionKind,
  ConstructionMedia,
  ConstructionMonth,
  LocalisedText,
  Media,
  Photo,
} from '../../engine/media'

/** One row of the media table as the seed writes it. */
export interface MediaSeedItem extends Media {
  folder: string
  sort: number
}

/** Construction photos live in these two folders; the folder decides `Photo.kind`. */
export const CONSTRUCTION_FOLDERS: Record<ConstructionKind, string> = {
  location: 'construction-location',
  interior: 'construction-interior',
}
