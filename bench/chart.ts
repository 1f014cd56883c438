// Horizontal bar charts as SVG text for bench/REPORT.md: stacked segments per bar, an optional
// threshold line for the whole chart and an optional target mark per bar. Pure: spec in, SVG out.

export interface ChartBar {
  label: string
  /** One value per series, stacked left to right. */
  segments: number[]
  /** `bad` draws the total in red: the bar misses its budget. */
  tone?: 'ok' | 'bad' | 'neutral'
  /** This bar's own budget, drawn as a short mark across the bar. */
  target?: number
}

export interface ChartSpec {
  title: string
  /** Axis caption, e.g. `KB compressed` or `score`. */
  unit: string
  series: string[]
  bars: ChartBar[]
  threshold?: { value: number; label: string }
  /** Axis maximum; by default the largest total, threshold or target, plus a margin. */
  max?: number
  /** Formats totals and ticks; default: rounded to a whole number. */
  format?: (value: number) => string
}

export const CHART_COLORS = ['#2f6b4f', '#a7c4a0', '#c9a227', '#5b7db1', '#9e6b8f']
const TONE: Record<NonNullable<ChartBar['tone']>, string> = {
  ok: '#1f5130',
  bad: '#b3261e',
  neutral: '#374151',
}

const LABEL_W = 230
const PLOT_W = 470
/** The label column, the plot, and at its right room for the longest bar's figure. */
const WIDTH = LABEL_W + PLOT_W + 100
const BAR_H = 18
/** A bar and the gap below it. */
const ROW = BAR_H + 8
const TOP = 76
const FONT = 'DejaVu Sans, Arial, sans-serif'

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
}

/** A 1, 2 or 5 times a power of ten step giving about `count` ticks up to `max`. */
export function niceStep(max: number, count = 5): number {
  if (!(max > 0)) return 1
  const raw = max / count
  const power = 10 ** Math.floor(Math.log10(raw))
  const m = raw / power
  return (m <= 1 ? 1 : m <= 2 ? 2 : m <= 5 ? 5 : 10) * power
}

function total(bar: ChartBar): number {
  return bar.segments.reduce((a, b) => a + Math.max(0, b), 0)
}

export function axisMax(spec: ChartSpec): number {
  if (spec.max !== undefined) return spec.max
  const values = spec.bars.flatMap((b) => [total(b), b.target ?? 0])
  const top = Math.max(1, spec.threshold?.value ?? 0, ...values)
  const step = niceStep(top * 1.1)
  return Math.ceil((top * 1.1) / step) * step
}

/** One series: bars take their verdict's colour. Several: each segment its series' colour. */
const FILL: Record<NonNullable<ChartBar['tone']>, string> = {
  ok: '#2f6b4f',
  bad: '#c0584f',
  neutral: '#8a99a6',
}
const TONE_NAMES: Record<NonNullable<ChartBar['tone']>, string> = {
  ok: 'budget met',
  bad: 'budget missed',
  neutral: 'no budget',
}
const HALO = 'stroke="#ffffff" stroke-width="4" paint-order="stroke"'

function legend(spec: ChartSpec): string[] {
  const single = spec.series.length === 1
  const tones = [...new Set(spec.bars.map((b) => b.tone ?? 'neutral'))]
  const entries = single
    ? tones.map((t) => ({ name: TONE_NAMES[t], color: FILL[t] }))
    : spec.series.map((name, i) => ({ name, color: CHART_COLORS[i % CHART_COLORS.length] }))
  const out = entries.flatMap((e, i) => {
    const lx = LABEL_W + i * 150
    return [
      `<rect x="${lx}" y="36" width="12" height="12" fill="${e.color}"/>`,
      `<text x="${lx + 18}" y="46" fill="#374151">${escapeXml(e.name)}</text>`,
    ]
  })
  if (spec.bars.some((b) => b.target !== undefined)) {
    const lx = LABEL_W + entries.length * 150
    out.push(
      `<line x1="${lx + 6}" y1="33" x2="${lx + 6}" y2="51" stroke="#111827" stroke-width="2"/>`,
      `<text x="${lx + 18}" y="46" fill="#374151">budget of the bar</text>`,
    )
  }
  return out
}

export function barChartSvg(spec: ChartSpec): string {
  const fmt = spec.format ?? ((v: number) => String(Math.round(v)))
  const max = axisMax(spec)
  const x = (v: number) => LABEL_W + (Math.min(v, max) / max) * PLOT_W
  const plotBottom = TOP + spec.bars.length * ROW
  const height = plotBottom + 48
  const out: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${height}" viewBox="0 0 ${WIDTH} ${height}" font-family="${FONT}" font-size="12" role="img">`,
    `<title>${escapeXml(spec.title)}</title>`,
    `<rect width="${WIDTH}" height="${height}" fill="#ffffff"/>`,
    `<text x="16" y="24" font-size="15" font-weight="bold" fill="#111827">${escapeXml(spec.title)}</text>`,
    ...legend(spec),
  ]
  const step = niceStep(max)
  for (let v = 0; v <= max + 1e-9; v += step) {
    const tx = x(v).toFixed(1)
    out.push(
      `<line x1="${tx}" y1="${TOP - 6}" x2="${tx}" y2="${plotBottom}" stroke="#e5e7eb"/>`,
      `<text x="${tx}" y="${plotBottom + 16}" text-anchor="middle" fill="#6b7280">${escapeXml(fmt(v))}</text>`,
    )
  }
  out.push(
    `<text x="${LABEL_W + PLOT_W / 2}" y="${plotBottom + 36}" text-anchor="middle" fill="#374151">${escapeXml(spec.unit)}</text>`,
  )
  // The threshold goes under the bars and their figures, so it never hides a number.
  if (spec.threshold) {
    const tx = x(spec.threshold.value).toFixed(1)
    out.push(
      `<line x1="${tx}" y1="${TOP - 10}" x2="${tx}" y2="${plotBottom}" stroke="#b3261e" stroke-width="2" stroke-dasharray="6 4"/>`,
      `<text x="${tx}" y="${TOP - 14}" text-anchor="middle" fill="#b3261e">${escapeXml(spec.threshold.label)}</text>`,
    )
  }
  spec.bars.forEach((bar, i) => {
    const y = TOP + i * ROW
    const tone = bar.tone ?? 'neutral'
    out.push(
      `<text x="${LABEL_W - 8}" y="${y + 13}" text-anchor="end" fill="#111827">${escapeXml(bar.label)}</text>`,
    )
    let start = 0
    bar.segments.forEach((value, s) => {
      const w = x(start + Math.max(0, value)) - x(start)
      const color = spec.series.length === 1 ? FILL[tone] : CHART_COLORS[s % CHART_COLORS.length]
      out.push(
        `<rect x="${x(start).toFixed(1)}" y="${y}" width="${w.toFixed(1)}" height="${BAR_H}" fill="${color}"/>`,
      )
      start += Math.max(0, value)
    })
    const sum = total(bar)
    const mark = tone === 'bad' ? ' ✗' : tone === 'ok' ? ' ✓' : ''
    out.push(
      `<text x="${(x(sum) + 6).toFixed(1)}" y="${y + 13}" fill="${TONE[tone]}" font-weight="bold" ${HALO}>${escapeXml(fmt(sum) + mark)}</text>`,
    )
    if (bar.target !== undefined) {
      const tx = x(bar.target).toFixed(1)
      out.push(
        `<line x1="${tx}" y1="${y - 3}" x2="${tx}" y2="${y + BAR_H + 3}" stroke="#111827" stroke-width="2"/>`,
      )
    }
  })
  out.push('</svg>')
  return `${out.join('\n')}\n`
}
