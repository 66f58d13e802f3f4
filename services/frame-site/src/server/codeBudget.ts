import type { RecordStore } from '@latch/sql-store'

const MINUTE = 60_000

/** How many codes one user may be sent by the vault, and how far apart. */
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
 * The auth server's schedule for its login codes (its `codeBudget.ts`), kept here rather than
 * imported (the auth server exports no internals): 3 at once, then 1, 2, 4, 8, 16, 32
 * and 64 minutes apart, 10 in 24 hours. At 5 guesses a code, at most 50 guesses at a 6-digit code
 * per user and day (a chance of 5 in 100,000), against ~14,400 with a new code every 30 s (~1.4 %).
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

/** A code granted (`release` gives it back, its mail not sent), or the wait before the next. */
export type CodeClaim =
  | {
      granted: true
      /** The claimed slot's record, for `releaseSlot` from another request. */
      slot: string
      release: () => Promise<void>
    }
  | { granted: false; waitMs: number }

/** Rounds of claiming lost to requests at the same moment before telling a one-second wait. */
const MAX_CLAIM_ROUNDS = 5

/**
 * The cap on codes issued per user, in the vault's records (shared by every instance of the site
 * on one database). Each code claims the next numbered slot of the user's window with the atomic
 * `add`, so two requests at once cannot take the same one and nothing is read-modify-written. A
 * refused claim counts nothing; a window's records expire with it.
 */
export function createCodeBudget(
  records: RecordStore,
  now: () => number,
  schedule: CodeSchedule = CODE_SCHEDULE,
) {
  const windowKey = (subject: string) => `code-window:${subject}`
  const slotKey = (subject: string, startedAt: number, number: number) =>
    `code-slot:${subject}:${startedAt}:${number}`
  const windowOf = async (subject: string, at: number) => {
    const window = (await records.get(windowKey(subject))) as { startedAt: number } | undefined
    return window && window.startedAt + schedule.windowMs > at ? window.startedAt : undefined
  }
  /** The next code's number in the window, and how long until it may be sent (0: now). */
  const next = async (subject: string, startedAt: number | undefined, at: number) => {
    if (startedAt === undefined) return { number: 1, waitMs: 0 }
    let number = 1
    let previousAt: number | undefined
    for (; number <= schedule.maxPerWindow; number++) {
      const slot = (await records.get(slotKey(subject, startedAt, number))) as
        | { issuedAt: number }
        | undefined
      if (!slot) break
      previousAt = slot.issuedAt
    }
    if (number > schedule.maxPerWindow) {
      return { number, waitMs: startedAt + schedule.windowMs - at }
    }
    const readyAt = previousAt === undefined ? at : previousAt + backoffBefore(number, schedule)
    return { number, waitMs: Math.max(0, readyAt - at) }
  }

  return {
    /** Gives a granted claim's slot back by its record (`CodeClaim.slot`). */
    releaseSlot: (slot: string) => records.delete(slot),
    /** How long until the subject may be sent a code (0: now); claims nothing. */
    async waitMs(subject: string): Promise<number> {
      const at = now()
      return (await next(subject, await windowOf(subject, at), at)).waitMs
    },
    async claim(subject: string): Promise<CodeClaim> {
      for (let round = 0; round < MAX_CLAIM_ROUNDS; round++) {
        const at = now()
        let startedAt = await windowOf(subject, at)
        // None, or ended: open one (`add` finds an ended one expired); if another request just
        // did, count in that one.
        if (
          startedAt === undefined &&
          (await records.add(windowKey(subject), { startedAt: at }, at + schedule.windowMs))
        ) {
          startedAt = at
        }
        startedAt ??= await windowOf(subject, at)
        if (startedAt === undefined) continue
        const { number, waitMs } = await next(subject, startedAt, at)
        if (waitMs > 0) return { granted: false, waitMs }
        const key = slotKey(subject, startedAt, number)
        if (await records.add(key, { issuedAt: at }, startedAt + schedule.windowMs)) {
          return { granted: true, slot: key, release: () => records.delete(key) }
        }
        // Taken by a request at the same moment: count again.
      }
      return { granted: false, waitMs: 1_000 }
    },
  }
}

export type CodeBudget = ReturnType<typeof createCodeBudget>
