// Drops a group's module-level ("static") survivors and uncovered mutants from its incremental file,
// so the next run judges them again against every test of the group. Stryker reuses such a result
// however the tests changed (no test in particular covered it), so a rerun meant to judge new tests
// needs this first (bench/MUTATION.md). `npx tsx scripts/mutationForgetStatic.ts <group>…`

import { readFileSync, writeFileSync } from 'node:fs'

interface Mutant {
  status: string
  static?: boolean
}
interface Incremental {
  files: Record<string, { mutants: Mutant[] }>
}

for (const group of process.argv.slice(2)) {
  const file = `reports/mutation/${group}.incremental.json`
  const report = JSON.parse(readFileSync(file, 'utf8')) as Incremental
  let dropped = 0
  for (const entry of Object.values(report.files)) {
    const kept = entry.mutants.filter(
      (m) => !(m.static && (m.status === 'Survived' || m.status === 'NoCoverage')),
    )
    dropped += entry.mutants.length - kept.length
    entry.mutants = kept
  }
  writeFileSync(file, JSON.stringify(report, null, 2))
  console.log(`${group}: ${dropped} module-level survivor(s) dropped`)
}
