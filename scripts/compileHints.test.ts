// The compile hint opens the scripts a page starts with, and the build's check names what is off.

import { describe, expect, it } from 'vitest'
import { REACT_SCRIPT } from '../server/html/deferHydration'
import { COMPILE_ALL_AT_LOAD, hintStartChunks, startScriptProblems } from './compileHints'

describe('hintStartChunks', () => {
  it('opens entries and the start groups, leaves lazy chunks and assets alone', () => {
    const bundle = {
      router: {
        type: 'chunk' as const,
        isEntry: true,
        name: 'entries/entry-client-routing',
        code: 'a()',
        map: { mappings: 'AAAA' },
      },
      react: { type: 'chunk' as const, isEntry: false, name: 'react', code: 'r()', map: null },
      plans: { type: 'chunk' as const, isEntry: false, name: 'plans', code: 'p()' },
      pdf: { type: 'chunk' as const, isEntry: false, name: 'pdfExport', code: 'x()' },
      pixi: { type: 'chunk' as const, isEntry: false, name: 'renderer', code: 'y()' },
      css: { type: 'asset' as const, name: 'style.css' },
      'router.map': {
        type: 'asset' as const,
        source: JSON.stringify({ version: 3, mappings: 'BBBB' }),
      },
      'pdf.map': {
        type: 'asset' as const,
        source: JSON.stringify({ version: 3, mappings: 'CCCC' }),
      },
    }
    hintStartChunks(bundle, new Set(['react', 'plans']))
    expect(bundle.router.code).toBe(`${COMPILE_ALL_AT_LOAD}\na()`)
    expect(bundle.router.map.mappings).toBe(';AAAA')
    expect(bundle.react.code).toBe(`${COMPILE_ALL_AT_LOAD}\nr()`)
    expect(bundle.plans.code).toBe(`${COMPILE_ALL_AT_LOAD}\np()`)
    expect(bundle.pdf.code).toBe('x()')
    expect(bundle.pixi.code).toBe('y()')
    // The map files move down with their chunks; a lazy chunk's stays.
    expect(JSON.parse(bundle['router.map'].source).mappings).toBe(';BBBB')
    expect(JSON.parse(bundle['pdf.map'].source).mappings).toBe('CCCC')
  })
})

describe('startScriptProblems', () => {
  const hinted = (path: string) => ({ path, head: `${COMPILE_ALL_AT_LOAD}\nconst x=1` })
  it('passes a build whose React chunk and router open with the hint', () => {
    expect(
      startScriptProblems(
        [
          hinted('/assets/chunks/react-Ab1_c.js'),
          hinted('/assets/entries/entry-client-routing.Zx-9.js'),
          { path: '/assets/chunks/chunk-1.js', head: 'x' },
        ],
        REACT_SCRIPT,
      ),
    ).toEqual([])
  })
  it('names a React chunk the loader would not find, and scripts without the hint', () => {
    expect(
      startScriptProblems(
        [
          { path: '/assets/chunks/chunk-react.js', head: 'x' },
          { path: '/assets/entries/entry-client-routing.Q.js', head: 'import"a"' },
        ],
        REACT_SCRIPT,
      ),
    ).toEqual([
      `React's chunk: 0 scripts match the loader's ${REACT_SCRIPT}`,
      `/assets/entries/entry-client-routing.Q.js does not open with ${COMPILE_ALL_AT_LOAD}`,
    ])
    expect(
      startScriptProblems([{ path: '/assets/chunks/react-A.js', head: 'import"b"' }], REACT_SCRIPT),
    ).toEqual([
      "the router's entry (entry-client-routing) is missing",
      `/assets/chunks/react-A.js does not open with ${COMPILE_ALL_AT_LOAD}`,
    ])
  })
})
