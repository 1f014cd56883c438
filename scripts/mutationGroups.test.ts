import { readdirSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { MUTATION_GROUPS } from './mutationGroups'

/** The project's files a group's pattern names (`*` within a folder, `**` across folders). */
function matching(pattern: string): string[] {
  const source = pattern
    .replace(/[.+^${}()|[\]\\]/g, '\\$&')
    .replace(/\*\*\//g, '\u0000')
    .replace(/\*/g, '[^/]*')
    .replaceAll('\u0000', '(?:.*/)?')
  const re = new RegExp(`^${source}$`)
  const root = pattern.split('/')[0] ?? '.'
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .map((f) => `${root}/${f}`)
    .filter((f) => re.test(f))
}

// A group whose paths name nothing is measured as nothing and reads as fine: the renderer's
// regroup and the move of the phone rules each left such a path behind once.
describe('the mutation groups', () => {
  it('match files the way Stryker does', () => {
    expect(matching('engine/planShapes/*.ts')).toContain('engine/planShapes/walls.ts')
    expect(matching('engine/**/*.test.ts')).toContain('engine/planShapes/planShapes.test.ts')
    expect(matching('server/leads/lead*.test.ts')).not.toContain('server/leads/crash.test.ts')
  })

  it.each(Object.entries(MUTATION_GROUPS))(
    '%s mutates modules and names tests that exist',
    (_name, group) => {
      for (const pattern of [...group.mutate, ...group.tests].filter((p) => !p.startsWith('!'))) {
        expect(matching(pattern), pattern).not.toEqual([])
      }
    },
  )
})
