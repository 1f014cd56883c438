// Fault routes let the end-to-end suite reach the 5xx page; they exist only on a server started
// with KHVOYA_TEST_FAULTS=1 and never in the browser or in prerendered output.

export function faultsEnabled(): boolean {
  return typeof process !== 'undefined' && process.env?.KHVOYA_TEST_FAULTS === '1'
}

/** The status of an error from data loading: statusCode, status, response.status, else 500. */
export function statusOfError(error: unknown): number {
  const e = error as {
    statusCode?: unknown
    status?: unknown
    response?: { status?: unknown }
  } | null
  for (const candidate of [e?.statusCode, e?.status, e?.response?.status]) {
    if (typeof candidate === 'number' && candidate >= 400 && candidate <= 599) return candidate
  }
  return 500
}
