// A saved favourite for the start-up figures: the first flat on sale, written to the site's
// localStorage as the favourites button would (engine/favourites.ts), without clicking through.

import { FAVOURITES_KEY } from '../../engine/favourites'
import type { HydraData } from '../../engine/types'
import type { BrowserPage } from './browserPage'

export async function saveFavourite(
  page: BrowserPage,
  origin: string,
  hydra: HydraData,
): Promise<string> {
  const alt = Object.entries(hydra.apartments).find(([, a]) => a.st !== 0)?.[0]
  if (!alt) throw new Error('no flat on sale to save as a favourite')
  await page.goto(`${origin}/manifest.webmanifest`)
  await page.evaluate(
    (key: string, value: string) => localStorage.setItem(key, value),
    FAVOURITES_KEY,
    alt,
  )
  return alt
}
