// Document head shared by every page: theme colour, icons, manifest, no telephone
// auto-detection, hreflang pairs, the canonical link, share cards and structured data.
// Environment: server.

import { usePageContext } from 'vike-react/usePageContext'
import { extractLocale, isHeroless, LOCALES, localizePath } from '../engine/routes'
import { SITE } from '../content/site'
import { jsonLd, organizationLd, residenceLd } from '../ui/seo/structuredData'
import { RASTER_TYPES, type RasterArt, rasterSrcSet } from '../engine/rasterArt'
import { FIRST_SCREEN_FONTS } from '../engine/fontFiles'
import { FAVOURITES_FLAG_SCRIPT } from '../ui/favourites/favouritesFlag'
import { ROOT_FONT_SCRIPT } from '../ui/shell/rootFontScript'
import { SITE_ORIGIN } from '../ui/siteOrigin'

interface PageMeta {
  meta?: { title: string; description: string }
  hero?: { image: string; imageAlt: string }
  art?: Record<string, { raster?: RasterArt }>
}

// The fonts as the build named them (hashed by Vite: cached for a year).
const FONT_URLS = import.meta.glob<string>('../generated/fonts/*.woff2', {
  eager: true,
  query: '?url',
  import: 'default',
})

// The body text and the display face of the hero title, one file each with both scripts
// (scripts/fonts.ts); the other weights with the stylesheet, the italic on demand.
const PRELOAD_FONTS = FIRST_SCREEN_FONTS.map(
  (name) => FONT_URLS[`../generated/fonts/${name}.woff2`],
).filter((url): url is string => url !== undefined)

export default function Head() {
  const pageContext = usePageContext()
  const { logical } = extractLocale(pageContext.urlPathname)
  const isPage =
    Boolean(pageContext.routeName) && !pageContext.abortStatusCode && !pageContext.is404
  const data = (pageContext.data ?? {}) as PageMeta
  const url = `${SITE_ORIGIN}${localizePath(logical, pageContext.locale)}`
  const image = `${SITE_ORIGIN}/generated/og/${data.hero?.image ?? 'default'}.jpg`
  // Pages that show their hero (the tools open on a title row and keep theirs for the share card).
  const heroRaster =
    data.hero && !isHeroless(pageContext.routeName)
      ? data.art?.[data.hero.image]?.raster
      : undefined
  return (
    <>
      {/* Before anything paints: the root font size (ui/shell/rootFontScript.ts) and whether
          there are saved flats (ui/favourites/favouritesFlag.ts). */}
      <script
        // biome-ignore lint/security/noDangerouslySetInnerHtml: constants of our own, allowed by their CSP hash
        dangerouslySetInnerHTML={{ __html: `${ROOT_FONT_SCRIPT};${FAVOURITES_FLAG_SCRIPT}` }}
      />
      <meta name="theme-color" content="#000000" />
      <meta name="format-detection" content="telephone=no" />
      <link rel="icon" href="/icons/favicon.svg" type="image/svg+xml" />
      <link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />
      <link rel="manifest" href="/manifest.webmanifest" />
      {PRELOAD_FONTS.map((url) => (
        <link
          key={url}
          rel="preload"
          href={url}
          data-first-screen=""
          as="font"
          type="font/woff2"
          crossOrigin=""
        />
      ))}
      {heroRaster && data.hero ? (
        // The hero is the largest paint: asked for with the HTML, not after the CSS is read.
        <link
          rel="preload"
          as="image"
          type={RASTER_TYPES.avif}
          imageSrcSet={rasterSrcSet(data.hero.image, heroRaster, 'avif')}
          imageSizes="100vw"
          fetchPriority="high"
        />
      ) : null}
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
          <meta property="og:type" content="website" />
          <meta property="og:site_name" content={SITE.fullName[pageContext.locale]} />
          <meta property="og:locale" content={pageContext.locale === 'en' ? 'en_GB' : 'ru_RU'} />
          <meta property="og:url" content={url} />
          {/* og:title and og:description come with vike-react's title and description. */}
          <meta property="og:image" content={image} />
          <meta property="og:image:width" content="1200" />
          <meta property="og:image:height" content="630" />
          {data.hero ? <meta property="og:image:alt" content={data.hero.imageAlt} /> : null}
          <meta name="twitter:card" content="summary_large_image" />
          <meta name="twitter:image" content={image} />
          <script
            type="application/ld+json"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD of our own config, with < escaped
            dangerouslySetInnerHTML={{
              __html: jsonLd(
                logical === '/'
                  ? [
                      organizationLd(SITE_ORIGIN, pageContext.locale),
                      residenceLd(SITE_ORIGIN, pageContext.locale, url.slice(SITE_ORIGIN.length)),
                    ]
                  : residenceLd(SITE_ORIGIN, pageContext.locale, url.slice(SITE_ORIGIN.length)),
              ),
            }}
          />
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
