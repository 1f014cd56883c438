// The mortgage programmes the flat page offers, from content/mortgage.json (a sales team edits it;
// README "Sales-team tools"). Read as text so that even a file with broken JSON only hides the
// mortgage line: the loader answers a typed "none", never an error.

import { type MortgageProgrammes, readMortgageProgrammes } from '../engine/mortgageProgrammes'

export const MORTGAGE_FILE = './mortgage.json'

/** `files` as import.meta.glob gives them: path -> text; an absent file is an absent key. */
export function mortgageFromFiles(files: Record<string, string>): MortgageProgrammes {
  return readMortgageProgrammes(files[MORTGAGE_FILE])
}

export const MORTGAGE: MortgageProgrammes = mortgageFromFiles(
  import.meta.glob<string>('./mortgage.json', { eager: true, query: '?raw', import: 'default' }),
)
