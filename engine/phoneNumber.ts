// Phone numbers as visitors type them -> E.164 (`+79001234567`), or null when it cannot be one.
// Russian numbers come as 8 9xx..., +7 9xx..., 7 9xx... or a bare ten-digit 9xx...; others as +CC...
// Pure: the lead forms of the browser and of the server check a phone with this one function.

const TYPED = /^\+?[\d\s().-]+$/
// Russian and Kazakh numbers under +7 start with 3, 4, 6, 7, 8 or 9 after the country code.
const NATIONAL_7 = /^[346789]\d{9}$/

export function normalisePhone(raw: string): string | null {
  const typed = raw.trim()
  if (typed.length === 0 || typed.length > 32 || !TYPED.test(typed)) return null
  let digits = typed.replace(/\D/g, '')
  let international = typed.startsWith('+')
  if (!international && digits.startsWith('00')) {
    digits = digits.slice(2)
    international = true
  } else if (!international && digits.startsWith('810') && digits.length > 11) {
    // 8-10 is the Russian international prefix: 8 10 44 20 7946 0958.
    digits = digits.slice(3)
    international = true
  }
  if (international) {
    if (digits.startsWith('7')) return NATIONAL_7.test(digits.slice(1)) ? `+${digits}` : null
    return /^[1-9]\d{7,14}$/.test(digits) ? `+${digits}` : null
  }
  if (digits.length === 11 && (digits[0] === '8' || digits[0] === '7')) digits = digits.slice(1)
  return NATIONAL_7.test(digits) ? `+7${digits}` : null
}
