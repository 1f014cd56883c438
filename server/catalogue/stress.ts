// The benchmark catalogue: 27 buildings (codes 11-19, 21-29, 31-39) of the same blocks, more
// sections and floors, sized to 20,000 flats. Data only; the layouts are the resort's own.

import { BLOCKS, type BlockName, type BuildingPlan, type SectionRows } from './buildings'

const flatsIn = (rows: SectionRows) =>
  [...rows.back, ...rows.front].filter((u) => u !== 'core').length

/** Flats in a building: every section floor, plus the two corner flats on every floor. */
export function flatCount(plan: BuildingPlan): number {
  const block = BLOCKS[plan.block]
  const perSection = flatsIn(block.typical) * (plan.floors - 1) + flatsIn(block.top)
  return plan.sections * perSection + 2 * plan.floors
}

const BLOCK_BY_ROW: BlockName[][] = [
  ['serviced', 'residence-a'],
  ['residence-b'],
  ['hotel', 'residence-c'],
]

export function stressPlans(target = 20_000): BuildingPlan[] {
  const plans: BuildingPlan[] = []
  for (let row = 1; row <= 3; row++) {
    for (let k = 1; k <= 9; k++) {
      const blocks = BLOCK_BY_ROW[row - 1] as BlockName[]
      plans.push({
        code: row * 10 + k,
        block: blocks[k % blocks.length] as BlockName,
        sections: 3 + (k % 3),
        floors: 8,
      })
    }
  }
  const total = () => plans.reduce((sum, p) => sum + flatCount(p), 0)
  // Walk the floors up or down one building at a time until the total is as close as it gets.
  for (let i = 0; i < 2000 && Math.abs(total() - target) > 60; i++) {
    const plan = plans[i % plans.length] as BuildingPlan
    plan.floors += total() < target ? 1 : -1
    plan.floors = Math.max(3, plan.floors)
  }
  return plans
}
