// Runtime configuration of the Node server, read once from the environment. Environment: server.

import path from 'node:path'
import { type FeedsConfig, readFeedsConfig } from './feeds/feedConfig'

export interface ServerConfig {
  port: number
  host: string
  /** Folder of the SQLite file and other server-owned state. */
  dataDir: string
  /** Postgres connection string; SQLite is used when absent. */
  databaseUrl: string | undefined
  /** Built client: dist/client. */
  clientDir: string
  /** Enables the fault-injection routes the end-to-end suite uses to reach the 5xx page. */
  testFaults: boolean
  /** Where each lead is POSTed as JSON; no webhook delivery when absent. */
  leadsWebhookUrl: string | undefined
  /** Key of the HMAC-SHA256 signature header on webhook deliveries. */
  leadsWebhookSecret: string | undefined
  /** smtp(s)://user:pass@host:port; no e-mail delivery when absent. */
  smtpUrl: string | undefined
  /** Comma-separated recipients of lead e-mails (the sales team). */
  leadsEmailTo: string | undefined
  leadsEmailFrom: string
  /** Form posts allowed per IP and form kind within one window. */
  formRateLimit: { max: number; windowMs: number }
  /** Read the client IP from the last X-Forwarded-For hop (set behind one reverse proxy). */
  trustProxy: boolean
  /**
   * How long an instance's claim on a lead delivery lasts: if it dies mid-delivery, another
   * instance retries the delivery after this. A webhook call times out at half of it.
   */
  outboxLeaseMs: number
  /** Showroom kiosk: every page is served as a kiosk screen; null when off. */
  kiosk: { idleSeconds: number } | null
  /** Property portal feeds; null when switched off. Throws FeedsConfigError when incomplete. */
  feeds: FeedsConfig | null
  /**
   * Prometheus metrics on their own port (0: any free port); null when METRICS_PORT is unset.
   * Loopback unless METRICS_HOST says otherwise: the public port never serves them.
   */
  metrics: { port: number; host: string } | null
  /** pino level of the JSON log on stdout: info by default, debug, warn or error. */
  logLevel: string
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const root = process.cwd()
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(root, env.DATA_DIR ?? 'data'),
    databaseUrl: env.DATABASE_URL || undefined,
    clientDir: path.resolve(root, env.CLIENT_DIR ?? 'dist/client'),
    testFaults: env.KHVOYA_TEST_FAULTS === '1',
    leadsWebhookUrl: env.LEADS_WEBHOOK_URL || undefined,
    leadsWebhookSecret: env.LEADS_WEBHOOK_SECRET || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    leadsEmailTo: env.LEADS_EMAIL_TO || undefined,
    leadsEmailFrom: env.LEADS_EMAIL_FROM || 'Khvoya site <no-reply@khvoya.local>',
    formRateLimit: {
      max: positiveInt(env.FORM_RATE_LIMIT_MAX, 10),
      windowMs: positiveInt(env.FORM_RATE_LIMIT_WINDOW_S, 600) * 1000,
    },
    trustProxy: env.TRUST_PROXY === '1',
    outboxLeaseMs: Math.max(4, positiveInt(env.LEADS_OUTBOX_LEASE_S, 60)) * 1000,
    kiosk:
      env.KHVOYA_KIOSK === '1'
        ? { idleSeconds: positiveInt(env.KHVOYA_KIOSK_IDLE_SECONDS, 90) }
        : null,
    feeds: readFeedsConfig(env),
    metrics: readMetricsPort(env.METRICS_PORT, env.METRICS_HOST),
    logLevel: ['debug', 'info', 'warn', 'error'].includes(env.LOG_LEVEL ?? '')
      ? (env.LOG_LEVEL as string)
      : 'info',
  }
}

function readMetricsPort(
  raw: string | undefined,
  host: string | undefined,
): ServerConfig['metrics'] {
  if (raw === undefined || raw.trim() === '') return null
  const port = Number(raw)
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError(`METRICS_PORT=${raw} is not a port number (0-65535).`)
  }
  return { port, host: host || '127.0.0.1' }
}

/** A setting the operator must fix; main.ts prints the message without a stack trace. */
export class ConfigError extends Error {}

function positiveInt(raw: string | undefined, fallback: number): number {
  const value = Number(raw)
  return Number.isInteger(value) && value > 0 ? value : fallback
}
