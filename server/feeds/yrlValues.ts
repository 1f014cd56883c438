// Yandex Realty's fixed values (YRL), spelled in Russian as the format defines them: the feed
// writes them (yandexRealty.ts) and the validator expects them (portalRules.ts). They are the
// format's vocabulary, matched by the portal, not words a buyer reads: the prose lint allows this
// file (scripts/check-prose.ts), and the feed's real words are content/i18n/feeds.ts.

export const YRL = {
  sale: 'продажа',
  living: 'жилая',
  flat: 'квартира',
  russia: 'Россия',
  developer: 'застройщик',
  primarySale: 'первичная продажа',
  yes: 'да',
  squareMetres: 'кв. м',
} as const
