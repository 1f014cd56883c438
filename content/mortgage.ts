// The mortgage programmes the flat page offers, from content/mortgage.json (a sales team edits it;
// README "Sales-team tools"). Read and checked when the site is built (scripts/mortgagePlugin.ts):
// even a file with broken JSON only hides the mortgage line, the answer being a typed "none",
// never an error, and the browser gets the answer as data.

import type { MortgageProgrammes } from '../engine/mortgageProgrammes'
import read from 'virtual:khvoya-mortgage'

export const MORTGAGE: MortgageProgrammes = read
