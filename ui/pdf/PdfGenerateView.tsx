// /pdf-generate?flats=ALT,ALT: builds the PDF for the flats in the query and downloads it, with
// progress, Try again after a failure, and a clear message for malformed or unknown flats.
// Environment: server (an empty shell), client.

import { useEffect, useState } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { hrefOf } from '../../engine/routes'
import { type TranslationKey, useLocale, useT } from '../i18n'
import { BrokerForm } from './BrokerForm'
import { exportMessage } from './exportMessages'
import { isRetryable } from './exportState'
import { type PdfQuery, pdfFileName, readPdfQuery } from './flatSelection'
import { PdfIntro, PdfProblem } from './PdfIntro'
import styles from './Pdf.module.css'
import { usePdfExport } from './usePdfExport'

/** The page's heading in every state, the server's shell too (without one a screen reader has nothing to land on). */
export function PdfGenerateView() {
  const t = useT()
  return (
    <>
      <h1 className={styles.pageTitle}>{t('pdf.generate.title')}</h1>
      <GenerateState />
    </>
  )
}

function GenerateState() {
  const t = useT()
  const locale = useLocale()
  const { urlParsed } = usePageContext()
  const [query, setQuery] = useState<PdfQuery | null>(null)
  // Read after hydration: the prerendered shell knows no query, and the first render must match it.
  useEffect(() => setQuery(readPdfQuery(urlParsed.search, locale)), [urlParsed.search, locale])
  if (!query) return <p className={styles.panel}>{t('pdf.loading')}</p>
  if (query.kind === 'intro') return <PdfIntro page="pdf-generate" />
  if (query.kind === 'malformed') {
    return <PdfProblem message={t('pdf.malformed', { alts: query.malformed.join(', ') })} />
  }
  return <Generate alts={query.alts} lang={query.lang} />
}

function Generate({ alts, lang }: { alts: string[]; lang: 'ru' | 'en' }) {
  const t = useT()
  const locale = useLocale()
  const { state, run } = usePdfExport(lang)
  // Start once on arrival; later downloads are the visitor's own clicks.
  useEffect(() => {
    run(alts)
  }, [alts, run])
  const message = exportMessage(state, t)
  const preview = `${hrefOf('pdf-template', locale)}?flats=${alts.join(',')}&lang=${lang}`
  // Building it again: after a failure that may pass, or to download the finished file once more.
  const rerun: { testId: string; label: TranslationKey } | null =
    state.status === 'failed' && isRetryable(state.failure)
      ? { testId: 'pdf-retry', label: 'pdf.retry' }
      : state.status === 'done'
        ? { testId: 'pdf-again', label: 'pdf.downloadAgain' }
        : null
  return (
    <section className={styles.panel} data-testid="pdf-generate" data-state={state.status}>
      <p className={styles.fileName}>{pdfFileName(alts, lang)}</p>
      {state.status === 'working' ? (
        <progress
          className={styles.progress}
          value={state.total ? state.done : undefined}
          max={state.total || undefined}
          aria-label={message}
          data-testid="pdf-progress"
        />
      ) : null}
      <p
        className={state.status === 'failed' ? styles.error : styles.status}
        role={state.status === 'failed' ? 'alert' : 'status'}
        data-testid="pdf-status"
      >
        {message}
      </p>
      <div className={styles.actions}>
        {rerun ? (
          <button
            type="button"
            className={styles.primary}
            onClick={() => run(alts)}
            data-testid={rerun.testId}
          >
            {t(rerun.label)}
          </button>
        ) : null}
        {state.status === 'failed' && !isRetryable(state.failure) ? (
          <a className={styles.primary} href={hrefOf('plans-plans-search', locale)}>
            {t('pdf.toSearch')}
          </a>
        ) : (
          <a className={styles.secondary} href={preview}>
            {t('pdf.preview')}
          </a>
        )}
      </div>
      <BrokerForm />
    </section>
  )
}
