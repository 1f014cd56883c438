// The hours the floor's sun tint paints by (each flat's "most sun" figure), while the tint is on:
// loaded on first use, then null again when it is switched off so the renderer drops the tint.
// Environment: client.

import { useMemo } from 'react'
import { useSunSearch } from '../api/useSunSearch'

export function useSunHours(on: boolean): Readonly<Record<string, number>> | null {
  const sun = useSunSearch(on)
  return useMemo(() => {
    if (!on || !sun.index) return null
    const hours: Record<string, number> = {}
    for (const [alt, entry] of Object.entries(sun.index)) hours[alt] = entry.sun
    return hours
  }, [on, sun.index])
}
