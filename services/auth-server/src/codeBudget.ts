import { tryAgainAfter } from './cooldown'
import { codeSlotRecord, codeWindowRecord, keys, read } from './records'
import type { AuthStorage } from './storage'

const MINUTE = 60_000
/** Rounds of claiming lost to requests at the same moment before asking the client to retry. */
const MAX_CLAIM_ROUNDS = 5

/** How many codes (or device links) one subject may be sent, and how far apart. */
export interface CodeSchedule {
  /** Codes are counted in a window of this length, from the first code in it. */
  windowMs: number
  /** The first codes of a window, sent with no wait but the resend cooldown. */
  withoutBackoff: number
  /** The wait before the first code past `withoutBackoff`, doubled for each next one. */
  firstBackoffMs: number
  /** Codes a window holds; past them, nothing until the window ends. */
  maxPerWindow: number
}

/**
 * 3 at once, then 1, 2, 4, 8, 16, 32 and 64 minutes apart, 10 in 24 hours: at 5 guesses a code,
 * at most 50 guesses at a 6-digit code per subject and window (5 in 100,000), against ~14,400 a
 * day with a new code every 30 s.
 */
export const CODE_SCHEDULE: CodeSchedule = {
  windowMs: 24 * 60 * MINUTE,
  withoutBackoff: 3,
  firstBackoffMs: MINUTE,
  maxPerWindow: 10,
}

/** The wait after code `number - 1` before code `number` (from 1) of a window. */
export function backoffBefore(number: number, schedule: CodeSchedule = CODE_SCHEDULE): number {
  const past = number - schedule.withoutBackoff
  return past <= 0 ? 0 : schedule.firstBackoffMs * 2 ** (past - 1)
}

/**
 * The cap on codes issued per subject (an address, a user): each code claims the next numbered
 * slot of the subject's window with `AuthStorage.add`, so two requests at once cannot take the same
 * one and the count needs no read-modify-write. A refusal is 429 'Please try again after {n}
 * seconds' with Retry-After, and claims nothing.
 */
export function createCodeBudget(
  storage: AuthStorage,
  now: () => number,
  schedule: CodeSchedule = CODE_SCHEDULE,
) {
  const openWindow = async (subject: string, at: number): Promise<number> => {
    const key = keys.codeWindow(subject)
    for (let round = 0; round < MAX_CLAIM_ROUNDS; round++) {
      const current = await read(storage, key, codeWindowRecord)
      if (current && current.startedAt + schedule.windowMs > at) return current.startedAt
      // Absent or ended (then `add` finds it past its expiry): open one; if another request just
      // did, read that one.
      if (await storage.add(key, { startedAt: at }, at + schedule.windowMs)) return at
    }
    throw tryAgainAfter(1_000)
  }
  return {
    /** Claims a code for `subject` or throws; the returned `release` gives it back (mail not sent). */
    async reserve(subject: string): Promise<() => Promise<void>> {
      for (let round = 0; round < MAX_CLAIM_ROUNDS; round++) {
        const at = now()
        const startedAt = await openWindow(subject, at)
        const endsAt = startedAt + schedule.windowMs
        let number = 1
        let previousAt: number | undefined
        for (; number <= schedule.maxPerWindow; number++) {
          const slot = await read(
            storage,
            keys.codeSlot(subject, startedAt, number),
            codeSlotRecord,
          )
          if (!slot) break
          previousAt = slot.issuedAt
        }
        if (number > schedule.maxPerWindow) throw tryAgainAfter(endsAt - at)
        const readyAt = previousAt === undefined ? at : previousAt + backoffBefore(number, schedule)
        if (readyAt > at) throw tryAgainAfter(readyAt - at)
        const key = keys.codeSlot(subject, startedAt, number)
        if (await storage.add(key, { issuedAt: at }, endsAt)) return () => storage.delete(key)
        // Taken by a request at the same moment: count again.
      }
      throw tryAgainAfter(1_000)
    },
  }
}

export type CodeBudget = ReturnType<typeof createCodeBudget>
