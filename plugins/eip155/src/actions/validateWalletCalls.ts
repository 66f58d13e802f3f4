import { Eip155Error } from '../errors'

/** One entry of a wallet call batch (EIP-5792 `wallet_sendCalls`), as the app sends it. */
export interface WalletCallEntry {
  to?: string | undefined
  data?: string | undefined
  /** A hex quantity as the app sends it over JSON-RPC, or a bigint from a typed caller. */
  value?: string | bigint | undefined
}

const hexPrefixed = (value: unknown) => typeof value === 'string' && value.startsWith('0x')
/** A JSON-RPC quantity: 0x and at least one hex digit (leading zeros accepted, as wallets do). */
const isQuantity = (value: unknown) =>
  value === undefined ||
  typeof value === 'bigint' ||
  (typeof value === 'string' && /^0x[0-9a-fA-F]+$/.test(value))

/** A value for error details; never throws (a bigint or a cycle defeats JSON.stringify). */
function describe(value: unknown): string {
  if (typeof value === 'bigint') return `${value}n`
  try {
    return JSON.stringify(value) ?? String(value)
  } catch {
    return Object.prototype.toString.call(value)
  }
}

/**
 * Checks wallet-call entries (spec §5): `to` starts with 0x, and `data`, when present, starts with
 * 0x; a `value`, when present, is a hex quantity (or a bigint). The first bad entry is
 * INVALID_WALLET_CALL naming its index and field; an entry that is not an object at all (null, a
 * number, a string) has no `to`, and is refused as such.
 *
 * @example
 * validateWalletCalls([{ to: 'vitalik.eth' }])
 * // throws 'Call 0: to must be a hex string starting with 0x'
 */
export function validateWalletCalls(calls: readonly (WalletCallEntry | unknown)[]): void {
  calls.forEach((entry, index) => {
    if (typeof entry !== 'object' || entry === null) {
      throw new Eip155Error('INVALID_WALLET_CALL', {
        params: { index, field: 'to' },
        details: `call: ${describe(entry)}`,
      })
    }
    const call = entry as Record<string, unknown>
    const field = !hexPrefixed(call.to)
      ? 'to'
      : call.data !== undefined && !hexPrefixed(call.data)
        ? 'data'
        : !isQuantity(call.value)
          ? 'value'
          : undefined
    if (field) {
      throw new Eip155Error('INVALID_WALLET_CALL', {
        params: { index, field },
        details: `${field}: ${describe(call[field])}`,
      })
    }
  })
}
