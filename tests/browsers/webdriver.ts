// A W3C WebDriver (classic) client over fetch, for WebKitWebDriver: the dozen endpoints the smoke
// set uses, typed. npm's `webdriver` package would do, but it depends on @wdio/utils, which brings
// geckodriver and edgedriver, whose install scripts download driver binaries: nothing may be
// downloaded at install time, and talking to a driver that is already running needs no more.

/** A WebDriver error answer, with the driver's error code and message. */
export class WebDriverError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(`${code}: ${message}`)
  }
}

/** One pointer action of the Actions API (a mouse or a touch point). */
export type PointerAction =
  | { type: 'pointerMove'; x: number; y: number; duration?: number; origin?: 'viewport' }
  | { type: 'pointerDown'; button: number }
  | { type: 'pointerUp'; button: number }
  | { type: 'pause'; duration: number }

export interface SessionOptions {
  /** The browser binary WebKitWebDriver starts in automation mode. */
  binary: string
  args?: string[]
  /** When a navigation answers: 'normal' at the load event. */
  pageLoadStrategy?: 'none' | 'eager' | 'normal'
}

const COMMAND_LIMIT_MS = 90_000

/** WEBDRIVER_LOG=1 prints every command with its time, to see where a driver stalls. */
const LOG = process.env.WEBDRIVER_LOG === '1'

type Method = 'GET' | 'POST' | 'DELETE'

async function call<T>(base: string, method: Method, path: string, body?: unknown): Promise<T> {
  const started = Date.now()
  try {
    return await send<T>(base, method, path, body)
  } finally {
    if (LOG) console.log(`       webdriver ${method} ${path || '/'}: ${Date.now() - started} ms`)
  }
}

async function send<T>(base: string, method: Method, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    // A driver that never answers becomes an error, not a hung suite.
    signal: AbortSignal.timeout(COMMAND_LIMIT_MS),
  })
  const json = (await response.json()) as {
    value: T | { error: string; message: string }
  }
  const value = json.value
  if (!response.ok) {
    const e = value as { error?: string; message?: string }
    throw new WebDriverError(e.error ?? String(response.status), e.message ?? '')
  }
  return value as T
}

/** A session of one browser on a driver listening at `driverUrl` (http://127.0.0.1:port). */
export class WebDriverSession {
  private constructor(
    private readonly base: string,
    readonly capabilities: Record<string, unknown>,
  ) {}

  static async create(driverUrl: string, options: SessionOptions): Promise<WebDriverSession> {
    const created = await call<{ sessionId: string; capabilities: Record<string, unknown> }>(
      driverUrl,
      'POST',
      '/session',
      {
        capabilities: {
          alwaysMatch: {
            pageLoadStrategy: options.pageLoadStrategy ?? 'normal',
            // A page script may wait up to a minute for a state (the driver's default is 30 s).
            timeouts: { script: 80_000 },
            'webkitgtk:browserOptions': { binary: options.binary, args: options.args ?? [] },
          },
        },
      },
    )
    return new WebDriverSession(`${driverUrl}/session/${created.sessionId}`, created.capabilities)
  }

  private send<T>(method: Method, path: string, body?: unknown): Promise<T> {
    return call<T>(this.base, method, path, body)
  }

  navigate(url: string): Promise<null> {
    return this.send('POST', '/url', { url })
  }

  refresh(): Promise<null> {
    return this.send('POST', '/refresh', {})
  }

  currentUrl(): Promise<string> {
    return this.send('GET', '/url')
  }

  /** The outer window's size; the viewport is smaller by the browser's own chrome. */
  setWindowRect(width: number, height: number): Promise<unknown> {
    return this.send('POST', '/window/rect', { width, height })
  }

  /** Runs a function body (it may `return` a promise: the driver waits for it). */
  execute<T>(body: string, args: unknown[] = []): Promise<T> {
    return this.send('POST', '/execute/sync', { script: body, args })
  }

  /** Performs one pointer's actions, then releases every input. */
  async pointer(kind: 'mouse' | 'touch', actions: PointerAction[]): Promise<void> {
    await this.send('POST', '/actions', {
      actions: [
        {
          type: 'pointer',
          id: kind,
          parameters: { pointerType: kind },
          actions: actions.map((a) =>
            a.type === 'pointerMove'
              ? { origin: 'viewport', duration: 0, ...a, x: Math.round(a.x), y: Math.round(a.y) }
              : a,
          ),
        },
      ],
    })
    await this.send('DELETE', '/actions')
  }

  /** The viewport as a PNG. */
  async screenshot(): Promise<Buffer> {
    return Buffer.from(await this.send<string>('GET', '/screenshot'), 'base64')
  }

  async delete(): Promise<void> {
    await this.send('DELETE', '')
  }
}
