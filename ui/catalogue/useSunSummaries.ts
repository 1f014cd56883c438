// The sun-and-view summaries of a few flats (the compare table's two to four), fetched after the
// first paint and kept per page view; null until every one has answered or failed.
// Environment: client.

import { useEffect, useState } from 'react'
import { type FlatSunSummary, flatSunSummary } from '../../engine/sunView/sunSummary'
import { fetchFlatSunView } from '../api/sunView'

export type SunSummaries = ReadonlyMap<string, FlatSunSummary>

export function useSunSummaries(alts: readonly string[]): SunSummaries | null {
  const [summaries, setSummaries] = useState<SunSummaries | null>(null)
  const key = alts.join(',')
  // biome-ignore lint/correctness/useExhaustiveDependencies: the joined key stands for the list.
  useEffect(() => {
    let alive = true
    setSummaries(null)
    // A flat the build did not reach (or a failed call) simply has no figures.
    Promise.all(
      alts.map((alt) =>
        fetchFlatSunView(alt)
          .then((flat) => [alt, flatSunSummary(flat)] as const)
          .catch(() => null),
      ),
    ).then((pairs) => {
      if (alive) setSummaries(new Map(pairs.filter((p) => p !== null)))
    })
    return () => {
      alive = false
    }
  }, [key])
  return summaries
}
