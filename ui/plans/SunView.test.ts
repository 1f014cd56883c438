// The sun block's norm line as the server renders it with the figures given: only a flat the
// residential norm governs (a private residence) gets it, worded as our estimate; a serviced
// apartment or a hotel room, or a flat whose format is not yet known, gets no verdict at all.

import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import type { FlatSunView } from '../../engine/sunView/flatSunView'
import type { LivingFormat } from '../../engine/types'
import { SunView } from './SunView'

const failing: FlatSunView = {
  alt: '11-1-2-2',
  windows: [],
  norm: {
    source: 'SanPiN 1.2.3685-21',
    continuousHours: 2.5,
    period: ['04-22', '08-22'],
    roomsNeeded: 1,
    roomsMeeting: 0,
    meets: false,
    estimate: true,
  },
}

vi.mock('./useSunView', () => ({
  useSunView: () => ({ load: { state: 'ready', flat: failing, skyline: null }, retry() {} }),
}))

const render = (format: LivingFormat | undefined, locale: 'ru' | 'en' = 'ru') =>
  renderToStaticMarkup(createElement(SunView, { alt: failing.alt, locale, format }))

describe('SunView and the insolation norm', () => {
  it.each([
    ['ru', 'По нашей оценке непрерывного солнца меньше'],
    ['en', 'By our estimate, continuous sun falls short'],
  ] as const)('a private residence gets the norm line as our estimate (%s)', (locale, words) => {
    const html = render('private', locale)
    expect(html).toContain('data-testid="sun-norm"')
    expect(html).toContain(words)
  })

  it.each([['serviced'], ['hotel'], [undefined]] as const)(
    'a %s flat gets no norm line and no verdict',
    (format) => {
      const html = render(format)
      expect(html).toContain('data-testid="sun-view"')
      expect(html).not.toContain('sun-norm')
      expect(html).not.toMatch(/нормати/)
    },
  )
})
