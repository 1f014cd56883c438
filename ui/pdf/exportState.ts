// The life of one PDF export, as the button and the /pdf-generate page show it: idle, working
// through stages with a sheet count, done with the file name, or failed with a reason and whether
// trying again can help. A pure reducer over a literal union; switches are exhaustive.

export type ExportStage = 'data' | 'fonts' | 'drawing' | 'saving'

/** bad-request: malformed or unknown flats, where retrying cannot help; network: it may. */
export type ExportFailure =
  | { kind: 'bad-request'; malformed: readonly string[]; unknown: readonly string[] }
  | { kind: 'network'; reason: string }

export type ExportState =
  | { status: 'idle' }
  | { status: 'working'; stage: ExportStage; done: number; total: number }
  | { status: 'done'; fileName: string }
  | { status: 'failed'; failure: ExportFailure }

export type ExportEvent =
  | { type: 'export.start' }
  | { type: 'export.stage'; stage: ExportStage; done?: number; total?: number }
  | { type: 'export.done'; fileName: string }
  | { type: 'export.fail'; failure: ExportFailure }
  | { type: 'export.reset' }

export const IDLE: ExportState = { status: 'idle' }

export function exportReducer(state: ExportState, event: ExportEvent): ExportState {
  switch (event.type) {
    case 'export.start':
      return { status: 'working', stage: 'data', done: 0, total: 0 }
    case 'export.stage':
      // Late progress from an export that already ended is dropped.
      if (state.status !== 'working') return state
      return {
        status: 'working',
        stage: event.stage,
        done: event.done ?? 0,
        total: event.total ?? 0,
      }
    case 'export.done':
      return { status: 'done', fileName: event.fileName }
    case 'export.fail':
      return { status: 'failed', failure: event.failure }
    case 'export.reset':
      return IDLE
  }
}

export const isRetryable = (failure: ExportFailure) => failure.kind === 'network'
