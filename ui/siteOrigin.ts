// The public origin for canonical, hreflang and share links; set PUBLIC_ENV__SITE_ORIGIN at build.
export const SITE_ORIGIN: string =
  import.meta.env.PUBLIC_ENV__SITE_ORIGIN || 'https://khvoya-club.ru'
