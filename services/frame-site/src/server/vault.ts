import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'
import { createMemoryRecords, type RecordStore } from '@latch/sql-store'
import { CODE_SCHEDULE, type CodeSchedule, createCodeBudget } from './codeBudget'

/**
 * A recovery share as the vault keeps it: the text the frame sent, its split's version, and the
 * email the vault mails its release code to (the user's email when this share was stored).
 */
export interface VaultRecord {
  share: string
  version: number
  /** Absent on records kept before the vault mailed codes: then the session's email is used. */
  email?: string
}

/** Where the vault keeps one recovery share per user (the auth server's user id). */
export interface VaultStorage {
  get(userId: string): Promise<VaultRecord | undefined>
  /**
   * Keeps `record` unless a share of its version or a newer one is kept, in one step: two writes
   * at once (two instances) never let an older split replace a newer one. Answers the kept
   * version when it refuses, nothing when it stored.
   */
  setIfNewer(userId: string, record: VaultRecord): Promise<number | undefined>
}

/** In memory: for tests and the local stack (a restart forgets every share). */
export function createMemoryVaultStorage(): VaultStorage {
  const records = new Map<string, VaultRecord>()
  return {
    get: async (userId) => records.get(userId),
    // Checked and written with no await between: one step in one process.
    setIfNewer: async (userId, record) => {
      const kept = records.get(userId)
      if (kept && record.version <= kept.version) return kept.version
      records.set(userId, { ...record })
    },
  }
}

/** Why a code was refused, as the vault answers it. */
export class VaultCodeError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** For COOLDOWN: the whole seconds left (the `Retry-After` header). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message)
  }
}

export interface VaultCodesOptions {
  /** The HMAC key codes are stored under (never stored itself). */
  secret: Buffer
  now: () => number
  /** How long a code works (default 10 minutes). */
  ttlMs?: number
  /** Wrong answers allowed before the code is refused whatever is typed (default 5). */
  maxAttempts?: number
  /** Time between two codes for one user (default 30 s). */
  cooldownMs?: number
  /** How many codes one user may be sent, and how far apart (default {@link CODE_SCHEDULE}). */
  schedule?: CodeSchedule
  /** Where codes, cooldowns and counts live (the vault's database records); memory by default. */
  records?: RecordStore
}

interface CodeRecord {
  salt: string
  hash: string
  expiresAt: number
  /** Its place in the user's budget (`CodeClaim.slot`), given back when its mail fails. */
  slot: string
}

/** A 6-digit code, uniformly drawn with `crypto.randomInt`. */
export function generateCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0')
}

/** HMAC-SHA256 under the vault's secret over a per-code salt and the code (as the auth server). */
export function hashCode(secret: Buffer, salt: string, code: string): string {
  return createHmac('sha256', secret).update(`${salt}:${code}`).digest('base64url')
}

/** Constant-time comparison of two hashes of the same kind. */
export function hashesEqual(a: string, b: string): boolean {
  const left = Buffer.from(a, 'base64url')
  const right = Buffer.from(b, 'base64url')
  return left.length === right.length && timingSafeEqual(left, right)
}

/**
 * The vault's own email codes, one live code per user (issuing replaces the last): stored only as
 * a salted HMAC under the vault's secret, checked in constant time, single use, expiring after
 * `ttlMs`, refused after `maxAttempts` wrong answers until a new code, one new code per
 * `cooldownMs` and at most `schedule`'s codes per user ('Please try again after {n} seconds',
 * the longer wait told). In `records` (every instance of the site on one database shares them;
 * in memory by default): each count is one atomic operation (a claimed cooldown and budget slot,
 * a counted answer, a code taken once).
 */
export function createVaultCodes(options: VaultCodesOptions) {
  const { secret, now } = options
  const records = options.records ?? createMemoryRecords({ now })
  const ttlMs = options.ttlMs ?? 10 * 60_000
  const maxAttempts = options.maxAttempts ?? 5
  const cooldownMs = options.cooldownMs ?? 30_000
  // Without a cap, a new code per cooldown at `maxAttempts` guesses each is ~1.4 % a day per user.
  const budget = createCodeBudget(records, now, options.schedule ?? CODE_SCHEDULE)
  const keys = {
    code: (userId: string) => `code:${userId}`,
    cooldown: (userId: string) => `code-cooldown:${userId}`,
    attempts: (userId: string, salt: string) => `code-attempts:${userId}:${salt}`,
  }
  const tryAgainAfter = (ms: number) => {
    const seconds = Math.max(1, Math.ceil(ms / 1000))
    return new VaultCodeError(429, 'COOLDOWN', `Please try again after ${seconds} seconds`, seconds)
  }
  const cooldownLeft = async (userId: string) => {
    const last = (await records.get(keys.cooldown(userId))) as { issuedAt: number } | undefined
    return last ? last.issuedAt + cooldownMs - now() : 0
  }
  return {
    /** A new code for the user (to be mailed, never logged), replacing any earlier one. */
    async issue(userId: string): Promise<string> {
      const at = now()
      const wait = Math.max(await cooldownLeft(userId), await budget.waitMs(userId))
      if (wait > 0) throw tryAgainAfter(wait)
      // The cooldown's mark expires with it, so claiming it is the check (one request of many).
      if (!(await records.add(keys.cooldown(userId), { issuedAt: at }, at + cooldownMs))) {
        throw tryAgainAfter(Math.max(1, await cooldownLeft(userId)))
      }
      const claim = await budget.claim(userId)
      if (!claim.granted) {
        await records.delete(keys.cooldown(userId))
        throw tryAgainAfter(claim.waitMs)
      }
      const code = generateCode()
      const salt = randomBytes(16).toString('base64url')
      const record: CodeRecord = {
        salt,
        hash: hashCode(secret, salt, code),
        expiresAt: at + ttlMs,
        slot: claim.slot,
      }
      await records.set(keys.code(userId), record, at + ttlMs + cooldownMs)
      return code
    },
    /** How long until the user may be sent another code: the cooldown or the cap, the longer. */
    async waitBeforeNext(userId: string): Promise<number> {
      return Math.max(await cooldownLeft(userId), await budget.waitMs(userId), 0)
    },
    /** Drops the user's code (its mail could not be sent), cooldown included. */
    async discard(userId: string): Promise<void> {
      const record = (await records.take(keys.code(userId))) as CodeRecord | undefined
      if (record) await budget.releaseSlot(record.slot)
      await records.delete(keys.cooldown(userId))
    },
    /** Consumes the user's code when it is right; throws a VaultCodeError otherwise. */
    async verify(userId: string, code: string): Promise<void> {
      const record = (await records.get(keys.code(userId))) as CodeRecord | undefined
      if (!record) throw new VaultCodeError(400, 'INVALID_CODE', 'Invalid code')
      if (record.expiresAt <= now()) {
        throw new VaultCodeError(400, 'CODE_EXPIRED', 'The code has expired, ask for a new one')
      }
      // Each answer takes the next attempt of this code in one atomic count, before its check.
      const { count } = await records.increment(
        keys.attempts(userId, record.salt),
        record.expiresAt,
      )
      if (count > maxAttempts) {
        throw new VaultCodeError(429, 'TOO_MANY_ATTEMPTS', 'Too many attempts, ask for a new code')
      }
      if (!hashesEqual(record.hash, hashCode(secret, record.salt, code))) {
        throw new VaultCodeError(400, 'INVALID_CODE', 'Invalid code')
      }
      // Single use: of right answers at the same moment, one takes it.
      if ((await records.take(keys.code(userId), { salt: record.salt })) === undefined) {
        throw new VaultCodeError(400, 'INVALID_CODE', 'Invalid code')
      }
    },
  }
}

export type VaultCodes = ReturnType<typeof createVaultCodes>
