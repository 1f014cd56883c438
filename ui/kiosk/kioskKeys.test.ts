// The kiosk's reset keeps the forms' outbox by name: the two names must stay one.
import { expect, it } from 'vitest'
import { LEAD_OUTBOX_KEY } from '../../engine/kioskReset'
import { OUTBOX_KEY } from '../forms/leadOutbox'
import { qrModulesPath } from './QrCode'

it('keeps the same outbox key as the forms', () => {
  expect(LEAD_OUTBOX_KEY).toBe(OUTBOX_KEY)
})

it('draws a QR code as one path of whole modules', () => {
  const { d, size } = qrModulesPath('https://khvoya-club.ru/plans/plans-favorites?f=11-1-3-2')
  // Version 4 at level M holds up to 62 bytes: 4 x 4 + 17 = 33 modules a side.
  expect(size).toBe(33)
  expect(d).toMatch(/^M0 0h7v1h-7z/) // the top-left finder's first row is seven dark modules
})
