import { generateSiweNonce } from 'viem/siwe'

/** Nonces the app's server hands out for sign-in messages: each accepted once, until it expires. */
export interface NonceStore {
  /** A fresh nonce (EIP-4361: alphanumeric, at least 8 characters) and when it expires (ms). */
  issue(): { nonce: string; expiresAt: number }
  /** Whether `nonce` was issued here, is unused and unexpired (nothing is used up). */
  isLive(nonce: string): boolean
  /** Uses `nonce` up: true the first time for a live nonce, false ever after (or if expired). */
  consume(nonce: string): boolean
  /** Nonces issued and not yet used or expired. */
  size(): number
}

export interface NonceStoreOptions {
  /** How long a nonce may wait for its signed message. Default 5 minutes. */
  ttlMs?: number
  /** The clock, in ms since the epoch (tests pass a fake one). Default `Date.now`. */
  now?: () => number
  /** At most this many live nonces; the oldest are dropped beyond it. Default 100,000. */
  maxSize?: number
}

/** Default lifetime of a nonce. */
export const NONCE_TTL_MS = 5 * 60_000

/**
 * An in-memory nonce store for one server process: single use, with expiry. A server with several
 * processes keeps nonces in its shared database instead, with the same two rules.
 *
 * @example
 * const nonces = createNonceStore()
 * app.post('/siwx/nonce', () => nonces.issue())
 */
export function createNonceStore(options: NonceStoreOptions = {}): NonceStore {
  const ttlMs = options.ttlMs ?? NONCE_TTL_MS
  const now = options.now ?? Date.now
  const maxSize = options.maxSize ?? 100_000
  // Insertion order is issue order: the oldest come first, for pruning.
  const live = new Map<string, number>()

  const prune = () => {
    const at = now()
    for (const [nonce, expiresAt] of live) {
      if (expiresAt <= at || live.size > maxSize) live.delete(nonce)
      else break
    }
  }
  const isLive = (nonce: string) => {
    const expiresAt = live.get(nonce)
    return expiresAt !== undefined && expiresAt > now()
  }

  return {
    issue() {
      prune()
      const nonce = generateSiweNonce()
      const expiresAt = now() + ttlMs
      live.set(nonce, expiresAt)
      return { nonce, expiresAt }
    },
    isLive,
    consume(nonce) {
      const ok = isLive(nonce)
      live.delete(nonce)
      return ok
    },
    size() {
      prune()
      return live.size
    },
  }
}
