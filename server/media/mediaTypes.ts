// Shapes of the media calls (`/nodejs/get-construction`, `/nodejs/get-folder-media`), shared by
// the seed, the database and the API. Types only.

export interface LocalisedText {
  ru: string
  en: string
}

/** The construction page switches between these ('Расположение' / 'Интерьер'). */
export type ConstructionKind = 'location' | 'interior'

export interface Photo {
  id: string
  /** Preview image. */
  src: string
  /** Full-size image for the gallery. */
  full: string
  kind: ConstructionKind
  year: number
  month: number
  caption: LocalisedText
}

export interface ConstructionMonth {
  year: number
  month: number
  items: Photo[]
}

export interface ConstructionMedia {
  /** Every photo, newest month first. */
  src: Photo[]
  full: ConstructionMonth[]
}

export interface Media {
  id: string
  kind: 'photo' | 'video'
  /** Preview image, or the video file for videos. */
  src: string
  /** Full-size image, or the poster frame for videos. */
  full: string
  year: number | null
  month: number | null
  title: LocalisedText
}

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
