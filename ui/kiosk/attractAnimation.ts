// The attract screen's Lottie animation, authored here as data: three pines swaying in the wind
// over a sandy clearing and a touch ripple that invites a hand. 4 s, seamless loop, no text (the
// words are HTML in both languages), no expressions (so it plays under a strict CSP).

type Rgb = readonly [number, number, number]

const FRAMES = 120
const hex = (h: string): Rgb =>
  [1, 3, 5].map((i) => Number.parseInt(h.slice(i, i + 2), 16) / 255) as unknown as Rgb

const PINE = hex('#1f3b2d')
const MOSS = hex('#4a6b4f')
const SAGE = hex('#8fa88a')
const SAND = hex('#d9c7a3')
const BEIGE = hex('#efe6d6')

const still = (k: unknown) => ({ a: 0, k })
const ease = { i: { x: [0.45], y: [1] }, o: { x: [0.55], y: [0] } }

/** Keyframes over one loop: values at evenly spaced times, the last equal to the first. */
function loop(values: readonly (number | readonly number[])[]) {
  const step = FRAMES / (values.length - 1)
  return {
    a: 1,
    k: values.map((v, i) => ({
      t: Math.round(i * step),
      s: Array.isArray(v) ? v : [v],
      ...(i < values.length - 1 ? ease : {}),
    })),
  }
}

function transform() {
  return {
    ty: 'tr',
    p: still([0, 0]),
    a: still([0, 0]),
    s: still([100, 100]),
    r: still(0),
    o: still(100),
    sk: still(0),
    sa: still(0),
  }
}

function polygon(points: readonly (readonly [number, number])[], color: Rgb) {
  const zero = points.map(() => [0, 0])
  return {
    ty: 'gr',
    it: [
      { ty: 'sh', ks: still({ i: zero, o: zero, v: points, c: true }) },
      { ty: 'fl', c: still([...color, 1]), o: still(100), r: 1 },
      transform(),
    ],
  }
}

function layer(index: number, name: string, ks: object, shapes: object[]) {
  return {
    ddd: 0,
    ind: index,
    ty: 4,
    nm: name,
    sr: 1,
    ks,
    ao: 0,
    shapes,
    ip: 0,
    op: FRAMES,
    st: 0,
    bm: 0,
  }
}

function layerTransform(x: number, y: number, extra: object = {}) {
  return {
    o: still(100),
    r: still(0),
    p: still([x, y, 0]),
    a: still([0, 0, 0]),
    s: still([100, 100, 100]),
    ...extra,
  }
}

/** A pine of three tiers on a trunk, its base at the layer's origin; `h` is its height. */
function pine(index: number, x: number, y: number, h: number, sway: number, phase: number) {
  const w = h * 0.42
  const tiers = [0, 1, 2].map((t) => {
    const top = -h + t * h * 0.22
    const half = w * (0.45 + t * 0.28)
    const bottom = top + h * 0.42
    return polygon(
      [
        [0, top],
        [half, bottom],
        [-half, bottom],
      ],
      t === 0 ? MOSS : PINE,
    )
  })
  const trunk = polygon(
    [
      [-h * 0.035, -h * 0.12],
      [h * 0.035, -h * 0.12],
      [h * 0.035, 0],
      [-h * 0.035, 0],
    ],
    hex('#5b4636'),
  )
  // A sine sampled at nine points: periodic, so the loop has no seam; `phase` is in frames.
  const rotate = loop(
    Array.from({ length: 9 }, (_, i) => sway * Math.sin(2 * Math.PI * (i / 8 + phase / FRAMES))),
  )
  return layer(index, `pine-${index}`, layerTransform(x, y, { r: rotate }), [
    ...tiers.reverse(),
    trunk,
  ])
}

function ripple(index: number, delay: number) {
  const ring = {
    ty: 'gr',
    it: [
      { ty: 'el', p: still([0, 0]), s: still([120, 48]) },
      { ty: 'st', c: still([...BEIGE, 1]), o: still(100), w: still(3), lc: 2, lj: 2 },
      transform(),
    ],
  }
  const grow = {
    a: 1,
    k: [
      { t: delay, s: [30, 30, 100], ...ease },
      { t: delay + 60, s: [170, 170, 100] },
    ],
  }
  const fade = {
    a: 1,
    k: [
      { t: delay, s: [0], ...ease },
      { t: delay + 10, s: [85], ...ease },
      { t: delay + 60, s: [0] },
    ],
  }
  return layer(index, `ripple-${index}`, layerTransform(200, 262, { s: grow, o: fade }), [ring])
}

const ground = layer(9, 'clearing', layerTransform(200, 262), [
  {
    ty: 'gr',
    it: [
      { ty: 'el', p: still([0, 0]), s: still([340, 56]) },
      { ty: 'fl', c: still([...SAND, 1]), o: still(55), r: 1 },
      transform(),
    ],
  },
])

const glow = layer(10, 'sky', layerTransform(200, 130, { o: loop([35, 60, 35]) }), [
  {
    ty: 'gr',
    it: [
      { ty: 'el', p: still([0, 0]), s: still([260, 260]) },
      { ty: 'fl', c: still([...SAGE, 1]), o: still(40), r: 1 },
      transform(),
    ],
  },
])

export const attractAnimation = {
  v: '5.7.4',
  fr: 30,
  ip: 0,
  op: FRAMES,
  w: 400,
  h: 300,
  nm: 'khvoya-attract',
  ddd: 0,
  assets: [],
  // First in the list is drawn on top.
  layers: [
    ripple(1, 0),
    ripple(2, 60),
    pine(3, 150, 262, 190, 2.2, 0),
    pine(4, 250, 262, 150, 2.8, 20),
    pine(5, 205, 264, 230, 1.8, 40),
    pine(6, 100, 258, 110, 3, 10),
    pine(7, 300, 258, 120, 2.5, 30),
    ground,
    glow,
  ],
}
