import { LatchError } from '@latch/core'

/** One entry of a wallet call batch (EIP-5792 `wallet_sendCalls`), as the app sends it. */
export interface WalletCallEntry {
  to?: string | undefined
  data?: string | undefined
}

const hexPrefixed = (value: unknown) => typeof value === 'string' && value.startsWith('0x')

/**
 * Checks wallet-call entries (spec §5): `to` starts with 0x, and `data`, when present, starts with
 * 0x. The first bad entry is INVALID_WALLET_CALL naming its index and field.
 *
 * @example
 * validateWalletCalls([{ to: 'vitalik.eth' }])
 * // throws 'Call 0: to must be a hex string starting with 0x'
 */
export function validateWalletCalls(calls: readonly WalletCallEntry[]): void {
  calls.forEach((call, index) => {
    const field = !hexPrefixed(call.to)
      ? 'to'
      : call.data !== undefined && !hexPrefixed(call.data)
        ? 'data'
        : undefined
    if (field) {
      throw new LatchError('INVALID_WALLET_CALL', {
        params: { index, field },
        details: `${field}: ${JSON.stringify(call[field])}`,
      })
    }
  })
}
