import type { Address, Hash } from 'viem'

/**
 * How many batches the frame remembers. Each cost the person an approval, so only a long session
 * reaches this; the oldest is forgotten first (its status then answers 5730, unknown).
 */
export const MAX_BATCHES_KEPT = 100

/** A batch the person approved, as the frame sends it: its transactions' hashes, in call order. */
export interface Batch {
  readonly chainId: number
  /** The wallet that sent it: another wallet logged in later in this frame does not see it. */
  readonly account: Address
  /** How many calls the person approved. */
  readonly count: number
  /** The hashes of the calls sent so far (the frame's own, from the signed bytes). */
  readonly hashes: Hash[]
  /** Still sending; once done, fewer hashes than calls means the batch stopped at a failed send. */
  sending: boolean
  /**
   * The send that stopped the batch when its outcome is unknown (the node's answer never came):
   * the node may have taken it, so it is watched, never sent again.
   */
  unsure?: { readonly hash: Hash; readonly nonce: number }
}

/** The batches this frame sent, by id, in its memory only (a reload forgets them). */
export function createBatches(max = MAX_BATCHES_KEPT) {
  const byId = new Map<string, Batch>()
  // Ids compare case-insensitively: hex is hex whichever way an app writes it.
  const key = (id: string) => id.toLowerCase()
  return {
    has: (id: string) => byId.has(key(id)),
    get: (id: string) => byId.get(key(id)),
    /** Keeps a batch (before its first send, so that its id is taken); the oldest goes past `max`. */
    add(id: string, batch: Batch) {
      byId.set(key(id), batch)
      for (const oldest of byId.keys()) {
        if (byId.size <= max) break
        byId.delete(oldest)
      }
    },
    delete: (id: string) => byId.delete(key(id)),
  }
}

export type Batches = ReturnType<typeof createBatches>
