// Lead events as the forms route and the outbox report them: a log line whose fields name the
// event. `countLeadEvents` turns those fields into metrics on the way to the log, so a lead event
// is written once, at its place, and is both a JSON line and a counter. Fields hold ids, form
// kinds, targets and reasons only.

import type { LeadKind, OutboxTarget } from '../db/schema'
import type { LogFields, LogSink } from './log'
import type { OpsMetrics } from './metrics'

export type LeadEvent =
  | { event: 'lead.stored'; form: LeadKind; leadId: string }
  | { event: 'lead.replayed'; form: LeadKind; leadId: string }
  /** `reason`: the first error code of the answer (`phone.invalid`), or `honeypot`. */
  | { event: 'lead.refused'; form: LeadKind; reason: string }
  | { event: 'lead.delivered'; target: OutboxTarget; leadId: string; attempt: number }
  | {
      event: 'lead.delivery_failed'
      target: OutboxTarget
      leadId: string
      attempt: number
      level: 'warn'
    }

/** A sink that also counts the lead events passing through it. */
export function countLeadEvents(
  sink: LogSink,
  metrics: Pick<
    OpsMetrics,
    'leadStored' | 'leadRefused' | 'leadReplayed' | 'delivered' | 'deliveryFailed'
  >,
): LogSink {
  return (message, fields) => {
    if (fields) count(fields)
    sink(message, fields)
  }

  function count(fields: LogFields): void {
    // Only lines whose `event` is a lead event reach a case, and those were built as LeadEvent.
    const event = fields as LeadEvent
    switch (event.event) {
      case 'lead.stored':
        metrics.leadStored(event.form)
        return
      case 'lead.replayed':
        metrics.leadReplayed(event.form)
        return
      case 'lead.refused':
        metrics.leadRefused(event.form, event.reason)
        return
      case 'lead.delivered':
        metrics.delivered(event.target)
        return
      case 'lead.delivery_failed':
        metrics.deliveryFailed(event.target)
        return
    }
  }
}
