// At every plans level the plan owns the first screen. The canvas stage lies inside the
// first viewport (below the header, above the fold), and the whole subject is drawn inside the
// stage at rest: every building of the master plan, every section of a facade, every floor of a
// section, every flat of a floor, the flat itself. Desktop (1920x1080, then 1366x768) in Russian,
// phone (390x844, then 360x740) in English; the subject is read from the canvas's accessible twin.

import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { expectInFirstScreen } from './pages/PlansPage'
import { SITE_BUILDINGS } from './siteBuildings'

const LEVELS = [
  { name: 'master plan', path: '/masterplan', kind: 'building', count: SITE_BUILDINGS },
  { name: 'building', path: '/plans?building=13', kind: 'section', count: 2 },
  { name: 'section', path: '/plans?building=13&section=1', kind: 'floor', count: 3 },
  { name: 'floor', path: '/plans?building=11&section=1&floor=2', kind: 'flat', count: 10 },
  { name: 'flat', path: '/plans?building=11&section=1&floor=2&flat=2', alt: '11-1-2-2' },
  {
    name: 'flat in its floor',
    path: '/plans?building=11&section=1&floor=2&flat=2&view=floor',
    alt: '11-1-2-2',
  },
] as const

const SECOND_SIZE = { desktop: { width: 1366, height: 768 }, phone: { width: 360, height: 740 } }

/** Every target of the subject lies inside the stage's box (a pixel of rounding allowed). */
async function subjectInsideStage(page: Page, selector: string, count?: number) {
  await expect
    .poll(
      () =>
        page.evaluate(
          ({ selector, count }) => {
            const stage = document.querySelector('[data-testid="plans-stage"]')
            const targets = [...document.querySelectorAll(selector)]
            if (!stage || targets.length === 0) return 'no targets yet'
            if (count !== undefined && targets.length !== count) return `${targets.length} targets`
            const s = stage.getBoundingClientRect()
            const out = targets.filter((t) => {
              const r = t.getBoundingClientRect()
              return (
                r.left < s.left - 1 ||
                r.top < s.top - 1 ||
                r.right > s.right + 1 ||
                r.bottom > s.bottom + 1
              )
            })
            return out.length === 0
              ? 'whole'
              : `cut: ${out.map((t) => (t as HTMLElement).dataset.alt).join(', ')}`
          },
          { selector, count },
        ),
      { timeout: 20_000 },
    )
    .toBe('whole')
}

/** On a phone the flat's price bar rides along the bottom: it covers none of the stage. */
async function barClearOfStage(page: Page) {
  const bar = await page.getByTestId('flat-buy').boundingBox()
  const stage = await page.getByTestId('plans-stage').boundingBox()
  if (!bar || !stage) throw new Error('no bar or stage')
  expect(
    bar.y,
    `bar from ${bar.y} px, stage to ${stage.y + stage.height} px`,
  ).toBeGreaterThanOrEqual(stage.y + stage.height - 1)
}

/**
 * The page reserves the stage's height before the renderer measures it (no layout shift): the stage
 * without the measured height is within `px` of the stage with it (12 px for the master plan's
 * estimate; a building's is exact, from its measures in the geometry manifest).
 */
async function expectReservedHeight(page: Page, px: number) {
  const stage = page.getByTestId('plans-stage')
  await expect.poll(() => stage.evaluate((el) => el.style.getPropertyValue('--fit-h'))).not.toBe('')
  const [measured, reserved] = await stage.evaluate((el) => {
    const withFit = el.getBoundingClientRect().height
    const fit = el.style.getPropertyValue('--fit-h')
    el.style.removeProperty('--fit-h')
    const withoutFit = el.getBoundingClientRect().height
    el.style.setProperty('--fit-h', fit)
    return [withFit, withoutFit]
  })
  expect(
    Math.abs(measured - reserved),
    `reserved ${reserved} px, measured ${measured} px`,
  ).toBeLessThan(px)
}

test.describe('the plan owns the first screen', () => {
  for (const level of LEVELS) {
    test(`${level.name}: the stage and the whole subject in the first screen, at two sizes`, async ({
      page,
      allowConsole,
    }, testInfo) => {
      allowConsole(/^$/)
      const phone = testInfo.project.name === 'phone'
      await page.goto(`${phone ? '/en' : ''}${level.path}`)
      await expect(page.locator('[data-testid="plans-canvas-root"]')).toHaveAttribute(
        'data-status',
        'ready',
        { timeout: 30_000 },
      )
      const selector =
        'alt' in level
          ? `[data-testid="plans-canvas-root"] button[data-alt="${level.alt}"]`
          : `[data-testid="plans-canvas-root"] button[data-kind="${level.kind}"]`
      const count = 'count' in level ? level.count : undefined
      await expectInFirstScreen(page, page.getByTestId('plans-stage'))
      await subjectInsideStage(page, selector, count)
      if (phone && level.path === '/masterplan') await expectReservedHeight(page, 12)
      if (phone && level.name === 'building') await expectReservedHeight(page, 2)
      const bar = phone && level.path.includes('flat=')
      if (bar) await barClearOfStage(page)
      await page.setViewportSize(SECOND_SIZE[phone ? 'phone' : 'desktop'])
      await expectInFirstScreen(page, page.getByTestId('plans-stage'))
      await subjectInsideStage(page, selector, count)
      if (bar) await barClearOfStage(page)
    })
  }
})
