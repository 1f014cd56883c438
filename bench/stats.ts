// Percentiles and number formats for the bench report. Pure: numbers in, numbers or strings out.

/**
 * Nearest-rank percentile (the value at rank ceil(q * n) of the sorted samples), so p99 of 100
 * samples is the 99th smallest and every answer is a value that was really observed.
 */
export function percentile(samples: readonly number[], q: number): number {
  if (samples.length === 0) return Number.NaN
  const sorted = [...samples].sort((a, b) => a - b)
  const rank = Math.ceil(Math.min(1, Math.max(0, q)) * sorted.length)
  return sorted[Math.max(0, rank - 1)] as number
}

export function median(samples: readonly number[]): number {
  if (samples.length === 0) return Number.NaN
  const sorted = [...samples].sort((a, b) => a - b)
  const mid = sorted.length >> 1
  return sorted.length % 2 === 1
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2
}

export function round(value: number, digits = 0): number {
  const f = 10 ** digits
  return Math.round(value * f) / f
}

export function formatMs(ms: number): string {
  if (!Number.isFinite(ms)) return 'n/a'
  if (ms >= 1000) return `${(ms / 1000).toFixed(2)} s`
  if (ms >= 100) return `${Math.round(ms)} ms`
  if (ms >= 10) return `${ms.toFixed(1)} ms`
  return `${ms.toFixed(2)} ms`
}

/** Kilobytes of 1024 bytes, one decimal: the unit of the JavaScript budget. */
export function formatKb(bytes: number): string {
  if (!Number.isFinite(bytes)) return 'n/a'
  return `${(bytes / 1024).toFixed(1)} KB`
}

export function formatMb(bytes: number): string {
  if (!Number.isFinite(bytes)) return 'n/a'
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`
}

export function formatCount(value: number): string {
  if (!Number.isFinite(value)) return 'n/a'
  return Math.round(value)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',')
}
