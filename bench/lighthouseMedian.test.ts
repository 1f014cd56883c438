import { describe, expect, it } from 'vitest'
import { page as benchPage, lighthouseRun } from './fixtures'
import { medianRuns } from './lighthouse'
import { lighthouseJobs, PLANS_MOBILE_RUNS } from './runSteps'

describe('Lighthouse runs of one page', () => {
  it('keep the median-score run, with every score beside it', () => {
    const flat = benchPage({ name: 'flat', path: '/plans?flat=1', kind: 'plans' })
    const runs = [88, 96, 91].map((performance) => lighthouseRun({ page: flat, performance }))
    const [kept, ...rest] = medianRuns([...runs, lighthouseRun({ preset: 'desktop', page: flat })])
    expect(rest).toHaveLength(1)
    expect(kept?.performance).toBe(91)
    expect(kept?.samples).toEqual([88, 96, 91])
    expect(rest[0]?.samples).toBeUndefined()
  })

  it('of two runs keeps the lower', () => {
    const runs = [93, 89].map((performance) => lighthouseRun({ performance }))
    expect(medianRuns(runs)[0]?.performance).toBe(89)
  })

  it('run three times only where a plans page meets the mobile preset', () => {
    const plans = benchPage({ name: 'masterplan', path: '/masterplan', kind: 'plans' })
    const content = benchPage({ name: 'home', path: '/', kind: 'content' })
    const jobs = lighthouseJobs([plans, content])
    expect(jobs.map((j) => [j.page.name, j.preset, j.runs ?? 1])).toEqual([
      ['masterplan', 'mobile', PLANS_MOBILE_RUNS],
      ['home', 'mobile', 1],
      ['masterplan', 'desktop', 1],
      ['home', 'desktop', 1],
    ])
  })
})
