// Document head shared by every page (SPEC 9): theme colour, icons, manifest, no telephone
// auto-detection, hreflang pairs and the canonical link. Environment: server.

import { usePageContext } from 'vike-react/usePageContext'
import { extractLocale, LOCALES, localizePath } from '../engine/routes'
import { SITE_ORIGIN } from '../ui/siteOrigin'

// The body text and the display face of the hero title in the page's script; the rest on demand.
const preloadFonts = (subset: 'cyrillic' | 'latin') => [
  `manrope-${subset}-400-normal.woff2`,
  `cormorant-garamond-${subset}-500-normal.woff2`,
]

export default function Head() {
  const pageContext = usePageContext()
  const { logical } = extractLocale(pageContext.urlPathname)
  const isPage =
    Boolean(pageContext.routeName) && !pageContext.abortStatusCode && !pageContext.is404
  return (
    <>
      <meta name="theme-color" content="#000000" />
      <meta name="format-detection" content="telephone=no" />
      <link rel="icon" href="/icons/favicon.svg" type="image/svg+xml" />
      <link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />
      <link rel="manifest" href="/manifest.webmanifest" />
      {preloadFonts(pageContext.locale === 'en' ? 'latin' : 'cyrillic').map((name) => (
        <link
          key={name}
          rel="preload"
          href={`/generated/fonts/${name}`}
          as="font"
          type="font/woff2"
          crossOrigin=""
        />
      ))}
      {pageContext.noIndex || !isPage ? <meta name="robots" content="noindex" /> : null}
      {isPage ? (
        <>
          <link
            rel="canonical"
            href={`${SITE_ORIGIN}${localizePath(logical, pageContext.locale)}`}
          />
          {LOCALES.map((l) => (
            <link
              key={l}
              rel="alternate"
              hrefLang={l}
              href={`${SITE_ORIGIN}${localizePath(logical, l)}`}
            />
          ))}
          <link
            rel="alternate"
            hrefLang="x-default"
            href={`${SITE_ORIGIN}${localizePath(logical, 'ru')}`}
          />
        </>
      ) : null}
    </>
  )
}
