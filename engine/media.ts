// Shapes of the media calls (`/nodejs/get-construction`, `/nodejs/get-folder-media`): the contract
// the server answers with and the browser reads. Types only.

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
