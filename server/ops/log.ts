// Structured logs: one JSON line per event through pino, each line stamped with the request id of
// the request it happened in (AsyncLocalStorage), so one request can be found across every line it
// caused. Callers pass a message and plain fields; personal data is never a field (a test posts
// every form and greps the log for the values). Environment: server.

import { AsyncLocalStorage } from 'node:async_hooks'
import pino, { type DestinationStream, type Logger } from 'pino'

/** Flat, serialisable facts about an event: ids, kinds, counts. Never a name, phone or e-mail. */
export type LogFields = Record<string, string | number | boolean | undefined>

/**
 * Where the server's log lines go. Older callers pass only the message; newer ones add fields
 * (`event`, `leadId`, `form`, `target`...). A plain `(line) => {}` is a valid, silent sink.
 */
export type LogSink = (message: string, fields?: LogFields) => void

/** What one request carries through its async work: its id, and the lead it stored, if any. */
export interface RequestScope {
  reqId: string
  leadId?: string
}

const scopes = new AsyncLocalStorage<RequestScope>()

/** Runs `work` inside the request's scope: every line logged meanwhile carries its id. */
export function withRequestScope<T>(scope: RequestScope, work: () => T): T {
  return scopes.run(scope, work)
}

export function currentRequestScope(): RequestScope | undefined {
  return scopes.getStore()
}

export interface JsonLogOptions {
  /** pino level name; default 'info'. */
  level?: string
  /** Defaults to stdout, written synchronously (a line logged before a crash is not lost). */
  destination?: DestinationStream
}

export function jsonLogger(options: JsonLogOptions = {}): Logger {
  return pino(
    {
      level: options.level ?? 'info',
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      // Level names read better than numbers for people grepping a journal.
      formatters: { level: (label) => ({ level: label }) },
      mixin() {
        const scope = scopes.getStore()
        return scope ? { reqId: scope.reqId } : {}
      },
    },
    options.destination ?? pino.destination({ dest: 1, sync: true }),
  )
}

/**
 * The sink over a pino logger. A lead id logged inside a request is remembered on the request's
 * scope, so the request's own line names the lead it created.
 */
export function jsonLogSink(logger: Logger): LogSink {
  return (message, fields) => {
    const scope = scopes.getStore()
    if (scope && typeof fields?.leadId === 'string') scope.leadId = fields.leadId
    if (!fields) return logger.info(message)
    // `level: 'warn'` among the fields picks the line's level instead of becoming a field.
    const { level, ...rest } = fields
    logger[level === 'warn' || level === 'error' ? level : 'info'](rest, message)
  }
}
