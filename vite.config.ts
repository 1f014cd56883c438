import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
import { defineConfig, type Rolldown } from 'vite'
import { compileHints } from './scripts/compileHints'
import { mortgagePlugin } from './scripts/mortgagePlugin'
import { vikeLinkWatch } from './scripts/vikeLinkWatch'

// How the browser's JavaScript is cut into files. Left to itself, Rolldown makes one
// chunk per set of pages that share a module, and Vike one per CSS module: the flat screen loaded
// 56 scripts, 20 of them under 1 KB, and on a phone's slow network (HTTP/1.1: six requests at a
// time, 562 ms a round trip) requests, not bytes, kept its canvas from drawing. Here a module joins the
// chunk of the pages that load it: the framework and the site's shell (every page), the reading
// pages, the plans screens, the canvas screens (with the renderer's host, which every canvas
// starts once idle), and the page-thread renderer with Pixi (only where no worker can draw). A
// module of one page stays in that page's entry, and what only lazy code loads stays lazy.

/** React, the router and the client runtime: every page, cached apart from our code. */
const FRAMEWORK =
  /node_modules[\\/](react|react-dom|scheduler|vike|vike-react|@brillout)[\\/]|vite[\\/]preload-helper/

/** React alone, with the modules that start it (ui/shell/reactStart.ts, and the hydration wrapper
 * it sets): a chunk the loader (server/html/deferHydration.ts) finds by its name and runs in a
 * task before the router. */
const REACT =
  /node_modules[\\/](react|react-dom|scheduler)[\\/]|ui[\\/]shell[\\/](reactStart|hydrateInTransition)\.ts$/
const REACT_CHUNK = 'assets/chunks/react-[hash].js'

/** Page folders by audience. Pages not named (the error page, fault and PDF tools, the renderer
 * harness) are guests: what they share goes where the visitors' pages put it. */
const CANVAS_PAGES = ['plans', 'masterplan', 'masterplan-master']
const PLANS_PAGES = [...CANVAS_PAGES, 'plans-search', 'plans-favourites']
const CONTENT_PAGES = ['index', 'content']

const PAGE_ENTRY = /page-entry:client:\/pages\/([^/?]+)/
const HOST_ROOT = /renderer[\\/]hosts[\\/]startRenderer\.ts$/
/** What the page-thread renderer loads: PlansRenderer, and the parts of Pixi it imports lazily. */
const FALLBACK_ROOT =
  /renderer[\\/]PlansRenderer\.ts$|pixi\.js[\\/]lib[\\/](rendering[\\/]renderers[\\/]gl[\\/]WebGLRenderer|environment-browser[\\/]browserAll)\.mjs$/
const RENDERER_ROOT = /renderer[\\/]PlansRenderer\.ts$|node_modules[\\/]pixi\.js[\\/]/

/** The modules that load `id` first: page entries, the HTML's entries and dynamic imports. */
function rootsOf(id: string, ctx: Rolldown.ChunkingContext): string[] {
  const roots: string[] = []
  const seen = new Set([id])
  const queue = [id]
  for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
    const info = ctx.getModuleInfo(next)
    if (!info) continue
    if (info.isEntry || info.dynamicImporters.length > 0) roots.push(next)
    for (const importer of info.importers) {
      if (!seen.has(importer)) {
        seen.add(importer)
        queue.push(importer)
      }
    }
  }
  return roots
}

type Audience = 'shell' | 'content' | 'plans' | 'canvas' | 'rendererShared' | 'renderer'

function audience(pages: string[]): Audience {
  const within = (set: string[]) => pages.every((p) => set.includes(p))
  if (within(CANVAS_PAGES)) return 'canvas'
  if (within(PLANS_PAGES)) return 'plans'
  if (within(CONTENT_PAGES)) return 'content'
  return 'shell'
}

function classify(id: string, ctx: Rolldown.ChunkingContext): Audience | null {
  const roots = rootsOf(id, ctx)
  const isEntry = (r: string) => ctx.getModuleInfo(r)?.isEntry === true
  const pages = roots.map((r) => PAGE_ENTRY.exec(r)?.[1]).filter((p) => p !== undefined)
  // Vike puts each CSS module (its class names, a few hundred bytes) in a chunk of its own.
  const css = id.endsWith('.css')
  // Reached from the HTML's own entries (the router, pages/+client.ts): every page loads it.
  if (roots.some((r) => isEntry(r) && !PAGE_ENTRY.test(r))) return 'shell'
  const visited = pages.filter((p) => PLANS_PAGES.includes(p) || CONTENT_PAGES.includes(p))
  if (visited.length > 0) return roots.length > 1 || css ? audience(visited) : null
  // Only lazy code (and guest pages) loads it.
  const lazy = roots.filter((r) => !isEntry(r))
  const renderer = lazy.filter((r) => HOST_ROOT.test(r) || RENDERER_ROOT.test(r))
  // Shared with other lazy code (the PDF export draws the same geometry): not into Pixi's chunk.
  if (renderer.length > 0 && renderer.length < lazy.length) return 'rendererShared'
  // Every canvas starts the renderer's host once idle: in the canvas's chunk it costs no round trip.
  if (lazy.some((r) => HOST_ROOT.test(r))) return 'canvas'
  if (lazy.some((r) => FALLBACK_ROOT.test(r))) return 'renderer'
  return css ? 'shell' : null
}

/** One answer per module and chunking pass: Rolldown hands out the same ModuleInfo within one. */
const known = new WeakMap<object, Audience | null>()
function audienceOf(id: string, ctx: Rolldown.ChunkingContext): Audience | null {
  const info = ctx.getModuleInfo(id)
  if (!info) return null
  if (known.has(info)) return known.get(info) ?? null
  const found = classify(id, ctx)
  known.set(info, found)
  return found
}

/** A group per audience, widest first: a group takes the modules its own modules import (Rolldown
 * keeps chunks acyclic so), and what is wider must be taken by its own group before. */
const AUDIENCES: Audience[] = ['shell', 'content', 'plans', 'canvas', 'rendererShared', 'renderer']
/** The groups a page runs as it starts, which open with V8's compile hint (scripts/compileHints.ts):
 * React's, Rolldown's runtime and the visitors' audiences. Not the lazy ones (the PDF, the dialogs,
 * the page-thread renderer with Pixi), of which a page may call little or nothing. */
const START_GROUPS: string[] = [
  'react',
  'rolldown-runtime',
  ...(['content', 'plans', 'canvas'] satisfies Audience[]),
]

const groups = AUDIENCES.map((name, i) => ({
  name: (id: string, ctx: Rolldown.ChunkingContext) => (audienceOf(id, ctx) === name ? name : null),
  debugName: name,
  // Above Vike's own group for CSS modules (priority 0), which would take them one by one.
  priority: 100 - i * 10,
}))

export default defineConfig({
  plugins: [react(), vike(), mortgagePlugin(), vikeLinkWatch(), compileHints(START_GROUPS)],
  // The benchmark's hooks (renderer/bench/) only in the bench's own build: false elsewhere, so the
  // minifier drops them and the production bundle never ships them.
  define: { __BENCH_HOOKS__: JSON.stringify(process.env.KHVOYA_BENCH_HOOKS === '1') },
  build: {
    target: 'es2022',
    cssCodeSplit: false,
  },
  // The browser's build only: grouped the same way, the server's bundle ran browser code when it
  // was imported to prerender.
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: 'react', test: REACT, priority: 210 },
                { name: 'framework', test: FRAMEWORK, priority: 200 },
                ...groups,
              ],
            },
            // Vike's own names (assets/chunks/chunk-[hash].js), but React's chunk is named.
            chunkFileNames: (chunk) =>
              chunk.name === 'react' ? REACT_CHUNK : 'assets/chunks/chunk-[hash].js',
          },
        },
      },
    },
  },
  // The plans worker (renderer/worker/plansWorker.ts) is a module worker in one file: Pixi's only
  // dynamic import in it (the browser environment) never runs in a worker, and splitting around it
  // made five more files the worker waited for before its first frame.
  worker: {
    format: 'es',
    rolldownOptions: { output: { codeSplitting: false } },
  },
})
