import { isLatchError, toLatchError } from './LatchError'

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

/**
 * Runs a wallet call; what it throws becomes a LatchError whose code comes from the wallet's
 * (4001 → rejected, 4100 → unauthorised…). A LatchError passes as it is. Every namespace adapter
 * wraps its wallet calls in it, so an app sees one set of codes whatever the wallet.
 *
 * @example
 * const accounts = await askWallet(() => provider.request({ method: 'eth_requestAccounts' }))
 */
export async function askWallet<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run()
  } catch (error) {
    if (isLatchError(error)) throw error // already says what went wrong
    const code = walletErrorCode(error)
    throw toLatchError(
      code === undefined ? error : { code, message: (error as Error).message, cause: error },
    )
  }
}
