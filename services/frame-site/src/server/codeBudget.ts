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
 * imported, since that one lives on the auth server's storage: 3 at once, then 1, 2, 4, 8, 16, 32
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
export type CodeClaim = { granted: true; release: () => void } | { granted: false; waitMs: number }

interface CodeWindow {
  startedAt: number
  /** When each code of the window was issued, oldest first. */
  issuedAt: number[]
}

/**
 * The cap on codes issued per user, in memory (a restart forgets it, as it forgets the codes). A
 * refused claim counts nothing. Windows that ended are dropped on the next claim.
 */
export function createCodeBudget(now: () => number, schedule: CodeSchedule = CODE_SCHEDULE) {
  const windows = new Map<string, CodeWindow>()

  const sweep = (at: number) => {
    for (const [subject, window] of windows) {
      if (window.startedAt + schedule.windowMs <= at) windows.delete(subject)
    }
  }

  /** The subject's window, and how long until it may be sent its next code (0: now). */
  const next = (subject: string, at: number) => {
    sweep(at)
    const window = windows.get(subject) ?? { startedAt: at, issuedAt: [] }
    const number = window.issuedAt.length + 1
    if (number > schedule.maxPerWindow) {
      return { window, waitMs: window.startedAt + schedule.windowMs - at }
    }
    const previousAt = window.issuedAt.at(-1)
    const readyAt = previousAt === undefined ? at : previousAt + backoffBefore(number, schedule)
    return { window, waitMs: Math.max(0, readyAt - at) }
  }

  return {
    /** How long until the subject may be sent a code (0: now); claims nothing. */
    waitMs: (subject: string) => next(subject, now()).waitMs,
    claim(subject: string): CodeClaim {
      const at = now()
      const { window, waitMs } = next(subject, at)
      if (waitMs > 0) return { granted: false, waitMs }
      window.issuedAt.push(at)
      windows.set(subject, window)
      return {
        granted: true,
        release: () => {
          const index = window.issuedAt.lastIndexOf(at)
          if (index >= 0) window.issuedAt.splice(index, 1)
          if (window.issuedAt.length === 0 && windows.get(subject) === window) {
            windows.delete(subject)
          }
        },
      }
    },
  }
}

export type CodeBudget = ReturnType<typeof createCodeBudget>
