// The merged interface dictionary: no key is in two catalogues, where the later one would silently
// win, and both languages hold every key.

import { describe, expect, it } from 'vitest'
import { DICTIONARY_PARTS, en, ru } from './dictionary'

describe('the interface dictionary', () => {
  it('takes each key from one catalogue only', () => {
    const owners = new Map<string, string[]>()
    for (const [name, part] of Object.entries(DICTIONARY_PARTS))
      for (const key of Object.keys(part.ru)) owners.set(key, [...(owners.get(key) ?? []), name])
    const shared = [...owners].filter(([, names]) => names.length > 1)
    expect(shared).toEqual([])
    expect(Object.keys(ru)).toHaveLength(owners.size)
  })

  it('has the same keys in both languages', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(ru).sort())
  })
})
