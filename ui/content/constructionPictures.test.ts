import { describe, expect, it } from 'vitest'
import { isDrawing, picturesLabel } from './constructionPictures'

const drawing = { full: '/art/construction/2025-03-1.svg' }
const photo = { full: '/art/construction/2025-03-1.jpg' }
const times = <T>(n: number, item: T): T[] => Array.from({ length: n }, () => item)

describe('construction pictures', () => {
  it('tells a drawing from a photograph by its file', () => {
    expect(isDrawing(drawing)).toBe(true)
    expect(isDrawing({ full: '/art/x.SVG?v=2' })).toBe(true)
    expect(isDrawing(photo)).toBe(false)
    expect(isDrawing({ full: '/uploads/site.webp' })).toBe(false)
  })

  it.each([
    [1, '1 рисунок'],
    [3, '3 рисунка'],
    [5, '5 рисунков'],
    [21, '21 рисунок'],
    [11, '11 рисунков'],
  ])('names %i drawings in Russian plural forms', (n, label) => {
    expect(picturesLabel(times(n, drawing), 'ru')).toBe(label)
  })

  it('names drawings in English', () => {
    expect(picturesLabel([drawing], 'en')).toBe('1 drawing')
    expect(picturesLabel(times(5, drawing), 'en')).toBe('5 drawings')
  })

  it('counts photographs and drawings apart once the client drops photos in', () => {
    const month = [photo, photo, photo, drawing, drawing]
    expect(picturesLabel(month, 'ru')).toBe('3 фото и 2 рисунка')
    expect(picturesLabel(month, 'en')).toBe('3 photos and 2 drawings')
    expect(picturesLabel([photo], 'en')).toBe('1 photo')
    expect(picturesLabel(times(4, photo), 'ru')).toBe('4 фото')
  })
})
