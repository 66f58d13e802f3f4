import { z } from 'zod'
import type { AuthStorage } from './storage'

/** What the server stores, by key. Read back through these schemas: a foreign value is absent. */
export const userRecord = z.object({ id: z.string(), email: z.string(), createdAt: z.number() })
export type UserRecord = z.infer<typeof userRecord>

export const otpRecord = z.object({
  salt: z.string(),
  hash: z.string(),
  expiresAt: z.number(),
  /** A login code is good only for the device it was asked for. */
  deviceId: z.string().optional(),
})
export type OtpRecord = z.infer<typeof otpRecord>

export const sessionRecord = z.object({
  userId: z.string(),
  deviceId: z.string(),
  createdAt: z.number(),
  expiresAt: z.number(),
  /** The user's session epoch at login (absent: the first epoch, ''). */
  epoch: z.string().optional(),
})
export type SessionRecord = z.infer<typeof sessionRecord>

export const deviceLinkRecord = z.object({
  email: z.string(),
  deviceId: z.string(),
  expiresAt: z.number(),
})

export const approvalRecord = z.object({ approvedAt: z.number(), expiresAt: z.number() })

export const shareRecord = z.object({
  share: z.string(),
  version: z.number(),
  updatedAt: z.number(),
})

export const emailUpdateRecord = z.object({
  newEmail: z.string(),
  step: z.enum(['primary', 'secondary']),
  expiresAt: z.number(),
})

export const cooldownRecord = z.object({ sentAt: z.number() })

export const codeWindowRecord = z.object({ startedAt: z.number() })
export const codeSlotRecord = z.object({ issuedAt: z.number() })

/**
 * How long a record outlives its own expiry in storage (the storage expiry hint): long enough for
 * the server to answer 'OTP expired' or 'Session expired' rather than 'Invalid …'.
 */
export const EXPIRED_KEPT_MS = 24 * 60 * 60_000

export const keys = {
  user: (userId: string) => `user:${userId}`,
  /** The unique claim of an email: its value is the user id. */
  email: (email: string) => `email:${email}`,
  device: (userId: string, deviceId: string) => `device:${userId}:${deviceId}`,
  otp: (purpose: string, subject: string, deviceId?: string) =>
    `otp:${purpose}:${subject}${deviceId === undefined ? '' : `:${deviceId}`}`,
  /** The count of answers to one code (`otpKey`'s, named by its salt: a new code counts anew). */
  otpAttempts: (otpKey: string, salt: string) => `otp-attempts:${otpKey}:${salt}`,
  /** Requests of one client address in the current window, shared by every instance. */
  rate: (address: string) => `rate:${address}`,
  session: (tokenHash: string) => `session:${tokenHash}`,
  deviceLink: (tokenHash: string) => `device-link:${tokenHash}`,
  approval: (email: string, deviceId: string) => `device-approved:${email}:${deviceId}`,
  share: (userId: string) => `share:auth:${userId}`,
  /** A row whose write lock orders the user's share writes (see PUT /v1/shares/auth). */
  shareLock: (userId: string) => `share-lock:${userId}`,
  emailUpdate: (userId: string) => `email-update:${userId}`,
  cooldown: (kind: string, email: string, deviceId?: string) =>
    `mail-cooldown:${kind}:${email}${deviceId === undefined ? '' : `:${deviceId}`}`,
  /** The window of codes issued for a subject (see codeBudget), and each code's slot in it. */
  codeWindow: (subject: string) => `code-window:${subject}`,
  codeSlot: (subject: string, windowStartedAt: number, slot: number) =>
    `code-slot:${subject}:${windowStartedAt}:${slot}`,
  /** The user's current session epoch: a session of another epoch is revoked. */
  sessionEpoch: (userId: string) => `session-epoch:${userId}`,
}

export async function read<T>(
  storage: AuthStorage,
  key: string,
  schema: z.ZodType<T>,
): Promise<T | undefined> {
  const parsed = schema.safeParse(await storage.get(key))
  return parsed.success ? parsed.data : undefined
}
