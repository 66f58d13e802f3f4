/**
 * From here on a token amount is shown as unlimited. uint96's maximum is the smallest "infinite"
 * sentinel in use (Compound-style tokens, COMP and UNI, keep balances in uint96 and turn an approval
 * of uint256's maximum into uint96's); the others, uint128's, Permit2's uint160 and uint256's, lie
 * above it. It is 79 228 162 514 whole tokens of 18 decimals: more than any holder of almost any
 * token has, so such an allowance takes everything the account holds.
 */
export const UNLIMITED_AMOUNT = 2n ** 96n - 1n

export const isEffectivelyUnlimited = (amount: bigint) => amount >= UNLIMITED_AMOUNT

/** Times from here on (year 10 000) are shown as "never": nothing reaches them. */
const NEVER_SECONDS = 253_402_300_800n

/**
 * A Unix time in seconds as a UTC date people read the same in every locale
 * (`2026-11-28 14:00:00 UTC`), or undefined when it is so far off that it means "never".
 */
export function utcDate(seconds: bigint): string | undefined {
  if (seconds >= NEVER_SECONDS) return undefined
  const iso = new Date(Number(seconds) * 1000).toISOString()
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)} UTC`
}
