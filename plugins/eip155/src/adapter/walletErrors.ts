/**
 * The numeric code of a wallet error. Wallets nest it differently (MetaMask mobile puts it in
 * `data.originalError`), and libraries wrap it in `cause`.
 */
export function walletErrorCode(error: unknown): number | undefined {
  const seen = new Set<unknown>()
  let current = error
  while (typeof current === 'object' && current !== null && !seen.has(current)) {
    seen.add(current)
    const { code, data, cause } = current as { code?: unknown; data?: unknown; cause?: unknown }
    if (typeof code === 'number') return code
    const nested = (data as { originalError?: { code?: unknown } } | undefined)?.originalError?.code
    if (typeof nested === 'number') return nested
    current = cause
  }
  return undefined
}

/** Spec §7: switching to a chain the wallet does not know answers 4902, 5000 or -32603. */
export const UNKNOWN_CHAIN_CODES: readonly number[] = [4902, 5000, -32603]

/** eth_sendTransaction is not available on this wallet: try wallet_sendTransaction instead. */
export const SEND_FALLBACK_CODES: readonly number[] = [4200, -32601]
