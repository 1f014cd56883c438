// The shape of the agreement's text: sections of clauses numbered on output (1.1, 1.2; 4.3.1 for
// sub-clauses; 1), 2) for list items), so the wording never carries hand-typed numbers that drift.

export type Block =
  | string
  | { text: string; items: string[] }
  | { text: string; sub: string[] }
  /** `widths`: each column's share of the text's width; the last takes what is left. */
  | { table: string[][]; widths: number[] }

export interface ContractSection {
  title: string
  blocks: Block[]
}

/** What the wording takes from the site config, so a real client changes it in one place. */
export interface AgreementFacts {
  developer: string
  bank: string
  completion: string
  downPaymentMin: number
  rate: number
  finishing: string[]
  serviced: string
}
