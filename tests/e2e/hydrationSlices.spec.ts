// React hydrates a plans page in slices (issue 45; ui/shell/hydrateInTransition.ts and the Suspense
// boundaries of ui/shell/Layout.tsx): each boundary in a task of its own, with the browser free to
// answer a tap between them. Anything that re-renders the layout at sync priority once it has
// hydrated (a store whose server snapshot differs from the browser's, as vike-react's useHydrated
// did) hydrated every boundary below it in that one task instead: 100-190 ms on a phone.
//
// The test reads the page's commits through React's devtools hook and numbers the page's tasks
// with a chain of message tasks (each posts the next): two commits in one task share a number.

import { expect, test } from './fixtures'
import { hydrated } from './scriptsHeld'

interface Commit {
  task: number
  /** Fibers this commit mounted or hydrated (not seen in an earlier commit). */
  added: number
}

/** Installed before the page's scripts: React finds the hook when it starts. */
const PROBE = `(() => {
  let task = 0
  let counting = true
  const channel = new MessageChannel()
  channel.port1.onmessage = () => {
    task++
    if (counting) channel.port2.postMessage(0)
  }
  channel.port2.postMessage(0)
  const seen = new WeakSet()
  const commits = []
  window.__khvoyaCommits = () => {
    counting = false
    return commits
  }
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    isDisabled: false,
    renderers: new Map(),
    inject() { return 1 },
    checkDCE() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    onCommitFiberRoot(id, root) {
      let added = 0
      const walk = (fiber) => {
        for (; fiber; fiber = fiber.sibling) {
          if (!seen.has(fiber) && !(fiber.alternate && seen.has(fiber.alternate))) added++
          seen.add(fiber)
          walk(fiber.child)
        }
      }
      walk(root.current)
      commits.push({ task, added })
    },
  }
})()`

const PAGES = [
  ['the master plan', '/plans'],
  ['a flat', '/plans?building=11&section=1&floor=2&flat=2'],
  ['search', '/plans/plans-search'],
] as const

for (const [name, path] of PAGES) {
  test(`${name} hydrates its boundaries in tasks of their own`, async ({ page }) => {
    await page.addInitScript({ content: PROBE })
    await page.goto(path, { waitUntil: 'domcontentloaded' })
    await hydrated(page)
    // The boundaries after the layout's: the page's own blocks come in the next few tasks.
    await page.waitForTimeout(1500)
    const commits = await page.evaluate(() =>
      (window as unknown as { __khvoyaCommits: () => Commit[] }).__khvoyaCommits(),
    )
    const hydrating = commits.filter((c) => c.added > 0)
    // The layout's own commit, then at least the page's boundary.
    expect(hydrating.length).toBeGreaterThanOrEqual(2)
    const tasks = hydrating.map((c) => c.task)
    expect(tasks, JSON.stringify(commits)).toEqual([...new Set(tasks)])
  })
}
