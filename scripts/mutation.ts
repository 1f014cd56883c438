// Runs Stryker over the modules that carry the product's promises, one group after another (each
// with its own incremental file and report), so a two-core machine is never asked for more than one
// test process. `npm run test:mutation` runs every group; `npm run test:mutation -- leads feeds`
// runs the named ones.

import { spawnSync } from 'node:child_process'
import { MUTATION_GROUPS } from './mutationGroups'

const asked = process.argv.slice(2)
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
      MUTATION_GROUPS[group]!.mutate.join(','),
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
