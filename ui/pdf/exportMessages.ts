// What the button and the /pdf-generate page say about an export, in the visitor's language. Pure.

import type { ExportFailure, ExportState } from './exportState'
import type { SheetT } from './sheetText'

export function failureMessage(failure: ExportFailure, t: SheetT): string {
  switch (failure.kind) {
    case 'bad-request':
      return [
        failure.malformed.length ? t('pdf.malformed', { alts: failure.malformed.join(', ') }) : '',
        failure.unknown.length ? t('pdf.unknown', { alts: failure.unknown.join(', ') }) : '',
      ]
        .filter(Boolean)
        .join(' ')
    case 'network':
      return t('pdf.error', { reason: failure.reason })
  }
}

/** The progress or result line; empty when idle. */
export function exportMessage(state: ExportState, t: SheetT): string {
  switch (state.status) {
    case 'idle':
      return ''
    case 'working':
      if (state.stage === 'drawing' && state.total > 0) {
        return t('pdf.progress.drawing', {
          done: Math.min(state.done + 1, state.total),
          total: state.total,
        })
      }
      return t(`pdf.progress.${state.stage}`)
    case 'done':
      return t('pdf.done', { file: state.fileName })
    case 'failed':
      return failureMessage(state.failure, t)
  }
}
