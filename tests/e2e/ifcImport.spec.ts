// A building from an architect's model on every screen: buildingSMART's Duplex, imported as Б3
// (23) by tests/e2e/importDuplex.ts before the suite's build. Flat A (two levels) opens on the
// plans screen at the eight sizes with its rooms, doors, windows and furniture drawn; its upper
// level is on floor 2; the master plan, search and the PDF list it; its sun and view is
// computed from its real windows; its price is on request.

import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { Page } from '@playwright/test'
import sharp from 'sharp'
import type { BuildingGeometry, GeometryManifest } from '../../engine/geometry'
import type { HydraData } from '../../engine/types'
import { desktopOnly, expect, test } from './fixtures'
import { DUPLEX_IMPORTED } from './siteBuildings'

const FLAT_A = '23-1-1-1'
const LINK = '/plans?building=23&section=1&floor=1&flat=1'
const imported = DUPLEX_IMPORTED

const SIZES = [
  { name: 'phone', width: 390, height: 844, kiosk: false },
  { name: 'tablet portrait', width: 820, height: 1180, kiosk: false },
  { name: 'tablet 1024', width: 1024, height: 1366, kiosk: false },
  { name: 'tablet landscape', width: 1180, height: 820, kiosk: false },
  { name: 'laptop', width: 1366, height: 768, kiosk: false },
  { name: 'desktop', width: 1920, height: 1080, kiosk: false },
  { name: 'kiosk portrait', width: 1080, height: 1920, kiosk: true },
  { name: 'kiosk landscape', width: 1920, height: 1080, kiosk: true },
] as const

function geometry(): BuildingGeometry {
  const manifest = JSON.parse(readFileSync('generated/manifest.json', 'utf8')) as GeometryManifest
  const url = manifest.buildings['23'] as string
  return JSON.parse(readFileSync(path.join('dist/client', url), 'utf8')) as BuildingGeometry
}

/** The share of the canvas's pixels in the plan's wall ink: a drawn plan has its walls. */
async function inkShare(page: Page): Promise<number> {
  const canvas = page.getByTestId('plans-canvas-root')
  const { data, info } = await sharp(await canvas.screenshot())
    .raw()
    .toBuffer({ resolveWithObject: true })
  let dark = 0
  for (let i = 0; i < data.length; i += info.channels)
    if ((data[i] as number) + (data[i + 1] as number) + (data[i + 2] as number) < 160) dark += 1
  return dark / (info.width * info.height)
}

test.describe('a building imported from IFC', () => {
  test.skip(!imported, 'the Duplex was not imported (../shared/ifc/duplex.ifc missing)')
  desktopOnly()

  test('its geometry holds flat A over two levels with rooms, doors, windows and furniture', () => {
    const building = geometry()
    expect(building.source).toMatchObject({ kind: 'ifc', file: 'duplex.ifc' })
    const flat = building.floors[0]?.flats.find((f) => f.alt === FLAT_A)
    expect(flat?.levels.map((l) => l.level)).toEqual([1, 2])
    for (const level of flat?.levels ?? []) {
      expect(level.rooms.length).toBeGreaterThanOrEqual(4)
      expect(level.doors.length).toBeGreaterThan(0)
      expect(level.windows.length).toBeGreaterThan(0)
      expect(level.furniture.length).toBeGreaterThan(0)
    }
    expect(building.floors[1]?.flats.map((f) => [f.alt, f.upper])).toEqual([
      [FLAT_A, true],
      ['23-1-1-2', true],
    ])
  })

  test('nothing of web-ifc reaches a browser bundle', () => {
    const files = readdirSync('dist/client/assets', { recursive: true, encoding: 'utf8' })
    expect(files.filter((f) => f.endsWith('.wasm'))).toEqual([])
    const scripts = files.filter((f) => f.endsWith('.js'))
    expect(scripts.length).toBeGreaterThan(10)
    for (const file of scripts)
      expect(readFileSync(path.join('dist/client/assets', file), 'utf8'), file).not.toMatch(
        /web-ifc|IfcAPI/,
      )
  })

  for (const size of SIZES) {
    test(`flat A opens drawn at ${size.name} ${size.width}x${size.height}`, async ({ page }) => {
      await page.setViewportSize({ width: size.width, height: size.height })
      await page.goto(`${LINK}${size.kiosk ? '&kiosk=1' : ''}`)
      const screen = page.getByTestId('flat-screen')
      await expect(screen).toHaveAttribute('data-state', 'ready', { timeout: 20_000 })
      await expect(screen).toHaveAttribute('data-alt', FLAT_A)
      await expect(page.getByTestId('plans-canvas-root')).toHaveAttribute('data-status', 'ready', {
        timeout: 30_000,
      })
      await expect(page.getByTestId('flat-price')).toContainText('Цена по запросу')
      await expect(page.getByTestId('flat-facts')).toContainText('120,3')
      // Walls, rooms and furniture on the canvas: a blank stage is paper, with no ink at all.
      await expect.poll(() => inkShare(page), { timeout: 15_000 }).toBeGreaterThan(0.01)
    })
  }

  test('floor 2 shows the upper levels and leads to flat A on its own floor', async ({ page }) => {
    await page.goto('/plans?building=23&section=1&floor=2')
    await expect(page.getByTestId('plans-canvas-root')).toHaveAttribute('data-status', 'ready', {
      timeout: 30_000,
    })
    // The canvas's twin: the list beside the plan offers the flat too, from the floor above.
    const twin = page.getByTestId('plans-canvas-root').locator(`button[data-alt="${FLAT_A}"]`)
    await expect(twin).toHaveCount(1)
    // As a keyboard user reaches it: the twin lies unseen over the plan.
    await twin.focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/building=23&section=1&floor=1&flat=1/)
  })

  test('the master plan, search and the live data list Б3 with its flats on sale', async ({
    page,
    request,
  }) => {
    const data = (await (await request.get('/api/hydra/data')).json()) as HydraData
    expect(data.buildings['23']).toMatchObject({ count: 2 })
    expect(data.floors['23-1-2']).toMatchObject({ count: 2 })
    expect(data.apartments[FLAT_A]).toMatchObject({ st: 1, tc: 0, lv: 2, tr_b: 'Б3' })
    await page.goto('/masterplan')
    await expect(page.locator('[data-testid="building-card"][data-code="23"]')).toContainText('Б3')
    await page.goto('/plans/plans-search?bld=23')
    await expect(page.getByTestId('catalogue-filters')).toContainText('Б3')
    await expect(page.getByTestId('catalogue-search')).toHaveAttribute('data-state', 'ready')
    await expect(page.locator('[data-testid="row-price"][data-on-request="true"]')).toHaveCount(2)
  })

  test('its sun and view comes from its real windows', async ({ request }) => {
    const answer = await request.get(`/api/sun-view/${FLAT_A}`)
    expect(answer.status()).toBe(200)
    // Its windows by room: the living room below, the bedrooms on the upper level.
    const text = await answer.text()
    for (const room of ['living', 'kitchen', 'bedroom']) expect(text).toContain(`"room":"${room}"`)
  })

  test('its PDF lists its rooms and areas', async ({ page, allowConsole }) => {
    allowConsole(/^$/)
    const download = page.waitForEvent('download')
    await page.goto(`/pdf-generate?flats=${FLAT_A}`, { waitUntil: 'domcontentloaded' })
    const file = (await (await download).path()) as string
    const pdf = `${file}.pdf`
    writeFileSync(pdf, readFileSync(file))
    const text = execFileSync('pdftotext', ['-layout', pdf, '-']).toString()
    for (const words of ['Гостиная', 'Кухня', 'Спальня', 'Лестница', '27,7', '120,3'])
      expect(text).toContain(words)
  })
})
