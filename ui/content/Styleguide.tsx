// The /test styleguide widget: the palette, the type scale and the buttons, drawn from the live
// CSS variables so the page shows what the site really uses.

import { type TranslationKey, useT } from '../i18n'
import styles from './Styleguide.module.css'

/** The palette's custom properties and the catalogue keys of their names. */
const SWATCHES = [
  ['--c-pine', 'styleguide.colour.pine'],
  ['--c-pine-deep', 'styleguide.colour.pineDeep'],
  ['--c-moss', 'styleguide.colour.moss'],
  ['--c-sage', 'styleguide.colour.sage'],
  ['--c-mint', 'styleguide.colour.mint'],
  ['--c-sand', 'styleguide.colour.sand'],
  ['--c-beige', 'styleguide.colour.beige'],
  ['--c-paper', 'styleguide.colour.paper'],
  ['--c-ink', 'styleguide.colour.ink'],
] as const satisfies readonly (readonly [string, TranslationKey])[]

/** The site's button classes (ui/styles/global.css) and the catalogue keys of their names. */
const BUTTONS = [
  ['button', 'styleguide.primary'],
  ['button button--ghost', 'styleguide.ghost'],
] as const satisfies readonly (readonly [string, TranslationKey])[]

export function Styleguide() {
  const t = useT()
  return (
    <div className={styles.guide}>
      <h3 className={styles.label}>{t('styleguide.palette')}</h3>
      <ul className={styles.swatches}>
        {SWATCHES.map(([name, label]) => (
          <li key={name}>
            <span className={styles.chip} style={{ background: `var(${name})` }} />
            <span>{t(label)}</span>
            <code>{name}</code>
          </li>
        ))}
      </ul>
      <h3 className={styles.label}>{t('styleguide.type')}</h3>
      <div className={styles.type}>
        <p className={styles.h1}>{t('styleguide.h1')}</p>
        <p className={styles.h2}>{t('styleguide.h2')}</p>
        <p className={styles.h3}>{t('styleguide.h3')}</p>
        <p>{t('styleguide.body')}</p>
        <p className={styles.small}>{t('styleguide.small')}</p>
      </div>
      <h3 className={styles.label}>{t('styleguide.buttons')}</h3>
      <div className={styles.buttons}>
        {BUTTONS.map(([className, label]) => (
          <button key={label} type="button" className={className}>
            {t(label)}
          </button>
        ))}
      </div>
    </div>
  )
}
