// Broker branding: name, agency and phone printed in each sheet's header, and whether to hide the
// price. Kept in localStorage under `khvoya:broker` so a broker types them once per device.
// Parsing is pure and total: anything malformed reads as no branding.

export const BROKER_KEY = 'khvoya:broker'

export interface BrokerBranding {
  name: string
  agency: string
  phone: string
  hidePrice: boolean
}

export const NO_BRANDING: BrokerBranding = { name: '', agency: '', phone: '', hidePrice: false }

// A header line, not an essay: longer input is cut rather than allowed to break the layout.
const MAX = { name: 60, agency: 60, phone: 30 } as const

const clean = (value: unknown, max: number): string =>
  typeof value === 'string' ? value.replace(/\s+/g, ' ').trim().slice(0, max) : ''

export function parseBranding(raw: unknown): BrokerBranding {
  let value: unknown = raw
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw)
    } catch {
      return NO_BRANDING
    }
  }
  if (typeof value !== 'object' || value === null) return NO_BRANDING
  const v = value as Record<string, unknown>
  return {
    name: clean(v.name, MAX.name),
    agency: clean(v.agency, MAX.agency),
    phone: clean(v.phone, MAX.phone),
    hidePrice: v.hidePrice === true,
  }
}

/** True when there is something to print in the header. */
export function hasBranding(b: BrokerBranding): boolean {
  return Boolean(b.name || b.agency || b.phone)
}

export function readBranding(): BrokerBranding {
  try {
    return parseBranding(window.localStorage.getItem(BROKER_KEY))
  } catch {
    return NO_BRANDING
  }
}

export function writeBranding(b: BrokerBranding): void {
  try {
    if (hasBranding(b) || b.hidePrice)
      window.localStorage.setItem(BROKER_KEY, JSON.stringify(parseBranding(b)))
    else window.localStorage.removeItem(BROKER_KEY)
  } catch {
    // Private mode or a full quota: the branding applies to this page view only.
  }
}
