// `xvfb-run -a npx tsx tests/browsers/timeline.ts [visits]`: where the tool pages' start-up time
// goes in WebKit (startTimeline.ts), on the built site (`npm run build` first). Figures are the
// medians per page, milliseconds after navigation, in time order; printed, never asserted.

import type { HydraData } from '../../engine/types'
import { saveFavourite } from './startFavourite'
import { startSite } from './site'
import { formatTimeline, startTimeline, toolPages } from './startTimeline'
import { launchWebKit } from './webkit'

const visits = Number(process.argv[2] ?? 5)
const site = await startSite()
const page = await launchWebKit()
try {
  const hydra = (await (await fetch(`${site.origin}/api/hydra/data`)).json()) as HydraData
  const alt = await saveFavourite(page, site.origin, hydra)
  const timeline = await startTimeline(page, site.origin, toolPages(alt), visits)
  console.log(
    `${page.version}, ${visits} visits a page; load average ${(await import('node:os'))
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  )
  for (const line of formatTimeline(timeline)) console.log(line)
} finally {
  await page.close()
  await site.stop()
}
