import { LatchError } from '@latch/core'
import { sha256, stringToBytes } from 'viem'
import { generateSiweNonce } from 'viem/siwe'

/** A live nonce as the store keeps it. */
export interface IssuedNonce {
  /** When it was issued (ms since the epoch): a message cannot have been made before it. */
  issuedAt: number
  expiresAt: number
}

/**
 * Nonces the app's server hands out for sign-in messages, each bound to the client that asked
 * (the caller's id for it: its session cookie's value, say) and accepted once, for that client
 * only, until it expires.
 */
export interface NonceStore {
  /**
   * A fresh nonce (EIP-4361: alphanumeric, at least 8 characters) for `client`, and when it
   * expires (ms). Throws a LatchError RATE_LIMITED when the client holds `maxPerClient` live
   * nonces, or the store `maxSize`: a flood is refused, it never pushes out a live nonce.
   */
  issue(client: string): { nonce: string; expiresAt: number }
  /** The nonce, when it was issued here to `client`, is unused and unexpired (nothing is used up). */
  find(nonce: string, client: string): IssuedNonce | undefined
  /** Uses `nonce` up: true the first time for a live nonce of `client`, false ever after. */
  consume(nonce: string, client: string): boolean
  /** Nonces issued and not yet used or expired. */
  size(): number
}

export interface NonceStoreOptions {
  /** How long a nonce may wait for its signed message. Default 5 minutes. */
  ttlMs?: number
  /** The clock, in ms since the epoch (tests pass a fake one). Default `Date.now`. */
  now?: () => number
  /** Live nonces one client may hold; it gets more as they are used or expire. Default 10. */
  maxPerClient?: number
  /** Live nonces in all; past it new ones are refused until some are used or expire. Default 100,000. */
  maxSize?: number
}

/** Default lifetime of a nonce. */
export const NONCE_TTL_MS = 5 * 60_000

interface Entry extends IssuedNonce {
  /** The client's id, hashed: any length of id costs the same memory. */
  client: string
}

/**
 * An in-memory nonce store for one server process: bound to a client, single use, with expiry,
 * capped per client and in all. A server with several processes keeps nonces in its shared
 * database instead, with the same rules.
 *
 * @example
 * const nonces = createNonceStore()
 * app.post('/siwx/nonce', (req) => nonces.issue(req.cookies.session))
 */
export function createNonceStore(options: NonceStoreOptions = {}): NonceStore {
  const ttlMs = options.ttlMs ?? NONCE_TTL_MS
  const now = options.now ?? Date.now
  const maxPerClient = options.maxPerClient ?? 10
  const maxSize = options.maxSize ?? 100_000
  // Insertion order is issue order, and every nonce lives as long: the first expire first.
  const live = new Map<string, Entry>()
  const perClient = new Map<string, number>()
  // No client (an app that forgot to name one, in JavaScript) would bind nothing: refused.
  const idOf = (client: unknown) =>
    typeof client === 'string' && client !== '' ? sha256(stringToBytes(client)) : undefined

  const forget = (nonce: string, entry: Entry) => {
    live.delete(nonce)
    const count = (perClient.get(entry.client) ?? 1) - 1
    if (count > 0) perClient.set(entry.client, count)
    else perClient.delete(entry.client)
  }
  const prune = () => {
    const at = now()
    for (const [nonce, entry] of live) {
      if (entry.expiresAt > at) break
      forget(nonce, entry)
    }
  }
  const find = (nonce: string, client: string) => {
    const entry = live.get(nonce)
    const id = idOf(client)
    if (!entry || !id || entry.expiresAt <= now() || entry.client !== id) return undefined
    return entry
  }

  return {
    issue(client) {
      prune()
      const id = idOf(client)
      if (!id) throw new TypeError('A nonce is issued to a client: name it')
      if ((perClient.get(id) ?? 0) >= maxPerClient) {
        throw new LatchError('RATE_LIMITED', { details: 'Too many sign-in nonces for this client' })
      }
      if (live.size >= maxSize) {
        throw new LatchError('RATE_LIMITED', {
          details: 'Too many sign-in nonces, try again later',
        })
      }
      const nonce = generateSiweNonce()
      const issuedAt = now()
      const expiresAt = issuedAt + ttlMs
      live.set(nonce, { client: id, issuedAt, expiresAt })
      perClient.set(id, (perClient.get(id) ?? 0) + 1)
      return { nonce, expiresAt }
    },
    find(nonce, client) {
      const entry = find(nonce, client)
      return entry && { issuedAt: entry.issuedAt, expiresAt: entry.expiresAt }
    },
    consume(nonce, client) {
      const entry = find(nonce, client)
      // Another client's nonce stays: naming it must not let anyone burn it.
      if (!entry) return false
      forget(nonce, entry)
      return true
    },
    size() {
      prune()
      return live.size
    },
  }
}
