// Hover and active opacities of the map areas, one table per layer (the product spec's master plan,
// section, floor and minimap layers; `flat` adds the flats of a floor plan). Data only: every alpha
// the renderer gives an interactive area comes from here, so design can tune them in one place.

export type AreaLayer = 'masterplan' | 'section' | 'floor' | 'flat' | 'minimap'

export interface LayerOpacity {
  /** Highlight fill over the area when at rest, hovered and selected. */
  readonly idle: number
  readonly hover: number
  readonly active: number
  /** Fill over an area with nothing on sale (count 0, status 0), at rest. */
  readonly unavailable: number
  /** Outline alpha at rest, hovered and selected. */
  readonly lineIdle: number
  readonly lineHover: number
  readonly lineActive: number
  /** Whole-area alpha for an area left out of the `include` subset. */
  readonly dimmed: number
}

export const AREA_OPACITY: Readonly<Record<AreaLayer, LayerOpacity>> = {
  masterplan: {
    idle: 0,
    hover: 0.42,
    active: 0.66,
    unavailable: 0.18,
    lineIdle: 0,
    lineHover: 0.9,
    lineActive: 1,
    dimmed: 0.32,
  },
  section: {
    idle: 0,
    hover: 0.34,
    active: 0.5,
    unavailable: 0.4,
    lineIdle: 0.35,
    lineHover: 0.9,
    lineActive: 1,
    dimmed: 0.4,
  },
  floor: {
    idle: 0,
    hover: 0.44,
    active: 0.62,
    unavailable: 0.45,
    lineIdle: 0.25,
    lineHover: 0.9,
    lineActive: 1,
    dimmed: 0.4,
  },
  flat: {
    idle: 0.34,
    hover: 0.62,
    active: 0.8,
    unavailable: 0.42,
    lineIdle: 0.5,
    lineHover: 1,
    lineActive: 1,
    dimmed: 0.35,
  },
  minimap: {
    idle: 0,
    hover: 0.6,
    active: 1,
    unavailable: 0.35,
    lineIdle: 0,
    lineHover: 0.6,
    lineActive: 1,
    dimmed: 0.25,
  },
}

/** Scene cross-fades and camera moves, ms: quick enough to never make a buyer wait. */
export const MOTION = {
  crossFade: 420,
  cameraMove: 520,
  hoverFade: 120,
  flingFriction: 0.0045,
} as const
