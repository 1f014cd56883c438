// Per-IP, per-form-kind limit on form posts: fixed windows counted in memory. One process is the
// unit: behind several processes each counts alone, which still caps a single bot's burst.

export interface RateLimitConfig {
  max: number
  windowMs: number
}

export type RateLimitVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number }

// Expired windows are dropped when the table grows past this, so a scan cannot grow memory forever.
const SWEEP_AT = 10_000

export function formRateLimiter(limit: RateLimitConfig, now: () => number = Date.now) {
  const windows = new Map<string, { count: number; resetAt: number }>()

  function sweep(at: number): void {
    for (const [key, window] of windows) if (window.resetAt <= at) windows.delete(key)
  }

  return {
    hit(key: string): RateLimitVerdict {
      const at = now()
      let window = windows.get(key)
      if (!window || window.resetAt <= at) {
        if (windows.size >= SWEEP_AT) sweep(at)
        window = { count: 0, resetAt: at + limit.windowMs }
        windows.set(key, window)
      }
      window.count++
      if (window.count <= limit.max) return { allowed: true }
      return {
        allowed: false,
        retryAfterSeconds: Math.max(1, Math.ceil((window.resetAt - at) / 1000)),
      }
    },
  }
}

export type FormRateLimiter = ReturnType<typeof formRateLimiter>
