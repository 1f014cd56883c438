// Runs Stryker over the modules that carry the product's promises, one group after another (each
// with its own incremental file and report), so a two-core machine is never asked for more than one
// test process. `npm run test:mutation` runs every group; `npm run test:mutation -- leads feeds`
// runs the named ones. `-- feeds=server/feeds/onSale.ts,server/feeds/cian.ts` mutates only those
// files of the group, judged by the group's tests: for a group too long to run whole. Its
// incremental file then holds only those files' results (Stryker writes what the run mutated).

import { spawnSync } from 'node:child_process'
import { MUTATION_GROUPS } from './mutationGroups'

const asked = process.argv.slice(2).map((arg) => arg.split('=')[0]!)
const only = new Map(
  process.argv.slice(2).flatMap((arg) => {
    const [name, files] = arg.split('=')
    return files ? [[name!, files]] : []
  }),
)
const unknown = asked.filter((name) => !(name in MUTATION_GROUPS))
if (unknown.length > 0) {
  console.error(`unknown group(s): ${unknown.join(', ')}; known: ${Object.keys(MUTATION_GROUPS)}`)
  process.exit(2)
}

let failed = false
for (const group of asked.length > 0 ? asked : Object.keys(MUTATION_GROUPS)) {
  console.log(`\n== mutation group ${group} ==`)
  const run = spawnSync(
    'npx',
    [
      'stryker',
      'run',
      '--mutate',
      only.get(group) ?? MUTATION_GROUPS[group]!.mutate.join(','),
      '--testFiles',
      MUTATION_GROUPS[group]!.tests.join(','),
      '--incrementalFile',
      `reports/mutation/${group}.incremental.json`,
      ...(MUTATION_GROUPS[group]!.ignoreStatic ? ['--ignoreStatic'] : []),
    ],
    {
      stdio: 'inherit',
      env: {
        ...process.env,
        STRYKER_JSON: `reports/mutation/${group}.json`,
        STRYKER_HTML: `reports/mutation/${group}.html`,
      },
    },
  )
  if (run.status !== 0) failed = true
}
process.exit(failed ? 1 : 0)
