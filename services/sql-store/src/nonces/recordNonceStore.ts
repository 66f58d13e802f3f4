import { createHash, randomBytes } from 'node:crypto'
import type { RecordStore } from '../records/recordStore'

/** A live nonce: when it was issued and when it expires (ms since the epoch). */
export interface IssuedNonce {
  issuedAt: number
  expiresAt: number
}

/** Refused: the client was issued its most nonces this window. Its `code` is 'RATE_LIMITED'. */
export class NonceLimitError extends Error {
  readonly code = 'RATE_LIMITED'
  constructor() {
    super('Too many sign-in nonces for this client')
    this.name = 'NonceLimitError'
  }
}

export interface RecordNonceStoreOptions {
  /** How long a nonce may wait for its signed message. Default 5 minutes. */
  ttlMs?: number
  /** The clock, in ms since the epoch. Default `Date.now`. */
  now?: () => number
  /** Nonces one client may be issued per `ttlMs` window (counted atomically). Default 10. */
  maxPerClient?: number
}

/**
 * Sign-in nonces (SIWX) on `@latch/sql-store`'s records, for an app server with several
 * processes: `@latch/siwx/server`'s `verifySiwxMessage` takes it as its `nonces`. The rules of its
 * in-memory `createNonceStore`: bound to the client that asked (kept as a SHA-256 of its id),
 * single use (one atomic take, so two requests racing on any instances accept one), expiring, and
 * capped per client (an atomic count per window of `ttlMs`).
 */
export function createRecordNonceStore(
  records: RecordStore,
  options: RecordNonceStoreOptions = {},
) {
  const ttlMs = options.ttlMs ?? 5 * 60_000
  const now = options.now ?? Date.now
  const maxPerClient = options.maxPerClient ?? 10
  const idOf = (client: string) => {
    if (typeof client !== 'string' || client === '') {
      throw new TypeError('A nonce is issued to a client: name it')
    }
    return createHash('sha256').update(client).digest('base64url')
  }
  const key = (nonce: string) => `nonce:${nonce}`
  return {
    /** A fresh nonce (32 hex characters: EIP-4361's alphanumeric, at least 8) for `client`. */
    async issue(client: string): Promise<{ nonce: string; expiresAt: number }> {
      const id = idOf(client)
      const issuedAt = now()
      const { count } = await records.increment(`nonce-client:${id}`, issuedAt + ttlMs)
      if (count > maxPerClient) throw new NonceLimitError()
      const nonce = randomBytes(16).toString('hex')
      const expiresAt = issuedAt + ttlMs
      await records.set(key(nonce), { client: id, issuedAt, expiresAt }, expiresAt)
      return { nonce, expiresAt }
    },
    /** The nonce when issued to `client`, unused and unexpired (nothing is used up). */
    async find(nonce: string, client: string): Promise<IssuedNonce | undefined> {
      const value = (await records.get(key(nonce))) as
        | (IssuedNonce & { client: string })
        | undefined
      if (!value || value.client !== idOf(client) || value.expiresAt <= now()) return undefined
      return { issuedAt: value.issuedAt, expiresAt: value.expiresAt }
    },
    /** Uses `nonce` up: true once for a live nonce of `client`, false ever after (or for another). */
    async consume(nonce: string, client: string): Promise<boolean> {
      return (await records.take(key(nonce), { client: idOf(client) })) !== undefined
    },
  }
}

export type RecordNonceStore = ReturnType<typeof createRecordNonceStore>
