/**
 * How many blocks a blockhash stays usable after the one that made it, as on mainnet
 * (agave's MAX_PROCESSING_AGE).
 */
export const BLOCKHASH_VALID_BLOCKS = 150

/** The blockhashes a ledger handed out, each with the last block height that accepts it. */
export interface RecentBlockhashes {
  /** Records the blockhash of a new block at `blockHeight`. */
  add(blockhash: string, blockHeight: number): void
  /** `undefined` when the blockhash was never handed out or has been forgotten. */
  lastValidBlockHeight(blockhash: string): number | undefined
  /** Whether a transaction using `blockhash` may still land at `blockHeight`. */
  isValid(blockhash: string, blockHeight: number): boolean
}

/**
 * The record of recent blockhashes: expired ones are forgotten as new blocks come, so it stays
 * small however many transactions a test sends.
 *
 * @example
 * const blockhashes = createRecentBlockhashes()
 * blockhashes.add('Cmp…', 0)
 * blockhashes.isValid('Cmp…', 150) // true
 * blockhashes.isValid('Cmp…', 151) // false
 */
export function createRecentBlockhashes(): RecentBlockhashes {
  // Insertion order is block order, so the oldest entries are the first ones.
  const lastValid = new Map<string, number>()
  return {
    add(blockhash, blockHeight) {
      lastValid.set(blockhash, blockHeight + BLOCKHASH_VALID_BLOCKS)
      for (const [hash, height] of lastValid) {
        if (height >= blockHeight) break
        lastValid.delete(hash)
      }
    },
    lastValidBlockHeight: (blockhash) => lastValid.get(blockhash),
    isValid(blockhash, blockHeight) {
      const height = lastValid.get(blockhash)
      return height !== undefined && blockHeight <= height
    },
  }
}
