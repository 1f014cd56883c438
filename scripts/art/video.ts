// Construction timelapse videos, one per quarter, made from our own construction drawings: each
// site frame of the quarter's three months is rasterised (resvg) and held with a slow zoom
// (ffmpeg). Run by hand when the drawings change: `npx tsx scripts/art/video.ts`; needs ffmpeg
// (apt-get install ffmpeg). The MP4s are committed, so neither the build nor CI needs ffmpeg.

import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Resvg } from '@resvg/resvg-js'

const WIDTH = 960
const HEIGHT = 640
const FPS = 24
const SECONDS_PER_FRAME = 1.4
const SITE_FRAMES = [1, 2, 3, 4, 5]

export const QUARTERS = [
  { year: 2025, quarter: 2 },
  { year: 2025, quarter: 3 },
  { year: 2025, quarter: 4 },
  { year: 2026, quarter: 1 },
  { year: 2026, quarter: 2 },
  { year: 2026, quarter: 3 },
] as const

/** The drawings of one quarter, oldest first: its three months, five site views each. */
export function quarterFrames(year: number, quarter: number): string[] {
  const months = [0, 1, 2].map((k) => (quarter - 1) * 3 + 1 + k)
  return months.flatMap((m) =>
    SITE_FRAMES.map(
      (n) => `public/art/construction/${year}-${String(m).padStart(2, '0')}-${n}.svg`,
    ),
  )
}

function encode(frames: string[], out: string): void {
  const dir = mkdtempSync(path.join(tmpdir(), 'khvoya-video-'))
  try {
    frames.forEach((file, i) => {
      const png = new Resvg(readFileSync(file, 'utf8'), { fitTo: { mode: 'width', value: WIDTH } })
        .render()
        .asPng()
      writeFileSync(path.join(dir, `f${String(i).padStart(3, '0')}.png`), png)
    })
    const hold = Math.round(FPS * SECONDS_PER_FRAME)
    // zoompan holds every still for `hold` frames while zooming in by 5 %: a gentle camera move.
    const filter = `zoompan=z='min(zoom+0.0015,1.05)':d=${hold}:s=${WIDTH}x${HEIGHT}:fps=${FPS},format=yuv420p`
    execFileSync('ffmpeg', [
      '-y',
      '-loglevel',
      'error',
      '-framerate',
      String(1 / SECONDS_PER_FRAME),
      '-i',
      path.join(dir, 'f%03d.png'),
      '-vf',
      filter,
      '-c:v',
      'libx264',
      '-preset',
      'slow',
      '-crf',
      '30',
      '-movflags',
      '+faststart',
      '-an',
      out,
    ])
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

if (process.argv[1]?.endsWith('video.ts')) {
  const outDir = path.resolve('public/art/video')
  mkdirSync(outDir, { recursive: true })
  for (const { year, quarter } of QUARTERS) {
    const out = path.join(outDir, `construction-${year}-q${quarter}.mp4`)
    encode(quarterFrames(year, quarter), out)
    console.log(
      `${path.relative(process.cwd(), out)}: ${(readFileSync(out).length / 1024).toFixed(0)} KB`,
    )
  }
}
