import { expect, it } from 'vitest'
import { LEAD_OUTBOX_KEY, storageKeysToClear } from './kioskReset'

it('clears the visit and keeps unsent leads and the kiosk settings', () => {
  expect(
    storageKeysToClear([
      'favorites',
      'khvoya:view-mode',
      LEAD_OUTBOX_KEY,
      'khvoya:kiosk',
      'khvoya:kiosk-data-at',
    ]),
  ).toEqual(['favorites', 'khvoya:view-mode'])
})
