// The compact hero of the plans screens: title and a line of copy over a band of the page art,
// so the plan itself starts within the first screen (the content pages' hero fills it).

import type { Hero as HeroContent } from '../../content/schema'
import { artSrc } from '../content/Art'
import styles from './PlansHero.module.css'

export function PlansHero({ hero }: { hero: HeroContent }) {
  return (
    <header className={styles.hero} data-testid="plans-hero">
      <img className={styles.image} src={artSrc(hero.image)} alt="" aria-hidden="true" />
      <div className={styles.text}>
        {hero.parentTitle ? <p className={styles.parent}>{hero.parentTitle}</p> : null}
        <h1 className={styles.title}>{hero.title}</h1>
        <p className={styles.lead}>{hero.text}</p>
      </div>
    </header>
  )
}
