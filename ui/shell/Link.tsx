// A localized internal link that prefetches its page on hover or focus, except on slow-2g or
// data-saver connections.

import { type AnchorHTMLAttributes, type ReactNode, useCallback } from 'react'
import { prefetch } from 'vike/client/router'
import { hrefOf, type RouteName } from '../../engine/routes'
import { useLocale } from '../i18n'

interface NetworkInformationLike {
  saveData?: boolean
  effectiveType?: string
}

export function prefetchAllowed(connection: NetworkInformationLike | undefined): boolean {
  if (!connection) return true
  return !connection.saveData && connection.effectiveType !== 'slow-2g'
}

const prefetched = new Set<string>()

function prefetchOnce(href: string): void {
  const connection = (navigator as Navigator & { connection?: NetworkInformationLike }).connection
  const path = href.split('#')[0]?.split('?')[0] ?? href
  if (prefetched.has(path) || !prefetchAllowed(connection)) return
  prefetched.add(path)
  prefetch(path).catch(() => prefetched.delete(path))
}

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: RouteName
  hash?: string
  query?: string
  children: ReactNode
}

export function Link({ to, hash, query, children, onMouseEnter, onFocus, ...rest }: LinkProps) {
  const locale = useLocale()
  const base = hrefOf(to, locale)
  const href = `${base}${query ? `?${query}` : ''}${hash ? `#${hash}` : ''}`
  const warm = useCallback(() => prefetchOnce(base), [base])
  return (
    <a
      href={href}
      onMouseEnter={(e) => {
        warm()
        onMouseEnter?.(e)
      }}
      onFocus={(e) => {
        warm()
        onFocus?.(e)
      }}
      {...rest}
    >
      {children}
    </a>
  )
}
