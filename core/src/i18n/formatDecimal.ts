// Its own module: an app's first paint takes it only if it shows a balance (the account button).
/**
 * An exact decimal written as text ("1234567.891", "-0.5") the way `locale` writes numbers
 * ("1.234.567,891" in German), digits unchanged: no rounding, no float. Anything else (a "<0.001"
 * sign, a number too long for Intl) keeps its digits as they are.
 */
export function formatDecimal(text: string, locale: string): string {
  const match = /^(-?\d+)(?:\.(\d+))?$/.exec(text)
  if (!match) return text
  const digits = match[2]?.length ?? 0
  try {
    // Intl reads a numeric string as an exact decimal (it is not turned into a float).
    return new Intl.NumberFormat(locale, {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(text as unknown as number)
  } catch {
    return text
  }
}
