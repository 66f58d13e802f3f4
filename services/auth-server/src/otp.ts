import { generateOtp, hashesEqual, hashOtp, randomSalt } from './crypto'
import { AuthError, messages } from './errors'
import { EXPIRED_KEPT_MS, keys, type OtpRecord, otpRecord, read } from './records'
import type { AuthStorage } from './storage'

export type OtpPurpose = 'login' | 'update-primary' | 'update-secondary'

export interface OtpStoreOptions {
  storage: AuthStorage
  now: () => number
  secret: Buffer
  ttlMs: number
  /** Wrong answers allowed before the code is invalidated. */
  maxAttempts: number
}

export const DEFAULT_MAX_OTP_ATTEMPTS = 5

/**
 * One-time codes, one live code per purpose, subject (an email, or a user for an email change)
 * and device when one asked (a login): issuing replaces the last of that device only, and wrong
 * answers count against the code of the device that sent them, so a stranger's device can neither
 * replace nor burn the owner's code. Stored only as a salted HMAC; checked in constant time;
 * single use; expires after `ttlMs`; after `maxAttempts` wrong answers every answer, the right
 * one included, is 'Too many attempts' until a new code is issued.
 */
export function createOtpStore(options: OtpStoreOptions) {
  const { storage, now, secret } = options
  return {
    /** A new code (to be mailed, never logged), replacing any earlier one. */
    async issue(purpose: OtpPurpose, subject: string, deviceId?: string): Promise<string> {
      const code = generateOtp()
      const salt = randomSalt()
      const expiresAt = now() + options.ttlMs
      const record: OtpRecord = {
        salt,
        hash: hashOtp(secret, salt, code),
        expiresAt,
        ...(deviceId === undefined ? {} : { deviceId }),
      }
      await storage.set(keys.otp(purpose, subject, deviceId), record, expiresAt + EXPIRED_KEPT_MS)
      return code
    },

    /** Drops the live code (its mail could not be sent). */
    async discard(purpose: OtpPurpose, subject: string, deviceId?: string): Promise<void> {
      await storage.delete(keys.otp(purpose, subject, deviceId))
    },

    /** Consumes the code when it is right; throws the API's error otherwise. */
    async verify(
      purpose: OtpPurpose,
      subject: string,
      code: string,
      deviceId?: string,
    ): Promise<void> {
      const key = keys.otp(purpose, subject, deviceId)
      const record = await read(storage, key, otpRecord)
      if (!record) throw new AuthError(400, 'INVALID_OTP', messages.invalidOtp)
      if (record.expiresAt <= now()) {
        await storage.delete(key)
        throw new AuthError(400, 'OTP_EXPIRED', messages.otpExpired)
      }
      // Every answer takes the next attempt of this code (its salt names it) in one atomic count
      // before it is checked: answers at the same moment, on any instance, are counted each once.
      const { count } = await storage.increment(
        keys.otpAttempts(key, record.salt),
        record.expiresAt + EXPIRED_KEPT_MS,
      )
      if (count > options.maxAttempts) {
        throw new AuthError(429, 'TOO_MANY_ATTEMPTS', messages.tooManyAttempts)
      }
      const right =
        hashesEqual(record.hash, hashOtp(secret, record.salt, code)) && record.deviceId === deviceId
      if (!right) throw new AuthError(400, 'INVALID_OTP', messages.invalidOtp)
      // Single use: of right answers at the same moment one takes the code; a code issued since
      // (another salt) is left alone.
      if ((await storage.take(key, { salt: record.salt })) === undefined) {
        throw new AuthError(400, 'INVALID_OTP', messages.invalidOtp)
      }
    },
  }
}

export type OtpStore = ReturnType<typeof createOtpStore>
