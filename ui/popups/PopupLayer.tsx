// Renders the open popups of the product spec (callback, subscription, policy, gallery, video,
// map). Loaded by PopupRoot with the first popup opened.

import { POLICY } from '../../content/policy'
import { SITE } from '../../content/site'
import { useLayoutEffect, useRef } from 'react'
import { LeadForm } from '../forms/LeadForm'
import { useLocale, useT } from '../i18n'
import { flatName, flatsHeading } from '../plans/FlatName'
import { useShell } from '../shell/shellState'
import { CALLBACK_FORM_ID, finishHandover, handoverPending } from './callbackShell'
import { GalleryPopup } from './GalleryPopup'
import { MapPopup } from './MapPopup'
import { PopupDialog } from './PopupDialog'
import styles from './PopupRoot.module.css'

/** Placed in the callback dialog: it takes over the served popup in the frame it first draws. */
function CallbackHandover() {
  const ref = useRef<HTMLSpanElement>(null)
  useLayoutEffect(() => {
    const dialog = ref.current?.closest<HTMLElement>('[role="dialog"]')
    if (dialog) finishHandover(dialog)
  }, [])
  return <span ref={ref} hidden />
}

export default function PopupLayer() {
  const t = useT()
  const locale = useLocale()
  const popups = useShell((s) => s.popups)
  return (
    <>
      {popups.callback ? (
        <PopupDialog popup="callback" title={t('popup.callback.title')} instant={handoverPending()}>
          <CallbackHandover />
          <p className={styles.lead}>{t('popup.callback.text')}</p>
          {popups.callback.flats?.length ? (
            <p className={styles.lead} data-testid="callback-flats">
              <strong>{flatsHeading(popups.callback.flats.length, locale)}:</strong>{' '}
              {popups.callback.flats.map((alt) => flatName(alt, locale)).join('; ')}
            </p>
          ) : null}
          <LeadForm kind="callback" formId={CALLBACK_FORM_ID} flats={popups.callback.flats} />
        </PopupDialog>
      ) : null}
      {popups.subscription ? (
        <PopupDialog popup="subscription" title={t('popup.subscription.title')}>
          <p className={styles.lead}>{t('popup.subscription.text')}</p>
          <LeadForm kind="subscription" formId="subscription-popup" submitLabel="form.subscribe" />
        </PopupDialog>
      ) : null}
      {popups.policy ? (
        <PopupDialog popup="policy" title={POLICY[locale].title} size="wide">
          {POLICY[locale].paragraphs.map((p) => (
            <p key={p} className={styles.text}>
              {p}
            </p>
          ))}
        </PopupDialog>
      ) : null}
      {popups.gallery ? (
        <GalleryPopup list={popups.gallery.list} start={popups.gallery.start ?? 0} />
      ) : null}
      {popups.video ? (
        <PopupDialog popup="video" title={popups.video.title ?? t('popup.video.title')} size="wide">
          {/* biome-ignore lint/a11y/useMediaCaption: construction footage has no speech to caption */}
          <video
            className={styles.video}
            src={popups.video.src}
            poster={popups.video.poster}
            controls
            autoPlay
            playsInline
          />
        </PopupDialog>
      ) : null}
      {popups.map ? <MapPopup office={SITE.office} /> : null}
    </>
  )
}
