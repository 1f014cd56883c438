// The thin loading bar under the header, driven by ui/shell/progress.ts.

import { useEffect } from 'react'
import { useT } from '../i18n'
import styles from './ProgressBar.module.css'
import { resetProgress, useProgress } from './progress'

export function ProgressBar() {
  const { phase } = useProgress()
  const t = useT()
  useEffect(() => {
    if (phase !== 'done' && phase !== 'failed') return
    const timer = setTimeout(resetProgress, phase === 'failed' ? 1600 : 500)
    return () => clearTimeout(timer)
  }, [phase])
  return (
    <div
      className={styles.bar}
      data-phase={phase}
      data-testid="progress"
      role="progressbar"
      aria-label={t('progress.label')}
      aria-hidden={phase === 'idle'}
    />
  )
}
