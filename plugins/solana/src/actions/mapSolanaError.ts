import { isLatchError, LatchError, toLatchError } from '@latch/core'
import { walletErrorCode } from '@latch/core/plugin'
import { SolanaError } from '../errors'

/** The plugin's errors, for the modules that throw one and load this one for it. */
export { SolanaError }

/** What nodes and programs say when the payer cannot pay (system program, SPL Token 0x1). */
const INSUFFICIENT_FUNDS = [
  /insufficient lamports/i,
  /insufficient funds/i,
  /Attempt to debit an account but found no record of a prior credit/i,
  /custom program error: 0x1\b/i,
]
const BLOCKHASH_EXPIRED = [/Blockhash not found/i, /block height exceeded/i, /has expired/i]
const USER_REJECTED = [/user rejected/i, /rejected the request/i, /user declined/i]

/**
 * Everything an error says: its message, and a failed send's program logs (web3.js's
 * SendTransactionError, known by its name: a wallet's rejection must not load web3.js to map it).
 */
function textOf(error: unknown): string {
  const { logs } = (error ?? {}) as { logs?: unknown }
  const lines = Array.isArray(logs) ? logs.filter((line) => typeof line === 'string') : []
  return [(error as Error | undefined)?.message ?? String(error), ...lines].join('\n')
}

/**
 * A Solana failure as a LatchError: the user's rejection (4001, or a wallet's words for it),
 * insufficient funds, an expired blockhash; anything else keeps its message.
 */
export function mapSolanaError(error: unknown): LatchError {
  if (isLatchError(error)) return error
  const text = textOf(error)
  const code = walletErrorCode(error)
  if (code === 4001 || USER_REJECTED.some((pattern) => pattern.test(text))) {
    return new LatchError('USER_REJECTED_REQUEST', { rpcCode: 4001, cause: error, details: text })
  }
  if (
    (error as Error | undefined)?.name === 'TransactionExpiredBlockheightExceededError' ||
    BLOCKHASH_EXPIRED.some((pattern) => pattern.test(text))
  ) {
    return new SolanaError('BLOCKHASH_EXPIRED', { cause: error, details: text })
  }
  if (INSUFFICIENT_FUNDS.some((pattern) => pattern.test(text))) {
    return new LatchError('INSUFFICIENT_FUNDS', { cause: error, details: text })
  }
  return toLatchError(code === undefined ? error : { code, message: text, cause: error })
}
