// Partner logos, 400 x 200: the sign a registry entry names, drawn as paths, beside (or above) the
// company wordmark in the style the entry names.

import type { ArtLogo, LogoMark } from '../../content/art'
import { TEAM } from '../../content/team'
import { C } from './palette'
import { circle, el, g, n, path, rect, smoothClosed, text, type Pt } from './svg'

const SERIF = 'Cormorant Garamond, Georgia, serif'
const SANS = 'Manrope, Arial, sans-serif'

const GENERIC =
  /^(bank|bureau|hospitality|landscape|interiors?|light|lighting|studio|architects|engineering)$/i

/** The wordmark and the line under it: the company's own name words, then its trade. */
function words(name: string): [string, string] {
  const partner = TEAM.find((t) => t.logo === name)
  const company = partner?.company.en ?? name.replace(/^logo-/, '').replace(/-/g, ' ')
  const keys = name
    .replace(/^logo-/, '')
    .split('-')
    .filter((k) => !GENERIC.test(k))
  const parts = company.split(' ')
  const found = parts.filter((p) => keys.some((k) => p.toLowerCase().startsWith(k.slice(0, 2))))
  const own = found.length ? found : parts.slice(0, 1)
  const main = own.join(' ')
  return [main, parts.filter((p) => !own.includes(p)).join(' ')]
}

const label = (
  x: number,
  y: number,
  size: number,
  s: string,
  font: string,
  fill: string,
  a: Record<string, string | number> = {},
): string => el('text', { x, y, 'font-family': font, 'font-size': size, fill, ...a }, text(s))

type Mark = (x: number, y: number, s: number) => string

/** The signs a logo may name (content/art.ts, LogoMark), each drawn at (x, y) in size s. */
const MARKS: Record<Exclude<LogoMark, 'initial'>, Mark> = {
  'compass-star': (x, y, s) => {
    const p: Pt[] = []
    for (let i = 0; i < 16; i++) {
      const a = (i / 16) * Math.PI * 2 - Math.PI / 2
      const r = i % 4 === 0 ? s : i % 2 === 0 ? s * 0.5 : s * 0.16
      p.push([x + Math.cos(a) * r, y + Math.sin(a) * r])
    }
    return (
      path(`M${p.map(([a, b]) => `${n(a)} ${n(b)}`).join('L')}Z`, { fill: C.pine }) +
      circle(x, y, s * 0.1, { fill: C.white })
    )
  },
  line: (x, y, s) => rect(x - s, y - 2, s * 2, 3, { fill: C.charcoal }),
  'pine-crown': (x, y, s) => {
    let d = ''
    for (let i = 0; i < 3; i++) {
      const ty = y - s * 0.45 + i * s * 0.3
      const tw = s * (0.35 + i * 0.17)
      d += `M${n(x - tw)} ${n(ty + s * 0.16)}Q${n(x)} ${n(ty - s * 0.22)} ${n(x + tw)} ${n(ty + s * 0.16)}Z`
    }
    return (
      circle(x, y, s, { fill: 'none', stroke: C.pine, 'stroke-width': s * 0.07 }) +
      path(d, { fill: C.pine }) +
      rect(x - s * 0.04, y + s * 0.3, s * 0.08, s * 0.4, { fill: C.pine })
    )
  },
  moss: (x, y, s) => {
    const p: Pt[] = []
    for (let i = 0; i < 9; i++) {
      const a = (i / 9) * Math.PI * 2
      const r = s * (i % 2 ? 0.82 : 1)
      p.push([x + Math.cos(a) * r, y + Math.sin(a) * r * 0.86])
    }
    return (
      path(smoothClosed(p), { fill: C.mint }) +
      path(
        smoothClosed(p.map(([a, b]) => [x + (a - x) * 0.45, y + (b - y) * 0.45 - s * 0.1] as Pt)),
        { fill: C.sage, opacity: 0.6 },
      )
    )
  },
  'alder-leaf': (x, y, s) =>
    path(
      `M${n(x - s * 0.9)} ${n(y + s * 0.9)}C${n(x - s)} ${n(y - s * 0.2)} ${n(x - s * 0.1)} ${n(y - s)} ${n(x + s * 0.9)} ${n(y - s * 0.9)}C${n(x + s * 0.9)} ${n(y + s * 0.1)} ${n(x + s * 0.1)} ${n(y + s * 0.9)} ${n(x - s * 0.9)} ${n(y + s * 0.9)}L${n(x + s * 0.35)} ${n(y - s * 0.35)}M${n(x - s * 0.2)} ${n(y + s * 0.2)}l${n(s * 0.45)} ${n(s * 0.1)}M${n(x + s * 0.05)} ${n(y - s * 0.05)}l${n(-s * 0.1)} ${n(-s * 0.42)}`,
      {
        fill: 'none',
        stroke: C.moss,
        'stroke-width': s * 0.07,
        'stroke-linecap': 'round',
        'stroke-linejoin': 'round',
      },
    ),
  pebble: (x, y, s) =>
    path(
      smoothClosed([
        [x - s, y],
        [x - s * 0.8, y - s * 0.7],
        [x + s * 0.3, y - s * 0.75],
        [x + s, y - s * 0.1],
        [x + s * 0.7, y + s * 0.6],
        [x - s * 0.4, y + s * 0.7],
      ]),
      { fill: C.sand },
    ),
  'grid-arrow': (x, y, s) => {
    const on = new Set([
      '0,-3',
      '-1,-2',
      '0,-2',
      '1,-2',
      '-2,-1',
      '-1,-1',
      '0,-1',
      '1,-1',
      '2,-1',
      '0,0',
      '0,1',
      '0,2',
    ])
    const u = s * 0.34
    let grid = ''
    let arrow = ''
    for (let j = -3; j <= 2; j++) {
      for (let i = -2; i <= 2; i++) {
        const cell = `M${n(x + i * u - u * 0.42)} ${n(y + j * u + u * 0.08)}h${n(u * 0.84)}v${n(u * 0.84)}h${n(-u * 0.84)}Z`
        if (on.has(`${i},${j}`)) arrow += cell
        else grid += cell
      }
    }
    return path(grid, { fill: C.mint }) + path(arrow, { fill: C.pine })
  },
  'low-sun': (x, y, s) =>
    path(`M${n(x - s)} ${n(y + s * 0.3)}A${n(s)} ${n(s)} 0 0 1 ${n(x + s)} ${n(y + s * 0.3)}Z`, {
      fill: C.sand,
    }) + rect(x - s * 1.3, y + s * 0.42, s * 2.6, s * 0.09, { fill: C.charcoal }),
}

/** A partner logo for the registry entry `name`, drawn as its entry says (content/art.ts, `logo`). */
export function logo(name: string, style: ArtLogo): string {
  const [main, rest] = words(name)
  const mark =
    style.mark === 'initial'
      ? (x: number, y: number, s: number) =>
          circle(x, y, s, { fill: 'none', stroke: C.pine, 'stroke-width': 3 }) +
          label(x, y + s * 0.35, s, main.charAt(0), SERIF, C.pine, { 'text-anchor': 'middle' })
      : MARKS[style.mark]
  const serif = style.wordmark === 'serif'
  const bold = style.wordmark === 'bold'
  const lower = style.wordmark === 'lowercase'
  const word = lower ? main.toLowerCase() : serif ? main : main.toUpperCase()
  if (style.stacked) {
    const size = Math.min(40, 300 / (word.length * 0.95))
    return g(
      {},
      mark(200, 80, 110),
      label(200, 124, size, word, SANS, C.charcoal, {
        'text-anchor': 'middle',
        'letter-spacing': size * 0.35,
        'font-weight': 300,
      }),
      label(200, 150, 11, rest.toUpperCase(), SANS, C.moss, {
        'text-anchor': 'middle',
        'letter-spacing': 4,
      }),
    )
  }
  const size = Math.min(serif ? 50 : 38, 228 / (word.length * (serif ? 0.52 : bold ? 0.84 : 0.78)))
  const font = serif ? SERIF : SANS
  const wordAttrs: Record<string, string | number> = { 'letter-spacing': serif ? 1 : size * 0.12 }
  if (bold) wordAttrs['font-weight'] = 700
  if (serif) wordAttrs['font-weight'] = 500
  return g(
    {},
    mark(92, 96, 40),
    label(152, 104, size, word, font, C.pine, wordAttrs),
    rest ? label(154, 132, 11.5, rest.toUpperCase(), SANS, C.moss, { 'letter-spacing': 3.2 }) : '',
  )
}
