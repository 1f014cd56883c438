// The error page: 'Ошибка {code}' and 'СТРАНИЦА НЕ НАЙДЕНА' for client errors;
// the product name and 'На сервере произошла ошибка' for server errors. If rendering it fails,
// the boundary shows the plain fallback with a link home.

import { Component, type ReactNode } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { knownReason } from '../../content/errors'
import { shell } from '../../content/i18n/shell'
import { SITE } from '../../content/site'
import { hrefOf } from '../../engine/routes'
import { useLocale, useT } from '../i18n'
import { PineMark } from '../icons'
import styles from './ErrorView.module.css'
import { Link } from './Link'

export function errorStatusOf(pageContext: {
  is404?: boolean | null
  abortStatusCode?: number | undefined
}): number {
  if (pageContext.abortStatusCode) return pageContext.abortStatusCode
  return pageContext.is404 ? 404 : 500
}

export function isServerError(code: number): boolean {
  return String(code).startsWith('5')
}

function ErrorContent() {
  const pageContext = usePageContext()
  const t = useT()
  const locale = useLocale()
  const code = errorStatusOf(pageContext)
  const server = isServerError(code)
  const abort = typeof pageContext.abortReason === 'string' ? pageContext.abortReason : null
  // The spec's reasons in the page's language; any other (a data error's own English words)
  // only on an English page, never a second language on a Russian one.
  const known = abort === null ? null : knownReason(abort)
  const reason =
    known?.kind === 'notFound'
      ? t('error.reason.notFound')
      : known?.kind === 'middleware'
        ? t('error.reason.middleware', { name: known.name })
        : locale === 'en'
          ? abort
          : null
  return (
    <section className={styles.error} data-testid="error-page" data-status={code}>
      <PineMark className={styles.mark} />
      <h1 className={styles.title}>
        {server ? SITE.fullName[locale] : t('error.title', { code })}
      </h1>
      <p className={styles.message}>{server ? t('error.server') : t('error.notFound')}</p>
      {reason ? (
        <p className={styles.reason} data-testid="error-reason">
          {reason}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Link to="index" className="button">
          {t('error.home')}
        </Link>
        <Link to="plans" className="button button--ghost">
          {t('error.plans')}
        </Link>
      </div>
    </section>
  )
}

class ErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  override render() {
    if (!this.state.failed) return this.props.children
    return (
      <p className={styles.fatal} data-testid="error-fatal">
        {shell.en['error.fatal']}. <a href={hrefOf('index', 'ru')}>{shell.en['header.home']}</a>
      </p>
    )
  }
}

export function ErrorView() {
  return (
    <ErrorBoundary>
      <ErrorContent />
    </ErrorBoundary>
  )
}
