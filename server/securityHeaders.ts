// Security headers for every answer: a Content-Security-Policy without inline scripts, no MIME
// sniffing, a strict referrer policy, no powerful features, and no framing. Environment: server.

export interface SecurityOptions {
  /** Extra origins the browser may call (a separate API host). */
  connectSrc?: string[]
  /** sha256 sources of the inline scripts the build wrote (dist/csp.json). */
  scriptHashes?: string[]
}

export function contentSecurityPolicy(options: SecurityOptions = {}): string {
  const connect = ["'self'", ...(options.connectSrc ?? [])].join(' ')
  return [
    "default-src 'self'",
    ["script-src 'self'", ...(options.scriptHashes ?? [])].join(' '),
    // React writes style attributes (hero image position, canvas sizes); scripts stay strict.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src ${connect}`,
    "media-src 'self' blob:",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}

export function securityHeaders(options: SecurityOptions = {}): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(options),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy':
      'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
  }
}
