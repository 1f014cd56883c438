// A block of the flat's page (finish, payment, price history, similar flats): a section named by
// its own h2. Its id ties the two and is its test id, written once so a renamed block cannot leave
// its heading or its tests behind; the page's block and title look unless a block has its own.

import type { ComponentPropsWithoutRef, ReactNode } from 'react'
import styles from './FlatPage.module.css'

interface FlatBlockProps extends Omit<ComponentPropsWithoutRef<'section'>, 'id' | 'title'> {
  /** The heading's id and the block's test id, unique in the page. */
  id: string
  title: ReactNode
  titleClassName?: string
}

export function FlatBlock({
  id,
  title,
  className = styles.block,
  titleClassName = styles.title,
  children,
  ...section
}: FlatBlockProps) {
  return (
    <section className={className} aria-labelledby={id} data-testid={id} {...section}>
      <h2 id={id} className={titleClassName}>
        {title}
      </h2>
      {children}
    </section>
  )
}
