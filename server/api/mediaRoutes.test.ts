import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ConstructionMedia, Media } from '../media/mediaTypes'
import { openTestApi, type TestApi } from './testApi'

let api: TestApi
beforeAll(async () => {
  api = await openTestApi()
})
afterAll(async () => {
  await api.close()
})

describe('POST /nodejs/get-construction', () => {
  it('groups photos by month, newest first, March 2025 to October 2026, 3-9 a month', async () => {
    const res = await api.post('/nodejs/get-construction', {})
    expect(res.status).toBe(200)
    const body = (await res.json()) as ConstructionMedia
    expect(body.full).toHaveLength(20) // 10 months of 2025 (Mar-Dec) + 10 of 2026 (Jan-Oct)
    expect(body.full[0]).toMatchObject({ year: 2026, month: 10 })
    expect(body.full.at(-1)).toMatchObject({ year: 2025, month: 3 })
    for (const month of body.full) {
      // 3-5 site photos, plus 1-4 interiors from October 2025
      expect(month.items.length).toBeGreaterThanOrEqual(3)
      expect(month.items.length).toBeLessThanOrEqual(9)
      for (const photo of month.items)
        expect(photo).toMatchObject({ year: month.year, month: month.month })
    }
    expect(body.src).toHaveLength(body.full.reduce((n, m) => n + m.items.length, 0))
    expect(body.src[0]?.year).toBe(2026)
  })

  it('has both location and interior photos with captions in both languages', async () => {
    const body = (await (
      await api.post('/nodejs/get-construction', {})
    ).json()) as ConstructionMedia
    const kinds = new Set(body.src.map((p) => p.kind))
    expect([...kinds].sort()).toEqual(['interior', 'location'])
    const photo = body.src[0]!
    // One drawing serves as preview and full image: SVG scales.
    expect(photo.src).toMatch(/^\/art\/construction\/2026-10-[1-9]\.svg$/)
    expect(photo.full).toBe(photo.src)
    expect(photo.caption.ru).toMatch(/[А-Яа-я]/)
    expect(photo.caption.en).toMatch(/^[A-Z]/)
  })
})

describe('POST /nodejs/get-folder-media', () => {
  it.each([
    ['construction-video', 6, 'video'],
    ['interiors', 9, 'photo'],
    ['landscaping', 7, 'photo'],
  ])('answers the %s folder', async (folder, count, kind) => {
    const res = await api.post('/nodejs/get-folder-media', { folder })
    expect(res.status).toBe(200)
    const { items } = (await res.json()) as { items: Media[] }
    expect(items).toHaveLength(count)
    expect(items.every((item) => item.kind === kind && item.title.ru && item.title.en)).toBe(true)
  })

  it('answers an unknown folder with no items', async () => {
    for (const folder of ['no-such-folder', '../etc/passwd']) {
      const res = await api.post('/nodejs/get-folder-media', { folder })
      expect(res.status).toBe(200)
      expect(await res.json()).toEqual({ items: [] })
    }
  })

  it.each([[{}], [{ folder: '' }], [{ folder: 3 }]])('answers 400 to %j', async (body) => {
    const res = await api.post('/nodejs/get-folder-media', body)
    expect(res.status).toBe(400)
    expect(
      ((await res.json()) as { errors: { folder: { code: string } } }).errors.folder.code,
    ).toBe('required')
  })
})
