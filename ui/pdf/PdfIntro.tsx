// What /pdf-template and /pdf-generate say when opened without flats: what they do, a working
// example with a flat on sale now, and the way to the search. Environment: server, client.

import { useEffect, useState } from 'react'
import { hrefOf } from '../../engine/routes'
import { useLocale, useT } from '../i18n'
import styles from './Pdf.module.css'
import { loadLiveData } from './sheetSources'

/** The way out of an empty or failed PDF page: the flat search, where flats are chosen. */
function ToSearch() {
  const t = useT()
  const locale = useLocale()
  return (
    <p>
      <a className={styles.primary} href={hrefOf('plans-plans-search', locale)}>
        {t('pdf.toSearch')}
      </a>
    </p>
  )
}

export function PdfIntro({ page }: { page: 'pdf-template' | 'pdf-generate' }) {
  const t = useT()
  const locale = useLocale()
  const [example, setExample] = useState<string | null>(null)
  useEffect(() => {
    loadLiveData()
      .then((data) =>
        setExample(Object.values(data.apartments).find((a) => a.st === 1)?.alt ?? null),
      )
      .catch(() => setExample(null))
  }, [])
  const base = hrefOf(page, locale)
  const sample = `${base}?flats=${example ?? '11-1-1-2'}`
  const [title, intro] =
    page === 'pdf-template'
      ? [t('pdf.template.title'), t('pdf.template.intro', { example: '{{example}}' })]
      : [t('pdf.generate.title'), t('pdf.generate.intro', { example: '{{example}}' })]
  const [before, after] = intro.split('{{example}}')
  return (
    <section className={styles.panel} data-testid="pdf-intro">
      <h1>{title}</h1>
      <p>
        {before}
        <a href={sample} data-testid="pdf-example">
          {sample}
        </a>
        {after}
      </p>
      <ToSearch />
    </section>
  )
}

export function PdfProblem({ message }: { message: string }) {
  return (
    <section className={styles.panel} data-testid="pdf-error">
      <p className={styles.error} role="alert">
        {message}
      </p>
      <ToSearch />
    </section>
  )
}
