import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { importsOf, violations, withoutComments } from './check-boundaries'

const roots: string[] = []
afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true })
})

function tree(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'bounds-'))
  roots.push(root)
  for (const [rel, code] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, rel)), { recursive: true })
    writeFileSync(path.join(root, rel), code)
  }
  return root
}

describe('dependency rules', () => {
  it('reads static, dynamic and side-effect imports', () => {
    expect(
      importsOf("import a from 'x'\nimport('y')\nimport './z.css'\nexport { b } from '../w'"),
    ).toEqual(['x', 'y', './z.css', '../w'])
  })

  it('ignores comments when looking for DOM globals', () => {
    expect(withoutComments('// uses window.history\nconst a = 1 /* document.body */')).not.toMatch(
      /window|document/,
    )
  })

  it.each([
    ['engine/a.ts', "import React from 'react'", true],
    ['engine/a.ts', "import { x } from '../ui/x'", true],
    ['engine/sub/a.ts', "import { x } from '../types'", false],
    ['engine/a.ts', 'const w = window.innerWidth', true],
    ['engine/a.test.ts', 'const w = window.innerWidth', false],
    ['renderer/a.ts', "import { useState } from 'react'", true],
    ['renderer/a.ts', "import { Application } from 'pixi.js'", false],
    ['renderer/a.ts', "import { altOf } from '../engine/alt'", false],
    ['ui/shell/a.tsx', "import { x } from '../../server/app'", true],
    ['ui/a.tsx', "import { x } from '../renderer/plans'", false],
    ['pages/x/+data.ts', "import { x } from '../../server/db'", true],
    ['server/a.ts', "import { ROUTES } from '../engine/routes'", false],
    ['server/a.ts', "import { Header } from '../ui/shell/Header'", true],
    ['content/a.ts', "import { x } from '../engine/routes'", false],
    // The message catalogues are the one exception to the pure layers' rule, and only they.
    ['engine/a.ts', "import { months } from '../content/i18n/dates'", false],
    ['renderer/text/a.ts', "import { canvas } from '../../content/i18n/canvas'", false],
    ['engine/a.ts', "import { PAGES } from '../content/pages'", true],
    ['renderer/a.ts', "import { ART } from '../content/art'", true],
    // The tools may read the app; the app never reads the tools, but its unit tests take fixtures.
    ['scripts/a.ts', "import { facadeSvg } from '../server/catalogue/draw/facadeSvg'", false],
    ['scripts/art/a.ts', "import { Application } from 'pixi.js'", false],
    ['scripts/a.ts', "import { median } from '../bench/stats'", true],
    ['scripts/a.ts', "import { webkit } from '../tests/browsers/webkit'", true],
    ['bench/a.ts', "import { CHROMIUM_PATH } from '../scripts/chromium'", false],
    ['bench/a.ts', "import { webkit } from '../tests/browsers/webkit'", false],
    ['tests/unit/a.test.ts', "import { loadPdfFixture } from '../../bench/pdf'", false],
    ['tests/e2e/a.spec.ts', "import { hrefs } from '../../scripts/documents/hrefs'", false],
    ['server/catalogue/a.ts', "import { CHROMIUM_PATH } from '../../scripts/chromium'", true],
    ['engine/a.ts', "import { median } from '../bench/stats'", true],
    ['renderer/a.ts', "import { x } from '../tests/fixtures'", true],
    ['ui/pdf/a.ts', "import { loadPdfFixture } from '../../bench/pdf'", true],
    ['ui/pdf/a.test.ts', "import { loadPdfFixture } from '../../bench/pdf'", false],
    ['pages/x/+Page.tsx', "import { x } from '../../scripts/x'", true],
    ['content/a.ts', "import { x } from '../tests/x'", true],
    // renderer/bench/ is the renderer's own folder, not the benchmarks.
    ['renderer/hosts/a.ts', "import { ProfileRequests } from '../bench/profileRequests'", false],
  ])('%s: %s -> violation %s', (file, code, bad) => {
    const root = tree({ [file]: code })
    expect(violations(root).length > 0).toBe(bad)
  })
})
