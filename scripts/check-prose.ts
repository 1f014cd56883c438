// The prose lint (issue 46): every visible word lives in content/, so a string holding Cyrillic or
// English prose in code elsewhere is reported with its file and line. Run by `npm run lint`;
// exits non-zero when anything is found. The rules are scripts/proseRules.ts; what is exempt and
// why is the list below, kept short on purpose.

import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { findProse, type ProseFinding, type ProseRule } from './proseRules'

/** Folders never read: content/ is where words belong, tests/ and the build's output are not
 * shipped code. */
const SKIPPED_DIRS = new Set([
  'content',
  'tests',
  'node_modules',
  'dist',
  'generated',
  'coverage',
  'reports',
  'public',
])
/** Tests, fixtures, type declarations, and test harnesses named for what they set up
 * (server/feeds/testFeeds.ts, server/db/testDatabase.ts). */
const SKIPPED_FILE = /\.(test|spec|fixture)\.tsx?$|\.d\.ts$|^test[A-Z]\w*\.ts$/

/** An operator's tools speak English (README, "Operating"): their output is exempt from the
 * English rule, not from the Cyrillic one. */
export const OPERATOR_FOLDERS = ['server/cli/', 'server/ops/', 'scripts/', 'bench/']

/** A file, or a folder ending in '/', and the rule it is exempt from. */
export type Allowed = { file: string; rule: ProseRule | 'both'; why: string }

/**
 * Files whose strings are not words they show: input the code matches, names, probes, or
 * diagnostics. (Regular expressions are never read: a pattern is matched, not shown, so the room
 * names of server/ifc/mapping/names.ts need no entry. A problem pushed onto a list or handed to an
 * Error is a diagnosis, which proseRules.ts passes over.) An entry that exempts nothing fails the
 * lint, so the list cannot outlive its reasons.
 */
export const ALLOWED: readonly Allowed[] = [
  {
    file: 'server/cli/priceImport.ts',
    rule: 'cyrillic',
    why: 'column names and status words of Russian price sheets: aliases it matches',
  },
  {
    file: 'server/cli/import-ifc.ts',
    rule: 'cyrillic',
    why: 'the usage text shows the Cyrillic building code the option accepts (B3 in Cyrillic)',
  },
  {
    file: 'server/cli/import-prices.ts',
    rule: 'cyrillic',
    why: 'the usage text lists the Russian status words and building labels a sheet may hold',
  },
  {
    file: 'server/feeds/yrlValues.ts',
    rule: 'cyrillic',
    why: "Yandex Realty's fixed values, in Russian as the format spells them: matched by the portal",
  },
  {
    file: 'renderer/text/fontsReady.ts',
    rule: 'cyrillic',
    why: 'a font probe sample, drawn by no one: it makes the browser load the Cyrillic subset',
  },
  {
    file: 'renderer/text/glyphAtlas.ts',
    rule: 'cyrillic',
    why: 'a glyph probe (tallest and deepest letters) to measure a line box, never drawn',
  },
  {
    file: 'scripts/fonts.ts',
    rule: 'cyrillic',
    why: 'the letters the font subsets keep and the sample their widths are averaged over',
  },
  {
    file: 'server/ifc/',
    rule: 'english',
    why: "the IFC importer's problems and report are import-ifc's output: an operator's tool",
  },
  {
    file: 'server/feeds/feedConfig.ts',
    rule: 'cyrillic',
    why: 'the settings check quotes the Cyrillic building label it accepts (A1:123456)',
  },
  {
    file: 'server/routes/localeRoutes.ts',
    rule: 'english',
    why: "HTTP's reason phrase of a 405, as the protocol words it",
  },
  {
    file: 'renderer/protocol.ts',
    rule: 'english',
    why: "the worker protocol's decoding problems, logged for a developer, never shown",
  },
  {
    file: 'engine/kioskWorkerMessages.ts',
    rule: 'english',
    why: "the kiosk worker protocol's decoding problems, logged for a developer, never shown",
  },
  {
    file: 'renderer/worker/workerEndpoint.ts',
    rule: 'english',
    why: "the worker's 'failed' reports: the page logs them and shows its own retry text",
  },
  {
    file: 'ui/pdf/fonts.ts',
    rule: 'english',
    why: "the sheet's font family names, declared with @font-face: names, not words",
  },
  {
    file: 'engine/leadFormCases.ts',
    rule: 'cyrillic',
    why: 'input samples shared by the form tests of browser and server (a name, an agency)',
  },
]

const covers = (a: Allowed, file: string, rule: ProseRule) =>
  (a.file === file || (a.file.endsWith('/') && file.startsWith(a.file))) &&
  (a.rule === 'both' || a.rule === rule)

function* sources(root: string, dir = ''): Generator<string> {
  for (const name of readdirSync(path.join(root, dir)).sort()) {
    const rel = dir ? `${dir}/${name}` : name
    // Hidden folders and the scratch space of tools (.git, .scratch, .stryker-tmp).
    if (name.startsWith('.')) continue
    if (statSync(path.join(root, rel)).isDirectory()) {
      if (!SKIPPED_DIRS.has(name)) yield* sources(root, rel)
    } else if (/\.tsx?$/.test(name) && !SKIPPED_FILE.test(name)) yield rel
  }
}

/** A file the parser cannot read is named, so the lint's failure points at it. */
function proseOf(root: string, file: string): ProseFinding[] {
  try {
    return findProse(readFileSync(path.join(root, file), 'utf8'), file)
  } catch (error) {
    throw new Error(`check-prose: cannot parse ${file}: ${(error as Error).message}`)
  }
}

export type FileFindings = { file: string; findings: ProseFinding[] }

export type ProseReport = {
  /** Every file outside content/ and the tests with a visible word nothing exempts. */
  found: FileFindings[]
  /** Allow-list entries that exempt nothing any more: the list stays as short as the code lets it. */
  stale: Allowed[]
}

export function checkProse(root: string, allowed: readonly Allowed[] = ALLOWED): ProseReport {
  const found: FileFindings[] = []
  const used = new Set<Allowed>()
  for (const file of sources(root)) {
    const findings = proseOf(root, file).filter((f) => {
      if (f.rule === 'english' && OPERATOR_FOLDERS.some((folder) => file.startsWith(folder)))
        return false
      const allowance = allowed.find((a) => covers(a, file, f.rule))
      if (allowance) used.add(allowance)
      return !allowance
    })
    if (findings.length) found.push({ file, findings })
  }
  return { found, stale: allowed.filter((a) => !used.has(a)) }
}

if (process.argv[1]?.endsWith('check-prose.ts')) {
  const { found, stale } = checkProse(process.cwd())
  const total = found.reduce((sum, f) => sum + f.findings.length, 0)
  if (total) {
    const lines = found.flatMap(({ file, findings }) =>
      findings.map((f) => `${file}:${f.line} ${f.rule}: ${JSON.stringify(f.text.trim())}`),
    )
    console.error(
      `Visible words outside content/ (move them into a catalogue of content/i18n/):\n${lines.join('\n')}\n${total} strings in ${found.length} files`,
    )
  }
  if (stale.length) {
    console.error(
      `Allow-list entries of scripts/check-prose.ts that exempt nothing now (remove them):\n${stale.map((a) => `${a.file} (${a.rule})`).join('\n')}`,
    )
  }
  if (total || stale.length) process.exit(1)
  console.log('prose: ok')
}
