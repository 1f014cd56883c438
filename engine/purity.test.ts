import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

// engine/ imports nothing from other folders but the message catalogues (content/i18n/), nor React,
// Pixi or the DOM (ARCHITECTURE.md, "The six parts and who may import whom"). Every file below it
// is read, subfolders too (planShapes/, sunView/).
const dir = path.dirname(new URL(import.meta.url).pathname)
const sources = (readdirSync(dir, { recursive: true }) as string[])
  .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
  .sort()
const catalogues = path.join(dir, '..', 'content', 'i18n')

/** Whether a relative import stays in engine/ or reads a message catalogue. */
function allowed(file: string, spec: string): boolean {
  if (!spec.startsWith('.')) return true
  const target = path.resolve(path.dirname(path.join(dir, file)), spec)
  return target.startsWith(`${dir}${path.sep}`) || target.startsWith(`${catalogues}${path.sep}`)
}

/** Code without comments and string contents, so prose may name window or document. */
function code(text: string): string {
  return text
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:])\/\/.*$/gm, '$1')
    .replace(/'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`/g, "''")
}

function imports(text: string): string[] {
  return [...text.matchAll(/\bfrom\s+'([^']+)'|\bimport\s*\(\s*'([^']+)'/g)].map(
    (m) => m[1] ?? m[2] ?? '',
  )
}

describe('engine purity', () => {
  it('has sources to check', () => {
    expect(sources).toContain('selectionMachine.ts')
    expect(sources).toContain(path.join('planShapes', 'shapes.ts'))
    expect(sources.some((f) => f.startsWith(`sunView${path.sep}`))).toBe(true)
  })

  it.each(sources)('%s imports only engine files and allowed packages', (file) => {
    const bad = imports(readFileSync(path.join(dir, file), 'utf8')).filter(
      (spec) =>
        !allowed(file, spec) || /^(react|react-dom|pixi\.js|@pixi\/|@xstate\/react)/.test(spec),
    )
    expect(bad).toEqual([])
  })

  it.each(sources)('%s touches no DOM global and no network', (file) => {
    const found = code(readFileSync(path.join(dir, file), 'utf8')).match(
      /\b(window|document|localStorage|sessionStorage|navigator|fetch|XMLHttpRequest|history)\b(?!\s*:)/g,
    )
    expect(found ?? []).toEqual([])
  })
})
