// V8's explicit compile hint (Chrome 136 and later; other engines read a comment): every function
// of a file that opens with it is compiled as the file streams in, on a background thread, rather
// than on the page's thread the first time it is called. The router's start, React's hydration
// and the plans screens' first effects call most of their files' functions at once, and compiling
// them lazily was a third of the script time of those tasks: a flat screen's main thread at 1x
// spent 128 -> 82 ms in function calls, 543 -> 497 ms in all (medians of 6 interleaved runs).
// The build writes it at the top of the scripts a page runs as it starts, ahead of what Vite writes
// there (its preload list), after the files are named: the comment is the same in every build, so
// a name still changes exactly when the code does. postbuild.ts checks the result.

import type { Plugin } from 'vite'

export const COMPILE_ALL_AT_LOAD = '//# allFunctionsCalledOnLoad'

interface BundleItem {
  type: 'chunk' | 'asset'
  fileName?: string
  isEntry?: boolean
  name?: string
  code?: string
  map?: { mappings: string } | null
  source?: string | Uint8Array
}

/**
 * Opens each start chunk of `bundle` (its entries, and the chunks of the named code-splitting groups)
 * with the hint, moving its source map a line down: the chunk's
 * own map where the bundler writes that, and the map file where it is already an asset (Rolldown).
 */
export function hintStartChunks(
  bundle: Record<string, BundleItem>,
  startGroups: ReadonlySet<string>,
): void {
  for (const [fileName, chunk] of Object.entries(bundle)) {
    if (chunk.type !== 'chunk' || chunk.code === undefined) continue
    if (!chunk.isEntry && !startGroups.has(chunk.name ?? '')) continue
    chunk.code = `${COMPILE_ALL_AT_LOAD}\n${chunk.code}`
    if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`
    const mapFile = bundle[`${fileName}.map`]
    if (mapFile?.type === 'asset' && mapFile.source !== undefined) {
      const text =
        typeof mapFile.source === 'string'
          ? mapFile.source
          : new TextDecoder().decode(mapFile.source)
      const map = JSON.parse(text) as { mappings: string }
      map.mappings = `;${map.mappings}`
      mapFile.source = JSON.stringify(map)
    }
  }
}

/** `startGroups`: the code-splitting groups (vite.config.ts) a page runs as it starts. */
export function compileHints(startGroups: readonly string[]): Plugin {
  const groups = new Set(startGroups)
  return {
    name: 'khvoya:compile-hints',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        hintStartChunks(bundle as unknown as Record<string, BundleItem>, groups)
      },
    },
  }
}

/**
 * What is wrong with a build's start scripts, given each script's path and first bytes: React's
 * chunk must be there once, under the name the page's loader looks for (`reactScript`, in
 * server/html/deferHydration.ts; vite.config.ts names the chunk), and it and the router's entry
 * must open with the hint.
 */
export function startScriptProblems(
  scripts: readonly { path: string; head: string }[],
  reactScript: RegExp,
): string[] {
  const problems: string[] = []
  const react = scripts.filter((s) => reactScript.test(s.path))
  if (react.length !== 1)
    problems.push(`React's chunk: ${react.length} scripts match the loader's ${reactScript}`)
  const router = scripts.filter((s) => /\/entry-client-routing\.[\w-]+\.js$/.test(s.path))
  if (router.length === 0) problems.push("the router's entry (entry-client-routing) is missing")
  for (const s of [...react, ...router])
    if (!s.head.startsWith(COMPILE_ALL_AT_LOAD))
      problems.push(`${s.path} does not open with ${COMPILE_ALL_AT_LOAD}`)
  return problems
}
