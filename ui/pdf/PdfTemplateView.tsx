// /pdf-template?flats=ALT,ALT&lang=..: the flat sheet (or booklet) as HTML with SVG pages, for
// preview and for printing on A4 (print CSS hides the toolbar). The layout is the PDF's own,
// measured with the same fonts. Environment: server (an empty shell), client.

import { useEffect, useMemo, useState } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { hrefOf } from '../../engine/routes'
import type { FlatSunSummary } from '../../engine/sunView/sunSummary'
import type { HydraData, Locale } from '../../engine/types'
import { SITE_ORIGIN } from '../siteOrigin'
import { useLocale, useT } from '../i18n'
import { layoutBooklet, type SheetGeometry } from './bookletLayout'
import { BrokerForm } from './BrokerForm'
import { type BrokerBranding, NO_BRANDING, readBranding } from './brokerBranding'
import { canvasMeasure, loadSheetFaces } from './browserFonts'
import { type PdfQuery, readPdfQuery, resolveFlats } from './flatSelection'
import { PdfButton } from './PdfButton'
import { PdfIntro, PdfProblem } from './PdfIntro'
import styles from './Pdf.module.css'
import { SheetSvg } from './SheetSvg'
import { sheetT } from './sheetText'
import { loadLiveData, loadSheetGeometry, loadSunSummaries } from './sheetSources'

type Loaded =
  | { status: 'loading' }
  | {
      status: 'ready'
      data: HydraData
      geometry: SheetGeometry
      sun: ReadonlyMap<string, FlatSunSummary>
    }
  | { status: 'failed'; message: string }

function useQuery(): PdfQuery | null {
  const { urlParsed } = usePageContext()
  const locale = useLocale()
  const [query, setQuery] = useState<PdfQuery | null>(null)
  // Read after hydration: the prerendered shell knows no query, and the first render must match it.
  useEffect(() => setQuery(readPdfQuery(urlParsed.search, locale)), [urlParsed.search, locale])
  return query
}

/** The page's heading in every state (the sheet below carries its own printed title). */
export function PdfTemplateView() {
  const t = useT()
  return (
    <>
      <h1 className="visually-hidden">{t('pdf.template.title')}</h1>
      <TemplateState />
    </>
  )
}

function TemplateState() {
  const t = useT()
  const query = useQuery()
  if (!query) return <p className={styles.panel}>{t('pdf.loading')}</p>
  if (query.kind === 'intro') return <PdfIntro page="pdf-template" />
  if (query.kind === 'malformed') {
    return <PdfProblem message={t('pdf.malformed', { alts: query.malformed.join(', ') })} />
  }
  return <TemplateSheets alts={query.alts} lang={query.lang} />
}

function TemplateSheets({ alts, lang }: { alts: string[]; lang: Locale }) {
  const t = useT()
  const locale = useLocale()
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' })
  const [branding, setBranding] = useState<BrokerBranding>(NO_BRANDING)
  const [furniture, setFurniture] = useState(true)
  const [attempt, setAttempt] = useState(0)
  useEffect(() => setBranding(readBranding()), [])
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt reloads on Try again
  useEffect(() => {
    let live = true
    setLoaded({ status: 'loading' })
    const load = async () => {
      const data = await loadLiveData()
      const { flats } = resolveFlats(alts, data)
      const [geometry, , sun] = await Promise.all([
        loadSheetGeometry(flats.map((f) => f.b)),
        loadSheetFaces(),
        loadSunSummaries(flats.map((f) => f.alt)),
      ])
      return { data, geometry, sun }
    }
    load()
      .then((ready) => live && setLoaded({ status: 'ready', ...ready }))
      .catch((error: unknown) => live && setLoaded({ status: 'failed', message: String(error) }))
    return () => {
      live = false
    }
  }, [alts, attempt])

  const resolved = useMemo(
    () => (loaded.status === 'ready' ? resolveFlats(alts, loaded.data) : null),
    [loaded, alts],
  )
  const pages = useMemo(() => {
    if (loaded.status !== 'ready' || !resolved || resolved.unknown.length) return []
    return layoutBooklet(
      {
        flats: resolved.flats,
        geometry: loaded.geometry,
        locale: lang,
        branding,
        hidePrice: branding.hidePrice,
        furniture,
        sun: loaded.sun,
        now: new Date(),
        origin: SITE_ORIGIN,
      },
      canvasMeasure(),
    )
  }, [loaded, resolved, lang, branding, furniture])

  if (loaded.status === 'loading') return <p className={styles.panel}>{t('pdf.loading')}</p>
  if (loaded.status === 'failed') {
    return (
      <section className={styles.panel} data-testid="pdf-error">
        <p className={styles.error} role="alert">
          {t('pdf.loadError')}
        </p>
        <button type="button" className={styles.primary} onClick={() => setAttempt((n) => n + 1)}>
          {t('pdf.retry')}
        </button>
      </section>
    )
  }
  if (resolved?.unknown.length) {
    return <PdfProblem message={t('pdf.unknown', { alts: resolved.unknown.join(', ') })} />
  }
  const sheetWords = sheetT(lang)
  const self = (l: Locale) => `${hrefOf('pdf-template', locale)}?flats=${alts.join(',')}&lang=${l}`
  return (
    <div className={styles.template} data-testid="pdf-template">
      <header className={styles.toolbar}>
        <a href={hrefOf('plans-plans-search', locale)}>{t('pdf.toSearch')}</a>
        <nav aria-label={t('pdf.language')} className={styles.langs}>
          {(['ru', 'en'] as const).map((l) => (
            <a key={l} href={self(l)} aria-current={l === lang ? 'true' : undefined}>
              {l.toUpperCase()}
            </a>
          ))}
        </nav>
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={furniture}
            onChange={(e) => setFurniture(e.target.checked)}
          />
          <span>{t('pdf.furniture')}</span>
        </label>
        <button type="button" className={styles.secondary} onClick={() => window.print()}>
          {t('pdf.print')}
        </button>
        <PdfButton alts={alts} locale={lang} furniture={furniture} />
        <BrokerForm onChange={setBranding} />
      </header>
      <div className={styles.sheets}>
        {pages.map((page, i) => (
          <SheetSvg
            key={i}
            page={page}
            label={sheetWords('pdf.page', { page: i + 1, pages: pages.length })}
          />
        ))}
      </div>
    </div>
  )
}
