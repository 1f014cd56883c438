// How the flat is handed over, in the flat's panel: white box or designer finish (the catalogue's
// `finish`), and in a sentence what that includes here, with the way to the finishing page. Hotel
// rooms and serviced apartments come finished and furnished to the operator's standard.

import type { TranslationKey } from '../../content/i18n/dictionary'
import type { Apartment, Locale } from '../../engine/types'
import { translate } from '../i18n'
import { Link } from '../shell/Link'
import { FlatBlock } from './FlatBlock'
import styles from './FlatPage.module.css'

function describe(flat: Apartment): TranslationKey {
  if (flat.finish === 'whitebox') return 'plans.finish.whitebox.text'
  return flat.format === 'private' ? 'plans.finish.finished.text' : 'plans.finish.operator.text'
}

export function FlatFinish({ flat, locale }: { flat: Apartment; locale: Locale }) {
  const t = (key: TranslationKey) => translate(locale, key)
  return (
    <FlatBlock
      id="flat-finish"
      title={t('plans.fact.finish')}
      className={styles.finish}
      titleClassName={styles.finishLabel}
      data-finish={flat.finish}
    >
      <p className={styles.finishName}>{t(`plans.finish.${flat.finish}`)}</p>
      <p className={styles.finishText}>{t(describe(flat))}</p>
      <Link to="design" className={styles.textLink}>
        {t('plans.finish.more')}
      </Link>
    </FlatBlock>
  )
}
