// The module groups of mutation testing (bench/MUTATION.md): the modules each mutates and the test
// files that judge them. Data only; scripts/mutation.ts runs them.

export interface MutationGroup {
  /** The modules mutated. */
  mutate: string[]
  /**
   * The tests that judge them: the modules' own unit tests. Without this list every test that
   * imports a module however indirectly runs, and a mutant of module-level code (a machine's
   * definition) runs all of them: hours per group on two cores.
   */
  tests: string[]
  /**
   * Leave module-level ("static") mutants out. Each of them runs every test of the group (no
   * per-test coverage exists for code that ran at import), which a group whose tests start an API
   * cannot afford. A cost beyond the ones left out: Stryker then judges a mutant reached both at
   * import and inside a test ("hybrid") only by the tests that reached it inside a test, not by
   * those that use what a test file built at its top (bench/MUTATION.md).
   */
  ignoreStatic?: boolean
}

export const MUTATION_GROUPS: Record<string, MutationGroup> = {
  // The selection machine's definition is module-level code: each of its mutants runs every test
  // of its group, so it has a group of its own with the machine's tests only.
  machine: {
    mutate: ['engine/selectionMachine.ts'],
    tests: [
      'engine/selectionMachine.test.ts',
      'engine/selectionMachine.property.test.ts',
      'engine/selectionHistory.test.ts',
    ],
  },
  engine: {
    mutate: [
      'engine/selectionTransitions.ts',
      'engine/selectionQuery.ts',
      'engine/selectionIndex.ts',
      'engine/selectionHistory.ts',
      'engine/catalogueSearch.ts',
    ],
    tests: ['engine/**/*.test.ts'],
  },
  // Delivery and the outbox. Not crash.test.ts: it judges child processes, which never run the
  // mutant under test; nor the forms API's tests, which judge the route, not these modules.
  leads: {
    mutate: ['server/leads/leadDelivery.ts', 'server/leads/leadOutbox.ts'],
    tests: ['server/leads/leadDelivery.test.ts', 'server/leads/leadOutbox*.test.ts'],
  },
  // What the API makes of a form's body, and its messages: pure, so module-level mutants (the
  // shared schema parts, the message table) are measured too.
  leadForms: {
    mutate: ['server/leads/leadForms.ts', 'server/leads/leadMessages.ts'],
    tests: ['server/leads/leadForms.test.ts'],
  },
  html: {
    mutate: ['server/html/*.ts', '!server/html/*.test.ts'],
    tests: ['server/html/*.test.ts', 'server/plansPages.test.ts'],
  },
  hosts: {
    mutate: [
      'renderer/hosts/*.ts',
      '!renderer/hosts/*.test.ts',
      '!renderer/hosts/*.fixture.ts',
      'renderer/renderState.ts',
    ],
    tests: [
      'renderer/hosts/*.test.ts',
      'renderer/renderState.test.ts',
      'renderer/protocol.test.ts',
    ],
  },
  // The portals' rules with their checker. Nearly all its mutants are module-level (the rules are
  // tables), and each of those runs every test of the group: so the settings, whose tests load the
  // whole server config, are a group of their own.
  feedRules: {
    mutate: ['server/feeds/feedValidator.ts', 'server/feeds/portalRules.ts'],
    tests: ['server/feeds/feedValidator.test.ts', 'server/feeds/portalRules.test.ts'],
  },
  // The feeds' settings read from the environment.
  feedConfig: {
    mutate: ['server/feeds/feedConfig.ts'],
    tests: ['server/feeds/feedConfig.test.ts'],
  },
  // The feeds themselves: the tests start an API and render both feeds.
  feeds: {
    mutate: [
      'server/feeds/*.ts',
      '!server/feeds/*.test.ts',
      '!server/feeds/testFeeds.ts',
      '!server/feeds/*.fixture.ts',
      '!server/feeds/feedConfig.ts',
      '!server/feeds/feedValidator.ts',
      '!server/feeds/portalRules.ts',
      '!server/feeds/feedRoutes.ts',
      '!server/feeds/feedText.ts',
      '!server/feeds/planImages.ts',
    ],
    tests: ['server/feeds/*.test.ts'],
    ignoreStatic: true,
  },
  // The feeds' words and links, and their plan images: pure enough for unit tests of their own,
  // which judge them in seconds. The feed tests reach them too, but would run a minute a mutant.
  feedText: { mutate: ['server/feeds/feedText.ts'], tests: ['server/feeds/feedText.test.ts'] },
  planImages: {
    mutate: ['server/feeds/planImages.ts'],
    tests: ['server/feeds/planImages.test.ts'],
  },
  // The feeds' routes, judged by the routes' own tests: the portals' content tests reach every
  // route mutant too (each fetches its feed), and would run, a minute a mutant, for what they
  // never look at (caching, conditional requests, headers).
  feedRoutes: {
    mutate: ['server/feeds/feedRoutes.ts'],
    tests: ['server/feeds/feedRoutes.test.ts', 'server/feeds/feedRoutesMemory.test.ts'],
    ignoreStatic: true,
  },
  plans: { mutate: ['server/plansPages.ts'], tests: ['server/plansPages.test.ts'] },
  // The form rules shared by the browser and the API: the fields, their limits and messages.
  formRules: {
    mutate: ['engine/leadForms.ts', 'engine/phoneNumber.ts'],
    tests: ['engine/leadForms.test.ts', 'engine/phoneNumber.test.ts'],
  },
  // The plan symbols: walls, doors and windows, furniture, drawn from a flat's plan data.
  shapes: {
    mutate: ['engine/planShapes/*.ts', '!engine/planShapes/*.test.ts'],
    tests: ['engine/planShapes/*.test.ts'],
  },
}
