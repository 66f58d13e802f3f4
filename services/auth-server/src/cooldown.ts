import { AuthError, messages } from './errors'
import { cooldownRecord, keys, read } from './records'
import type { AuthStorage } from './storage'

/** Spec §9: a new login email cannot be triggered within 30 s of the last. */
export const MAIL_COOLDOWN_MS = 30_000

export type CooldownKind = 'login' | 'update'

/** 429 'Please try again after {n} seconds' (spec §5) with Retry-After, n the seconds rounded up. */
export function tryAgainAfter(ms: number): AuthError {
  const seconds = Math.max(1, Math.ceil(ms / 1000))
  return new AuthError(429, 'COOLDOWN', messages.cooldown(seconds), {
    'retry-after': String(seconds),
  })
}

/**
 * The resend rule, per kind of mail, address and (for login mails) the device that asked: so a
 * stranger asking for someone's address from their own device never holds back the owner's resend
 * (the flood of one address is `codeBudget`'s). `reserve` refuses within `cooldownMs` of the last
 * mail with 429 'Please try again after {n} seconds' (n rounded up), else marks now as the last
 * mail in the same atomic step (`AuthStorage.add`), so two requests at the same moment cannot both send. The returned `release` undoes
 * the mark when the mail could not be sent.
 */
export function createMailCooldown(storage: AuthStorage, now: () => number, cooldownMs: number) {
  return {
    async reserve(
      kind: CooldownKind,
      email: string,
      deviceId?: string,
    ): Promise<() => Promise<void>> {
      const key = keys.cooldown(kind, email, deviceId)
      const at = now()
      // The mark expires with the cooldown, so claiming it is the check: of requests at the same
      // moment, on any instance, one claims it.
      if (!(await storage.add(key, { sentAt: at }, at + cooldownMs))) {
        const last = await read(storage, key, cooldownRecord)
        throw tryAgainAfter(last ? last.sentAt + cooldownMs - at : 1_000)
      }
      return () => storage.take(key, { sentAt: at }).then(() => {})
    },
    /** Marks a mail sent outside the rule (one that a single-use approval or code unlocked). */
    async mark(kind: CooldownKind, email: string, deviceId?: string): Promise<void> {
      const at = now()
      await storage.set(keys.cooldown(kind, email, deviceId), { sentAt: at }, at + cooldownMs)
    },
  }
}
