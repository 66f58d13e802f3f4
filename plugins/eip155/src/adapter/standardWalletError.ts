import { isLatchError } from '@latch/core'

/** The EIP-1193 code of a user rejection. */
const USER_REJECTED = 4001
/** What wallets and libraries wrap a real error in: `-32603 Internal JSON-RPC error`. */
const INTERNAL_ERROR = -32603

/** Rejections of wallets that say it only in words (a string, an error without a code). */
const rejectionWords =
  /user (rejected|denied|cancel+ed)|rejected by (the )?user|request (was )?cancel+ed/i

/** The errors a wallet's error may carry inside it, in the places wallets and libraries put them. */
function inner(error: object): unknown[] {
  const { cause, data, info, error: wrapped } = error as Record<string, unknown>
  const fromData = data as { originalError?: unknown } | undefined
  return [
    cause,
    data,
    fromData?.originalError,
    (info as { error?: unknown } | undefined)?.error,
    wrapped,
  ]
}

const messageOf = (error: unknown): string =>
  typeof error === 'string'
    ? error
    : typeof error === 'object' && error !== null && 'message' in error
      ? String((error as { message: unknown }).message)
      : ''

/**
 * What a wallet threw, as EIP-1193 says it (`{ code, message }`), so the core's `askWallet` maps
 * it to the right LatchError whatever its shape: a string, an ethers error (`code:
 * 'ACTION_REJECTED'`, the wallet's own in `info.error`), causes nested in causes, the real error in
 * the `data` of a `-32603` (MetaMask through bridges and in-app browsers). A user rejection
 * anywhere inside stays a user rejection; otherwise the first code that is not the `-32603`
 * wrapper, else the wrapper's. A LatchError, or an error with nothing to find, is returned as is.
 *
 * @example
 * standardWalletError({ code: -32603, data: { code: 4001 } }) // { code: 4001, message, cause }
 */
export function standardWalletError(error: unknown): unknown {
  if (isLatchError(error)) return error
  const seen = new Set<unknown>()
  const queue: unknown[] = [error]
  const codes: number[] = []
  let rejected = false
  while (queue.length > 0) {
    const current = queue.shift()
    if (seen.has(current)) continue
    seen.add(current)
    if (typeof current === 'string') {
      rejected ||= rejectionWords.test(current)
      continue
    }
    if (typeof current !== 'object' || current === null) continue
    const { code } = current as { code?: unknown }
    if (code === USER_REJECTED || code === 'ACTION_REJECTED') rejected = true
    if (typeof code === 'number' && Number.isInteger(code)) codes.push(code)
    else if (code === undefined) rejected ||= rejectionWords.test(messageOf(current))
    queue.push(...inner(current))
  }
  const code = rejected
    ? USER_REJECTED
    : (codes.find((found) => found !== INTERNAL_ERROR) ?? codes[0])
  if (code === undefined) return typeof error === 'string' ? new Error(error) : error
  if ((error as { code?: unknown } | null)?.code === code) return error
  return Object.assign(new Error(messageOf(error) || `Wallet error ${code}`, { cause: error }), {
    code,
  })
}
