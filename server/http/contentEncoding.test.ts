import { describe, expect, it } from 'vitest'
import { type Encoding, matchesIfNoneMatch, negotiateEncoding } from './contentEncoding'

describe('negotiateEncoding (RFC 9110 section 12.5.3)', () => {
  it.each<[string | undefined, Encoding]>([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br; q=0 , gzip', 'gzip'],
    ['BR;Q=0.5', 'br'],
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['gzip;q=0.8, br;q=0.8', 'br'],
    ['*', 'br'],
    ['*, br;q=0', 'gzip'],
    ['*;q=0', 'identity'],
    ['deflate', 'identity'],
    ['gzip;q=0, br;q=0', 'identity'],
    ['identity, gzip;q=0.5', 'identity'],
    ['br;q=abc, gzip', 'gzip'],
    ['br;q=2, gzip', 'gzip'],
  ])('%j -> %s', (header, encoding) => {
    expect(negotiateEncoding(header)).toBe(encoding)
  })

  it.each<[string, Encoding[], Encoding]>([
    ['br, gzip', ['gzip', 'identity'], 'gzip'],
    ['br', ['gzip', 'identity'], 'identity'],
    ['br, gzip', ['identity'], 'identity'],
  ])('%j with only %j at hand -> %s', (header, available, encoding) => {
    expect(negotiateEncoding(header, available)).toBe(encoding)
  })
})

describe('matchesIfNoneMatch (RFC 9110 section 13.1.2, weak comparison)', () => {
  const tags = ['"abc"', '"abc-gz"']
  it.each<[string | undefined, boolean]>([
    ['"abc"', true],
    ['W/"abc"', true],
    ['W/"abc-gz"', true],
    ['"x", "abc"', true],
    ['"x",W/"abc"', true],
    ['*', true],
    ['"abd"', false],
    ['"x", "y"', false],
    ['W/"ab"', false],
    ['', false],
    [undefined, false],
  ])('%j -> %s', (header, match) => {
    expect(matchesIfNoneMatch(header, tags)).toBe(match)
  })

  it('compares weak current tags too', () => {
    expect(matchesIfNoneMatch('"v1"', ['W/"v1"'])).toBe(true)
  })
})
