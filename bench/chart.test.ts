import { describe, expect, it } from 'vitest'
import { axisMax, barChartSvg, type ChartSpec, escapeXml, niceStep } from './chart'

const spec = (overrides: Partial<ChartSpec> = {}): ChartSpec => ({
  title: 'JS <br> & CSS',
  unit: 'KB',
  series: ['JavaScript', 'CSS'],
  bars: [
    { label: 'home (ru)', segments: [120, 20], tone: 'bad', target: 90 },
    { label: 'flat (ru)', segments: [60, 10], tone: 'ok' },
  ],
  ...overrides,
})

describe('niceStep and axisMax', () => {
  it.each([
    // raw step = max / 5; rounded up to 1, 2 or 5 times a power of ten
    [100, 20], // 20 -> 2 x 10
    [154, 50], // 30.8 -> 5 x 10
    [3300, 1000], // 660 -> 10 x 100
    [0.9, 0.2], // 0.18 -> 2 x 0.1
  ])('niceStep(%s) = %s', (max, step) => {
    expect(niceStep(max)).toBeCloseTo(step)
  })

  it('leaves room above the largest total, threshold or target', () => {
    // largest total 140; 140 * 1.1 = 154; step 50 -> axis ends at 200
    expect(axisMax(spec())).toBe(200)
    // threshold 3000 dominates: 3300, step 1000 -> 4000
    expect(axisMax(spec({ threshold: { value: 3000, label: 'budget' } }))).toBe(4000)
    expect(axisMax(spec({ max: 100 }))).toBe(100)
  })
})

describe('barChartSvg', () => {
  const svg = barChartSvg(spec({ threshold: { value: 150, label: 'limit 150' } }))

  it('is one SVG document with an escaped title for screen readers', () => {
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true)
    expect(svg.trim().endsWith('</svg>')).toBe(true)
    expect(svg).toContain('<title>JS &lt;br&gt; &amp; CSS</title>')
    expect(svg).not.toContain('<br>')
  })

  it('stacks the segments of a bar end to end', () => {
    // axis 0..200 over 470 px from x = 230: 120 -> 282 px wide, then CSS from 512 for 47 px
    expect(svg).toContain('<rect x="230.0" y="76" width="282.0" height="18" fill="#2f6b4f"/>')
    expect(svg).toContain('<rect x="512.0" y="76" width="47.0" height="18" fill="#a7c4a0"/>')
  })

  it('writes each total with its verdict and draws the bar target and the threshold', () => {
    expect(svg).toContain('>140 ✗</text>')
    expect(svg).toContain('>70 ✓</text>')
    // target 90 -> x = 230 + 90 / 200 * 470 = 441.5
    expect(svg).toContain('<line x1="441.5" y1="73" x2="441.5" y2="97"')
    expect(svg).toContain('stroke-dasharray="6 4"')
    expect(svg).toContain('>limit 150</text>')
    expect(svg).toContain('budget of the bar')
  })

  it('clamps a bar longer than a fixed axis to the plot', () => {
    const clamped = barChartSvg(spec({ max: 100, bars: [{ label: 'x', segments: [250] }] }))
    // the plot ends at 230 + 470 = 700
    expect(clamped).toContain('width="470.0"')
  })

  it('escapes every XML special character', () => {
    expect(escapeXml(`a<b>&"c'`)).toBe('a&lt;b&gt;&amp;&quot;c&apos;')
  })
})
