// The dependency rules (ARCHITECTURE.md, "The six parts and who may import whom"), enforced as a
// lint step: each folder may import only what the architecture allows. Exits non-zero and lists
// every violation.

import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

type Rule = { folder: string; folders: string[]; packages: RegExp | null; why: string }

/** The tools around the app: build steps, benchmarks, tests. The app never imports them (a page or
 * the server would carry a tool, or break when one changes); its unit tests may, for fixtures. */
const TOOLS = ['scripts', 'bench', 'tests']

export const RULES: Rule[] = [
  {
    folder: 'engine',
    folders: ['ui', 'renderer', 'pages', 'server', 'content', ...TOOLS],
    packages: /^(react|react-dom|pixi\.js|@pixi\/.*|ofetch|vike|vike-react)(\/|$)/,
    why: 'engine/ is pure TypeScript: no React, Pixi, fetch, DOM or other folders but content/i18n',
  },
  {
    folder: 'renderer',
    folders: ['ui', 'pages', 'server', 'content', ...TOOLS],
    packages: /^(react|react-dom|vike|vike-react|@pixi\/react)(\/|$)/,
    why: 'renderer/ may use engine/, content/i18n and pixi.js, never React, ui/ or pages/',
  },
  {
    folder: 'ui',
    folders: ['pages', 'server', ...TOOLS],
    packages: null,
    why: 'ui/ may use engine/, renderer/ and content/, never pages/ or server/',
  },
  {
    folder: 'content',
    folders: ['ui', 'renderer', 'pages', 'server', ...TOOLS],
    packages: /^(react|react-dom|pixi\.js|vike)(\/|$)/,
    why: 'content/ is data only',
  },
  {
    folder: 'pages',
    folders: ['server', ...TOOLS],
    packages: null,
    why: 'the browser bundle never imports server/',
  },
  {
    folder: 'server',
    folders: ['ui', 'renderer', 'pages', ...TOOLS],
    packages: /^(react|react-dom|pixi\.js)(\/|$)/,
    why: 'server/ may import engine/ and content/ only',
  },
  // The tools run in Node beside the app and may read all of it; only the order among them is kept.
  {
    folder: 'scripts',
    folders: ['bench', 'tests'],
    packages: null,
    why: 'scripts/ are build steps and tools: a build never depends on the benchmarks or tests',
  },
  {
    folder: 'bench',
    folders: [],
    packages: null,
    why: "bench/ may import everything it measures, the tools and the tests' browser helpers",
  },
  {
    folder: 'tests',
    folders: [],
    packages: null,
    why: 'tests/ may import everything they test',
  },
]

const IMPORT =
  /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|^\s*import\s*['"]([^'"]+)['"]/gm
const DOM_GLOBAL = /(^|[^.\w])(window|document|localStorage|sessionStorage|navigator)\./m

function* sources(dir: string): Generator<string> {
  let entries: string[]
  try {
    entries = readdirSync(dir)
  } catch {
    return
  }
  for (const name of entries) {
    const full = path.join(dir, name)
    if (statSync(full).isDirectory()) {
      if (name !== 'node_modules' && name !== 'generated') yield* sources(full)
    } else if (/\.(ts|tsx)$/.test(name)) yield full
  }
}

/** A unit test beside the app's code: it may take fixtures from the tools (bench/pdf.ts). */
const UNIT_TEST = /\.test\.tsx?$/

export function withoutComments(code: string): string {
  return code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1')
}

export function importsOf(code: string): string[] {
  const found: string[] = []
  for (const m of code.matchAll(IMPORT)) found.push((m[1] ?? m[2] ?? m[3]) as string)
  return found
}

/** The message catalogues (content/i18n/) are the one home of every visible word, so the pure
 * layers that draw or write words (engine's labels and dates, the renderer's captions) may read
 * them: they are data in both languages with no import back up. The rest of content/ stays out. */
function messagesOnly(root: string, file: string, spec: string, top: string): boolean {
  if (top !== 'content') return false
  const target = path.relative(root, path.resolve(path.dirname(file), spec)).split(path.sep)
  return target[1] === 'i18n'
}

export function violations(root: string): string[] {
  const out: string[] = []
  for (const rule of RULES) {
    for (const file of sources(path.join(root, rule.folder))) {
      const code = readFileSync(file, 'utf8')
      const rel = path.relative(root, file)
      for (const spec of importsOf(code)) {
        const top = spec.startsWith('.')
          ? (path.relative(root, path.resolve(path.dirname(file), spec)).split(path.sep)[0] ?? '')
          : null
        const bad =
          top !== null
            ? rule.folders.includes(top) &&
              !messagesOnly(root, file, spec, top) &&
              !(TOOLS.includes(top) && UNIT_TEST.test(rel))
            : Boolean(rule.packages?.test(spec))
        if (bad) out.push(`${rel}: imports '${spec}' (${rule.why})`)
      }
      if (
        rule.folder === 'engine' &&
        !rel.endsWith('.test.ts') &&
        DOM_GLOBAL.test(withoutComments(code))
      ) {
        out.push(`${rel}: touches a DOM global (${rule.why})`)
      }
    }
  }
  return out
}

if (process.argv[1]?.endsWith('check-boundaries.ts')) {
  const found = violations(process.cwd())
  if (found.length) {
    console.error(`Dependency rules broken (DESIGN.md section 2):\n${found.join('\n')}`)
    process.exit(1)
  }
  console.log('boundaries: ok')
}
