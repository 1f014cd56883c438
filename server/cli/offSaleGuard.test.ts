import { describe, expect, it } from 'vitest'
import type { Status } from '../../engine/types'
import { offSaleRefusal } from './offSaleGuard'

interface Scene {
  onSale: number
  off: number
  named: number
  to?: number
}

/** `onSale` flats on sale and 50 booked; the list moves `off` of them off sale and names `named`. */
function scene({ onSale, off, named, to = 0 }: Scene) {
  const flats = [
    ...Array.from({ length: onSale }, () => ({ status: 1 as Status })),
    ...Array.from({ length: 50 }, () => ({ status: 2 as Status })),
  ]
  const changes = Array.from({ length: off }, () => ({
    before: { status: 1 as Status, price: 1 },
    status: to as Status,
  }))
  // The other rows it names change a price only (or nothing).
  const plan = { changes, unchanged: named - off }
  return offSaleRefusal(plan as Parameters<typeof offSaleRefusal>[0], flats)
}

describe('the off-sale guard', () => {
  it.each<[Scene, string | null]>([
    // 441 on sale: a fifth is 88.2, so 88 is allowed and 89 is more than a fifth.
    [{ onSale: 441, off: 88, named: 200 }, null],
    [{ onSale: 441, off: 89, named: 200 }, 'more than a fifth of the 441 flat(s) on sale now'],
    // Every flat the list names goes off sale, however few.
    [{ onSale: 441, off: 10, named: 10 }, 'every flat the list names (10 of 10)'],
    [{ onSale: 441, off: 1, named: 1, to: 2 }, 'every flat the list names (1 of 1)'],
    [{ onSale: 441, off: 10, named: 11 }, null],
    [{ onSale: 441, off: 0, named: 30 }, null],
    // 20 on sale, a fifth is 4: five bookings in a list of 30 are too many.
    [{ onSale: 20, off: 5, named: 30, to: 2 }, 'more than a fifth of the 20 flat(s) on sale now'],
  ])('%j -> %s', (input, reason) => {
    const refusal = scene(input)
    if (reason === null) expect(refusal).toBeNull()
    else {
      expect(refusal?.offSale).toBe(input.off)
      expect(refusal?.message).toContain(`would take ${input.off} flat(s) off sale`)
      expect(refusal?.message).toContain(reason)
      expect(refusal?.message).toContain('0 not on sale (shown as a dash), 1 on sale')
      expect(refusal?.message).toContain('--confirm')
    }
  })

  it('names both reasons when both hold', () => {
    const refusal = scene({ onSale: 20, off: 10, named: 10 })
    expect(refusal?.message).toContain('a fifth is 4), and every flat the list names (10 of 10)')
  })
})
