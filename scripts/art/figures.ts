// People as small elegant silhouettes, 100 units tall with feet at 0,0, in currentColor.

import { circle, type Defs, ellipse, g, path } from './svg'

export type Pose = 'woman' | 'man' | 'child' | 'seated' | 'worker' | 'kneel' | 'stroll'

const ARMS =
  'M-8.6 -79Q-11.4 -66 -11 -51L-8.4 -50.5Q-8.2 -62 -6 -72ZM8.6 -79Q11.4 -66 11 -51L8.4 -50.5Q8.2 -62 6 -72Z'
const NECK = 'M-1.7 -86h3.4v5h-3.4Z'

/** Body parts of each pose; each string is one closed shape, drawn as its own path. */
const PARTS: Record<Pose, string[]> = {
  woman: [
    NECK,
    'M-6.5 -82Q0 -84.5 6.5 -82Q8.6 -80 8.8 -74L11.5 -34Q0 -31 -11.5 -34L-8.8 -74Q-8.6 -80 -6.5 -82Z',
    ARMS,
    'M-4.6 -35L-4.2 -1H-1.8L-1.3 -35ZM1.3 -35L1.8 -1H4.2L4.6 -35Z',
  ],
  man: [
    NECK,
    'M-8.6 -82Q0 -85 8.6 -82Q10.2 -80 10.2 -75L8.8 -44H-8.8L-10.2 -75Q-10.2 -80 -8.6 -82Z',
    'M-9.8 -79Q-12.8 -64 -12.4 -50L-9.6 -49.5Q-9.6 -62 -7.6 -72ZM9.8 -79Q12.8 -64 12.4 -50L9.6 -49.5Q9.6 -62 7.6 -72Z',
    'M-8.6 -45L-10.6 -1H-6.6L-0.4 -37H0.4L6.6 -1H10.6L8.6 -45Z',
  ],
  stroll: [
    NECK,
    'M-7.4 -82Q0 -84.5 7.4 -82Q9.2 -80 9.2 -75L9.6 -40H-9.6L-9.2 -75Q-9.2 -80 -7.4 -82Z',
    ARMS,
    'M-7 -41L-6.4 -1H-2.6L-0.3 -36H0.3L2.6 -1H6.4L7 -41Z',
  ],
  child: [
    'M-8.6 -70Q0 -73 8.6 -70Q10 -68 10 -63L9.6 -42H-9.6L-10 -63Q-10 -68 -8.6 -70Z',
    'M-9.6 -67Q-13 -56 -13 -46L-10.4 -45.5Q-10.2 -54 -7.4 -61ZM9.6 -67Q13 -56 13 -46L10.4 -45.5Q10.2 -54 7.4 -61Z',
    'M-7.4 -43L-7 -1H-2.6L-0.4 -38H0.4L2.6 -1H7L7.4 -43Z',
  ],
  seated: [
    NECK,
    'M-8.4 -82Q0 -85 8.4 -82Q10 -80 10 -75L8.6 -47H-8.6L-10 -75Q-10 -80 -8.4 -82Z',
    'M-8.6 -49H18Q20 -49 20 -46.5V-42H-8.6Z',
    'M14.6 -43H19.6L19.4 -1H15.2Z',
    'M8 -79Q15 -66 17 -57L14.6 -55.6Q11.4 -63 6 -71Z',
  ],
  worker: [
    NECK,
    'M-8.6 -82Q0 -85 8.6 -82Q10.2 -80 10.2 -75L8.8 -44H-8.8L-10.2 -75Q-10.2 -80 -8.6 -82Z',
    'M-9.8 -79Q-14 -68 -15.4 -58L-12.8 -57Q-11 -65 -7.6 -72ZM8.6 -80Q14 -88 17.6 -95L19.8 -93.4Q16 -85 9.6 -73Z',
    'M-8.6 -45L-9.6 -1H-5.6L-0.4 -38H0.4L5.6 -1H9.6L8.6 -45Z',
  ],
  kneel: [
    'M-4 -63Q3 -67 9.6 -61L7 -31H-9L-7.4 -58Q-6.6 -62 -4 -63Z',
    'M-9 -32H9.6Q11 -32 11 -29V-22H-9Z',
    'M-9 -24H-4L-4.4 -1H-9.4Z',
    'M4 -23L18.4 -3L14.6 -0.6L1.4 -18Z',
    'M8.6 -59L21 -42L18.6 -40.4L5.6 -51Z',
  ],
}

const HEADS: Record<Pose, [number, number, number]> = {
  woman: [0, -90, 5],
  man: [0, -90.5, 5.3],
  stroll: [0, -90, 5.1],
  child: [0, -78.5, 6.6],
  seated: [0, -90.5, 5.2],
  worker: [0, -90.5, 5.3],
  kneel: [3.5, -68.5, 5],
}

/** The def id of a pose; accents (a hard hat, a vest, hair) are drawn in fixed colours. */
export function figure(defs: Defs, pose: Pose): string {
  const id = `fig-${pose}`
  return defs.add(id, () => {
    const [hx, hy, hr] = HEADS[pose]
    let extra = ''
    if (pose === 'woman') extra = circle(hx - 2.6, hy - 4.8, 3)
    if (pose === 'worker') {
      extra =
        path(`M${hx - 6.4} ${hy - 1.6}Q${hx} ${hy - 11.5} ${hx + 6.4} ${hy - 1.6}Z`, {
          fill: '#f2efe6',
        }) + path('M-8.8 -78H8.8L8.4 -60H-8.4Z', { fill: '#e3a43c', opacity: 0.92 })
    }
    return g({ id }, ...PARTS[pose].map((d) => path(d)), ellipse(hx, hy, hr * 0.88, hr), extra)
  })
}
