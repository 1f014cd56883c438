// What the catalogue screens say while the data loads or when it could not be loaded.

import { useT } from '../i18n'
import notice from './Notice.module.css'

export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const t = useT()
  return (
    <div className={notice.notice} role="alert" data-testid="catalogue-error">
      <p>{t('plans.failed')}</p>
      <button
        type="button"
        className={notice.moreButton}
        onClick={onRetry}
        data-testid="catalogue-retry"
      >
        {t('plans.retry')}
      </button>
    </div>
  )
}

export function Loading() {
  const t = useT()
  return (
    <p className="visually-hidden" role="status" data-testid="catalogue-loading">
      {t('plans.loading')}
    </p>
  )
}
