// What the smoke checks may do with a browser tab, whatever drives it (WebDriver classic for
// WebKit, WebDriver BiDi through puppeteer-core for Firefox), and the page-script wrapper both use.

export type Engine = 'webkit' | 'firefox'

export interface BrowserPage {
  readonly engine: Engine
  /** Browser name and version, for the log. */
  readonly version: string
  /**
   * Navigates and answers once the new document is there (WebKit: its load event; Firefox:
   * DOMContentLoaded): what comes after is polled for, never assumed.
   */
  goto(url: string): Promise<void>
  reload(): Promise<void>
  url(): Promise<string>
  /**
   * Runs `fn` in the page with JSON arguments and returns its JSON result (awaited). `fn` is sent
   * as source: it may use only its arguments and the page's globals.
   */
  evaluate<A extends unknown[], R>(fn: (...args: A) => R, ...args: A): Promise<Awaited<R>>
  /** A real pointer click (press and release) at a viewport point, in CSS pixels. */
  click(x: number, y: number): Promise<void>
  /** The viewport as a PNG, at one device pixel per CSS pixel. */
  screenshot(): Promise<Buffer>
  close(): Promise<void>
}

/**
 * The expression that calls `fn` with `args` in the page. tsx compiles this suite with esbuild's
 * keepNames, which wraps named functions in a `__name(...)` call that exists only in Node: the
 * page gets a stand-in.
 */
export function pageCall(fn: (...args: never[]) => unknown, args: unknown[]): string {
  return `(async () => { const __name = (f) => f; return await (${fn.toString()})(...${JSON.stringify(args)}) })()`
}
