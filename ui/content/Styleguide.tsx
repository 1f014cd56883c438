// The /test styleguide widget: the palette, the type scale and the buttons, drawn from the live
// CSS variables so the page shows what the site really uses.

import type { Locale } from '../../engine/types'
import { useLocale } from '../i18n'
import styles from './Styleguide.module.css'

const SWATCHES = [
  ['--c-pine', { ru: 'Сосна', en: 'Pine' }],
  ['--c-pine-deep', { ru: 'Глубокая сосна', en: 'Deep pine' }],
  ['--c-moss', { ru: 'Мох', en: 'Moss' }],
  ['--c-sage', { ru: 'Шалфей', en: 'Sage' }],
  ['--c-mint', { ru: 'Мята', en: 'Mint' }],
  ['--c-sand', { ru: 'Песок', en: 'Sand' }],
  ['--c-beige', { ru: 'Беж', en: 'Beige' }],
  ['--c-paper', { ru: 'Бумага', en: 'Paper' }],
  ['--c-ink', { ru: 'Чернила', en: 'Ink' }],
] as const satisfies readonly (readonly [string, Record<Locale, string>])[]

const COPY = {
  palette: { ru: 'Палитра', en: 'Palette' },
  type: { ru: 'Шрифты', en: 'Type' },
  buttons: { ru: 'Кнопки', en: 'Buttons' },
  h1: { ru: 'Заголовок первого уровня', en: 'First-level heading' },
  h2: { ru: 'Заголовок раздела', en: 'Section heading' },
  h3: { ru: 'Подзаголовок карточки', en: 'Card subheading' },
  body: {
    ru: 'Основной текст: сосны, залив и тишина в сорока шести километрах от Петербурга.',
    en: 'Body text: pines, the gulf and quiet forty-six kilometres from St Petersburg.',
  },
  small: { ru: 'Мелкий текст для подписей и примечаний', en: 'Small text for captions and notes' },
  primary: { ru: 'Основная кнопка', en: 'Primary button' },
  ghost: { ru: 'Контурная кнопка', en: 'Outline button' },
} satisfies Record<string, Record<Locale, string>>

export function Styleguide() {
  const locale = useLocale()
  return (
    <div className={styles.guide}>
      <h3 className={styles.label}>{COPY.palette[locale]}</h3>
      <ul className={styles.swatches}>
        {SWATCHES.map(([name, label]) => (
          <li key={name}>
            <span className={styles.chip} style={{ background: `var(${name})` }} />
            <span>{label[locale]}</span>
            <code>{name}</code>
          </li>
        ))}
      </ul>
      <h3 className={styles.label}>{COPY.type[locale]}</h3>
      <div className={styles.type}>
        <p className={styles.h1}>{COPY.h1[locale]}</p>
        <p className={styles.h2}>{COPY.h2[locale]}</p>
        <p className={styles.h3}>{COPY.h3[locale]}</p>
        <p>{COPY.body[locale]}</p>
        <p className={styles.small}>{COPY.small[locale]}</p>
      </div>
      <h3 className={styles.label}>{COPY.buttons[locale]}</h3>
      <div className={styles.buttons}>
        <button type="button" className="button">
          {COPY.primary[locale]}
        </button>
        <button type="button" className="button button--ghost">
          {COPY.ghost[locale]}
        </button>
      </div>
    </div>
  )
}
