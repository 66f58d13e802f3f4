import { formatUnits, parseUnits } from 'viem'
import { AMOUNT_DISPLAY_DECIMALS, BALANCE_DISPLAY_DECIMALS } from '../constants'
import { describeValue } from '../errors/describeValue'
import { LatchError } from '../errors/LatchError'

// Digits, then a dot and digits only after a literal dot: no two repetitions can share a digit, so a
// failing match backtracks linearly (`\d+\.?\d*` tried every split of a digit run: quadratic).
const DECIMAL = /^(?:\d+(?:\.\d*)?|\.\d+)$/

function assertDecimals(decimals: unknown): asserts decimals is number {
  if (!Number.isInteger(decimals) || (decimals as number) < 0 || (decimals as number) > 255) {
    throw new LatchError('INVALID_AMOUNT', {
      details: `Invalid decimals: ${describeValue(decimals)}`,
    })
  }
}

/**
 * Parses a user-typed amount ("1.5", ".5", "10") into base units. Refuses, rather than rounds,
 * more fractional digits than the token has, so a user never sends less than they typed.
 */
export function parseAmount(value: unknown, decimals: number): bigint {
  assertDecimals(decimals)
  const text = typeof value === 'string' ? value.trim() : ''
  if (!DECIMAL.test(text)) {
    throw new LatchError('INVALID_AMOUNT', {
      details: `Not a decimal number: ${describeValue(value)}`,
    })
  }
  const fraction = text.split('.')[1] ?? ''
  if (fraction.length > decimals) {
    throw new LatchError('INVALID_AMOUNT', {
      details: `At most ${decimals} decimal places: ${text}`,
    })
  }
  return parseUnits(text, decimals)
}

/**
 * Formats base units for display with at most `maxDecimals` fractional digits (default 2),
 * truncating rather than rounding so a balance is never shown larger than it is.
 */
export function formatAmount(
  value: bigint,
  decimals: number,
  maxDecimals: number = AMOUNT_DISPLAY_DECIMALS,
): string {
  assertDecimals(decimals)
  if (typeof value !== 'bigint') {
    throw new LatchError('INVALID_AMOUNT', { details: `Not a bigint: ${describeValue(value)}` })
  }
  const [whole, fraction = ''] = formatUnits(value, decimals).split('.')
  const kept = fraction.slice(0, Math.max(0, maxDecimals)).replace(/0+$/, '')
  const text = kept ? `${whole}.${kept}` : (whole as string)
  return text === '-0' ? '0' : text
}

/** A balance as shown to users: 3 decimals (spec §5). */
export function formatBalance(value: bigint, decimals: number): string {
  return formatAmount(value, decimals, BALANCE_DISPLAY_DECIMALS)
}
