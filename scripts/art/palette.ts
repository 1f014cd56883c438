// The site palette and the light of each season and time of day, as plain colour values.

import type { ArtSeason, ArtTime } from '../../content/art'

export const C = {
  pine: '#1f3b2d',
  moss: '#4a6b4f',
  sage: '#8fa88a',
  sand: '#d9c7a3',
  beige: '#efe6d6',
  beige2: '#e6d8c0',
  mint: '#cfe3d6',
  charcoal: '#1c1f1d',
  white: '#faf7f1',
  bark: '#b4633a',
  barkDark: '#6e4a38',
  timber: '#b98a5e',
  timberDark: '#7a5535',
  granite: '#8e8780',
  graniteLight: '#b3aba2',
  glow: '#f4c77f',
  bronze: '#9a6b3f',
  steel: '#7f8a88',
  concrete: '#a9a69d',
  soil: '#8a6f52',
} as const

// The light a brief asks for (content/art.ts names it per picture).
export type Season = ArtSeason
export type Time = ArtTime

const hex = (c: string): [number, number, number] => {
  const raw = c.slice(1)
  const full = raw.length === 3 ? raw.replace(/./g, (d) => d + d) : raw
  const v = Number.parseInt(full, 16)
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255]
}
const toHex = (r: number, g: number, b: number): string =>
  `#${[r, g, b]
    .map((x) =>
      Math.max(0, Math.min(255, Math.round(x)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`

/** Linear mix of two #rrggbb colours: t = 0 gives a, 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const x = hex(a)
  const y = hex(b)
  return toHex(x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t)
}

export interface Light {
  skyTop: string
  skyMid: string
  horizon: string
  /** The colour distance fades into. */
  haze: string
  sun: string
  sunOpacity: number
  ground: string
  groundFar: string
  foliage: string
  foliageFar: string
  water: string
  /** Window glow strength, 0 by day. */
  lit: number
  snow: boolean
}

const SKY: Record<Time, [string, string, string, string, number]> = {
  day: ['#b9d3cf', '#dbe7df', '#f3efe3', '#fff6df', 0.5],
  morning: ['#c6d6d2', '#e3e6dc', '#f2ece0', '#fdf1dc', 0.55],
  golden: ['#a9c2bd', '#e8dcc2', '#f5d9a8', '#ffd9a0', 0.8],
  dusk: ['#2f4a52', '#6f7f86', '#d9a77e', '#f6b77a', 0.75],
  night: ['#101a1c', '#1d2c2e', '#33443f', '#e8c27f', 0.25],
}

export function light(season: Season, time: Time): Light {
  const [skyTop, skyMid, horizon, sun, sunOpacity] = SKY[time]
  const dark = time === 'dusk' ? 0.45 : time === 'night' ? 0.72 : 0
  const ground0 = {
    winter: '#eef1ee',
    spring: '#7f9a6c',
    summer: '#6d8a5e',
    autumn: '#8f8558',
  }[season]
  const foliage0 = { winter: '#294536', spring: '#2f5238', summer: '#24432f', autumn: '#2a4532' }[
    season
  ]
  const night = time === 'night' ? '#0f1714' : '#1a2a30'
  return {
    skyTop: season === 'winter' && time === 'day' ? '#c9d8da' : skyTop,
    skyMid,
    horizon,
    haze: mix(horizon, skyMid, 0.35),
    sun,
    sunOpacity,
    ground: mix(ground0, night, season === 'winter' ? dark * 0.35 : dark),
    groundFar:
      season === 'winter'
        ? mix(mix(ground0, skyTop, 0.35), night, dark * 0.4)
        : mix(mix(ground0, horizon, 0.35), night, dark),
    foliage: mix(foliage0, night, dark * 0.7),
    foliageFar: mix(mix(foliage0, skyMid, 0.45), night, dark * 0.6),
    water: mix('#9fbfbd', skyMid, 0.4),
    lit: time === 'dusk' ? 0.85 : time === 'night' ? 1 : time === 'golden' ? 0.25 : 0,
    snow: season === 'winter',
  }
}
