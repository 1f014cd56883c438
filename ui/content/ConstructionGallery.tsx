// Construction progress: pictures grouped by year and month with their counts, a switch between
// location and interior views ('Расположение' / 'Интерьер'), a pictures/video switch, and the
// full-screen gallery popup. Our drawings are called drawings until the client's photographs
// replace them, picture by picture (constructionPictures.ts). Data from /nodejs/get-construction and /nodejs/get-folder-media.

import { type ReactNode, useState } from 'react'
import { type ConstructionMonth, loadConstruction, loadFolderMedia, type Media } from '../api/media'
import { useLoad } from '../api/useLoad'
import { useLocale, useT } from '../i18n'
import { openPopup } from '../shell/shellActions'
import styles from './ConstructionGallery.module.css'
import { isDrawing, picturesLabel } from './constructionPictures'

type Kind = 'location' | 'interior'
type Format = 'photo' | 'video'

export const VIDEO_FOLDER = 'construction-video'

function Switch<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string
  value: T
  options: [T, string][]
  onChange: (v: T) => void
}) {
  return (
    <fieldset className={styles.switch}>
      <legend className="visually-hidden">{label}</legend>
      {options.map(([key, text]) => (
        <button key={key} type="button" aria-pressed={value === key} onClick={() => onChange(key)}>
          {text}
        </button>
      ))}
    </fieldset>
  )
}

/** A picture's or a video's 3:2 still, a button that opens it full screen; `label` says which. */
function Thumb({
  src,
  label,
  onOpen,
  children,
}: {
  src: string
  label: string
  onOpen: () => void
  children?: ReactNode
}) {
  return (
    <button type="button" className={styles.thumb} aria-label={label} onClick={onOpen}>
      <img src={src} alt="" width={480} height={320} loading="lazy" decoding="async" />
      {children}
    </button>
  )
}

export function ConstructionGallery() {
  const t = useT()
  const locale = useLocale()
  const [kind, setKind] = useState<Kind>('location')
  const [format, setFormat] = useState<Format>('photo')
  const [photos, retryPhotos] = useLoad(loadConstruction, [])
  const [videos, retryVideos] = useLoad(
    () => (format === 'video' ? loadFolderMedia(VIDEO_FOLDER) : Promise.resolve([] as Media[])),
    [format],
  )
  const tag = locale === 'ru' ? 'ru-RU' : 'en-GB'
  // Capitalised by hand: CSS `capitalize` would also raise the Russian year suffix to 'Г.'.
  const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)
  const monthName = (year: number, month: number) =>
    capital(
      new Date(year, month - 1, 1).toLocaleDateString(tag, { month: 'long', year: 'numeric' }),
    )
  const shortMonth = (year: number, month: number) =>
    capital(new Date(year, month - 1, 1).toLocaleDateString(tag, { month: 'long' }))

  const months: ConstructionMonth[] =
    photos.state === 'ready'
      ? photos.value.full
          .map((m) => ({ ...m, items: m.items.filter((p) => p.kind === kind) }))
          .filter((m) => m.items.length > 0)
      : []
  // One month on screen at a time (newest first), chosen from the months grouped by year.
  const [picked, setPicked] = useState<string | null>(null)
  const keyOf = (m: ConstructionMonth) => `${m.year}-${m.month}`
  const shown = months.find((m) => keyOf(m) === picked) ?? months[0]
  const years = [...new Set(months.map((m) => m.year))]
  const current = format === 'photo' ? photos : videos
  const retry = format === 'photo' ? retryPhotos : retryVideos
  // The switch names the stills as what they are: drawings until a photograph arrives.
  const allDrawings = photos.state !== 'ready' || photos.value.src.every(isDrawing)

  return (
    <div className={styles.gallery} data-testid="construction-gallery">
      <div className={styles.controls}>
        <Switch
          label={t('construction.media')}
          value={format}
          options={[
            ['photo', t(allDrawings ? 'construction.drawings' : 'construction.photo')],
            ['video', t('construction.video')],
          ]}
          onChange={setFormat}
        />
        {format === 'photo' ? (
          <Switch
            label={t('construction.view')}
            value={kind}
            options={[
              ['location', t('construction.location')],
              ['interior', t('construction.interior')],
            ]}
            onChange={setKind}
          />
        ) : null}
      </div>
      {current.state === 'loading' ? (
        <p className={styles.status}>{t('construction.loading')}</p>
      ) : null}
      {current.state === 'failed' ? (
        <p className={styles.status} role="alert">
          {t('construction.error')}{' '}
          <button type="button" className="button button--ghost" onClick={retry}>
            {t('form.retry')}
          </button>
        </p>
      ) : null}
      {format === 'photo' && photos.state === 'ready' ? (
        shown ? (
          <>
            <nav className={styles.months} aria-label={t('construction.months')}>
              {years.map((year) => (
                <div key={year} className={styles.year}>
                  <span className={styles.yearLabel}>{year}</span>
                  <ul className={styles.chips}>
                    {months
                      .filter((m) => m.year === year)
                      .map((m) => (
                        <li key={keyOf(m)}>
                          <button
                            type="button"
                            aria-pressed={m === shown}
                            aria-label={`${monthName(m.year, m.month)}: ${picturesLabel(m.items, locale)}`}
                            onClick={() => setPicked(keyOf(m))}
                          >
                            {shortMonth(m.year, m.month)} <span>{m.items.length}</span>
                          </button>
                        </li>
                      ))}
                  </ul>
                </div>
              ))}
            </nav>
            {[shown].map((m) => {
              const list = m.items.map((p) => ({
                src: p.full,
                alt: p.caption[locale],
                caption: `${p.caption[locale]} · ${monthName(m.year, m.month)}`,
              }))
              return (
                <section
                  key={`${m.year}-${m.month}`}
                  className={styles.month}
                  data-testid="construction-month"
                >
                  <h3 className={styles.monthTitle}>
                    {monthName(m.year, m.month)} <span>{picturesLabel(m.items, locale)}</span>
                  </h3>
                  <ul className={styles.grid}>
                    {m.items.map((p, index) => (
                      <li key={p.id}>
                        <Thumb
                          src={p.src}
                          label={t(
                            isDrawing(p) ? 'construction.openDrawing' : 'construction.open',
                            { title: p.caption[locale] },
                          )}
                          onOpen={() => openPopup('gallery', { list, start: index })}
                        />
                      </li>
                    ))}
                  </ul>
                </section>
              )
            })}
          </>
        ) : (
          <p className={styles.status}>{t('construction.empty')}</p>
        )
      ) : null}
      {format === 'video' && videos.state === 'ready' ? (
        videos.value.length ? (
          <ul className={styles.grid}>
            {videos.value.map((v) => (
              <li key={v.id}>
                <Thumb
                  src={v.full}
                  label={t('construction.play', { title: v.title[locale] })}
                  onOpen={() =>
                    openPopup('video', { src: v.src, poster: v.full, title: v.title[locale] })
                  }
                >
                  <span className={styles.play} aria-hidden="true" />
                </Thumb>
                <p className={styles.caption}>{v.title[locale]}</p>
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.status}>{t('construction.empty')}</p>
        )
      ) : null}
    </div>
  )
}
