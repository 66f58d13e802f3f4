import type { LandedTransaction } from './landedTransaction'

/** Which of an address's transactions to list, as `getSignaturesForAddress` takes it. */
export interface SignatureQuery {
  /** At most this many, newest first. */
  limit: number
  /** Only transactions older than this one; none at all when it is unknown, as in agave. */
  before?: string
  /** Only transactions newer than this one; no bound when it is unknown. */
  until?: string
}

/** Every landed transaction, by signature and by each address it touched. */
export interface TransactionHistory {
  record(landed: LandedTransaction): void
  get(signature: string): LandedTransaction | undefined
  /** The transactions that named `address` among their account keys, newest first. */
  forAddress(address: string, query: SignatureQuery): LandedTransaction[]
}

/**
 * The ledger's record of landed transactions. Transactions arrive in slot order, so each
 * address's list stays sorted and `before` is found by binary search.
 *
 * @example
 * const history = createTransactionHistory()
 * history.record(landed)
 * history.forAddress(landed.accountKeys[0], { limit: 10 }) // [landed]
 */
export function createTransactionHistory(): TransactionHistory {
  const bySignature = new Map<string, LandedTransaction>()
  // Oldest first: one transaction per block, so their slots only grow.
  const byAddress = new Map<string, LandedTransaction[]>()

  return {
    record(landed) {
      bySignature.set(landed.signature, landed)
      for (const address of new Set(landed.accountKeys)) {
        let list = byAddress.get(address)
        if (!list) {
          list = []
          byAddress.set(address, list)
        }
        list.push(landed)
      }
    },

    get: (signature) => bySignature.get(signature),

    forAddress(address, { limit, before, until }) {
      const list = byAddress.get(address) ?? []
      let end = list.length
      if (before !== undefined) {
        const beforeSlot = bySignature.get(before)?.slot
        if (beforeSlot === undefined) return []
        end = firstAtOrAfter(list, beforeSlot)
      }
      const untilSlot = until === undefined ? undefined : bySignature.get(until)?.slot
      const start = untilSlot === undefined ? 0 : firstAtOrAfter(list, untilSlot + 1)
      return list.slice(Math.max(start, end - limit), end).reverse()
    },
  }
}

/** Index of the first transaction at `slot` or later in a list sorted by slot. */
function firstAtOrAfter(list: readonly LandedTransaction[], slot: number): number {
  let low = 0
  let high = list.length
  while (low < high) {
    const middle = (low + high) >>> 1
    if (list[middle]!.slot < slot) low = middle + 1
    else high = middle
  }
  return low
}
