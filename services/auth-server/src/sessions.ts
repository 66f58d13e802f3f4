import { z } from 'zod'
import { hashToken, randomToken } from './crypto'
import { AuthError, messages } from './errors'
import {
  EXPIRED_KEPT_MS,
  keys,
  read,
  type SessionRecord,
  sessionRecord,
  type UserRecord,
  userRecord,
} from './records'
import type { AuthStorage } from './storage'

/** Reads of a session against its user's epoch before a mismatch is a revocation. */
const EPOCH_READS = 3

export interface AuthenticatedSession {
  session: SessionRecord
  user: UserRecord
  /** The stored key's hash, to revoke it. */
  tokenHash: string
}

/**
 * Sessions: opaque 32-byte tokens (base64url) handed to the client once and stored only as their
 * SHA-256, each for one user on one device, expiring `ttlMs` after login.
 *
 * Revoking every session of a user needs no listing of them (a KV store has none): each session
 * carries the user's session epoch at login, a random value kept under its own key; a new epoch
 * revokes every session of an older one. Random, not a counter, so two revocations at once can
 * only both revoke (a lost update of a counter could bring an old value back); and under its own
 * key, not in the user record, so rewriting the user (an email change) cannot restore it.
 */
export function createSessions(storage: AuthStorage, now: () => number, ttlMs: number) {
  const epochOf = async (userId: string) =>
    (await read(storage, keys.sessionEpoch(userId), z.string())) ?? ''
  const write = (tokenHash: string, record: SessionRecord) =>
    storage.set(keys.session(tokenHash), record, record.expiresAt + EXPIRED_KEPT_MS)
  const newEpoch = async (userId: string) => {
    const epoch = randomToken()
    await storage.set(keys.sessionEpoch(userId), epoch)
    return epoch
  }
  return {
    async create(userId: string, deviceId: string): Promise<string> {
      const token = randomToken()
      const createdAt = now()
      const epoch = await epochOf(userId)
      await write(hashToken(token), {
        userId,
        deviceId,
        createdAt,
        expiresAt: createdAt + ttlMs,
        ...(epoch ? { epoch } : {}),
      })
      return token
    },

    /** The session named by `Authorization: Bearer <token>`, or undefined without a valid one. */
    async find(authorization: string | undefined): Promise<AuthenticatedSession | undefined> {
      try {
        return await this.authenticate(authorization)
      } catch {
        return undefined
      }
    },

    /** Like `find`, but throws 401 (missing token, unknown or revoked, expired). */
    async authenticate(authorization: string | undefined): Promise<AuthenticatedSession> {
      const token = authorization?.match(/^Bearer ([A-Za-z0-9_-]{16,128})$/)?.[1]
      if (!token) {
        if (!authorization) throw new AuthError(401, 'UNAUTHORIZED', messages.missingToken)
        throw new AuthError(401, 'INVALID_SESSION', messages.invalidSession)
      }
      const tokenHash = hashToken(token)
      const key = keys.session(tokenHash)
      // The session and the user's epoch are two reads: a request of this very session that
      // moves it to a new epoch (revokeOthers, on any instance) may commit between them. A
      // mismatch is read again before it counts as a revocation.
      for (let round = 0; ; round++) {
        const session = await read(storage, key, sessionRecord)
        if (!session) throw new AuthError(401, 'INVALID_SESSION', messages.invalidSession)
        if (session.expiresAt <= now()) {
          await storage.delete(key)
          throw new AuthError(401, 'SESSION_EXPIRED', messages.sessionExpired)
        }
        const user = await read(storage, keys.user(session.userId), userRecord)
        if (!user) throw new AuthError(401, 'INVALID_SESSION', messages.invalidSession)
        if ((session.epoch ?? '') === (await epochOf(user.id))) return { session, user, tokenHash }
        // Not deleted: under that race it may be live still; a revoked one expires as stored.
        if (round >= EPOCH_READS - 1) {
          throw new AuthError(401, 'INVALID_SESSION', messages.invalidSession)
        }
      }
    },

    async revoke(tokenHash: string): Promise<void> {
      await storage.delete(keys.session(tokenHash))
    },

    /** Revokes every session of the user but `current`, which moves to the new epoch. */
    async revokeOthers(current: AuthenticatedSession): Promise<void> {
      const epoch = await newEpoch(current.user.id)
      await write(current.tokenHash, { ...current.session, epoch })
    },

    /** Revokes every session of the user. */
    async revokeAll(userId: string): Promise<void> {
      await newEpoch(userId)
    },
  }
}

export type Sessions = ReturnType<typeof createSessions>
