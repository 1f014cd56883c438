// React's handle on a PDF export: state from the pure reducer, and a run() that imports the PDF
// code only when first called. Shared by PdfButton and the /pdf-generate page. Environment: client.

import { useCallback, useReducer, useRef } from 'react'
import type { Alt, Locale } from '../../engine/types'
import { readBranding } from './brokerBranding'
import { type ExportState, exportReducer, IDLE } from './exportState'

export function usePdfExport(locale: Locale): {
  state: ExportState
  run: (alts: readonly Alt[], furniture?: boolean) => Promise<void>
} {
  const [state, dispatch] = useReducer(exportReducer, IDLE)
  const running = useRef(false)
  const run = useCallback(
    async (alts: readonly Alt[], furniture = true) => {
      if (running.current) return
      running.current = true
      dispatch({ type: 'export.start' })
      try {
        const { exportPdf } = await import('./pdfExport')
        const result = await exportPdf({
          alts,
          locale,
          branding: readBranding(),
          furniture,
          onStage: (stage, done, total) => dispatch({ type: 'export.stage', stage, done, total }),
        })
        dispatch(
          result.ok
            ? { type: 'export.done', fileName: result.fileName }
            : { type: 'export.fail', failure: result.failure },
        )
      } catch (error) {
        // The chunk itself failed to load (offline, a new deploy): worth another try.
        const reason = error instanceof Error ? error.message : String(error)
        dispatch({ type: 'export.fail', failure: { kind: 'network', reason } })
      } finally {
        running.current = false
      }
    },
    [locale],
  )
  return { state, run }
}
