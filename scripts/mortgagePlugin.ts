// content/mortgage.json is read and checked when the site is built, not in every visitor's
// browser: the flat page imports the answer (`virtual:khvoya-mortgage`, the typed result of
// engine/mortgageProgrammes.ts), so a phone no longer builds the file's schema and checks it on
// its main thread while the page loads. A missing or broken file still only hides the mortgage
// line. The dev server reloads the answer when the file changes. Environment: build (Node).

import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { Plugin } from 'vite'
import { type MortgageProgrammes, readMortgageProgrammes } from '../engine/mortgageProgrammes'

export const MORTGAGE_MODULE = 'virtual:khvoya-mortgage'
const RESOLVED = `\0${MORTGAGE_MODULE}`

/** The programmes in the file at `file`; a file that is not there is "none", never an error. */
export function readMortgageFile(file: string): MortgageProgrammes {
  return readMortgageProgrammes(existsSync(file) ? readFileSync(file, 'utf8') : undefined)
}

/** The module's source: the answer as data. */
export function mortgageModule(read: MortgageProgrammes): string {
  return `export default ${JSON.stringify(read)}`
}

export function mortgagePlugin(): Plugin {
  let file = path.resolve('content/mortgage.json')
  return {
    name: 'khvoya-mortgage',
    configResolved(config) {
      file = path.join(config.root, 'content/mortgage.json')
    },
    resolveId: (id) => (id === MORTGAGE_MODULE ? RESOLVED : null),
    load(id) {
      if (id !== RESOLVED) return null
      this.addWatchFile(file)
      return mortgageModule(readMortgageFile(file))
    },
  }
}
