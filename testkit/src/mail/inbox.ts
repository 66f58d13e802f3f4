/** One mail the catcher received, as tests and the inbox page read it. */
export interface CaughtMail {
  /** Increasing per catcher, as a string: '1', '2', … */
  id: string
  /** The From header's address (the envelope sender when the header has none), lower-cased. */
  from: string
  /** Every envelope recipient (RCPT TO), lower-cased: who the mail was delivered to. */
  to: string[]
  subject: string
  /** The plain-text body (mailparser's `text`; derived from the HTML part when there is none). */
  text: string
  /** The HTML body, when the mail had one. */
  html?: string
  /** When the catcher received it, milliseconds since the epoch on the catcher's clock. */
  receivedAt: number
  /** The raw message size in bytes. */
  size: number
}

/** Which mails to list: `to` is matched against every recipient, case-insensitively. */
export interface MailFilter {
  to?: string
  /** A substring of the subject, or a pattern it must match. */
  subject?: string | RegExp
}

export interface WaitForMailOptions extends MailFilter {
  to: string
  /** How long to wait before rejecting; default 5 000 ms. */
  timeoutMs?: number
}

export interface Inbox {
  add(mail: Omit<CaughtMail, 'id'>): CaughtMail
  /** Newest first. */
  list(filter?: MailFilter): CaughtMail[]
  get(id: string): CaughtMail | undefined
  clear(): void
  waitFor(options: WaitForMailOptions): Promise<CaughtMail>
  /** Rejects every pending wait (the catcher is stopping). */
  close(reason: Error): void
}

const DEFAULT_WAIT_MS = 5_000

export function matchesFilter(mail: CaughtMail, filter: MailFilter = {}): boolean {
  if (filter.to !== undefined) {
    const to = filter.to.trim().toLowerCase()
    if (!mail.to.includes(to)) return false
  }
  if (filter.subject !== undefined) {
    if (typeof filter.subject === 'string') return mail.subject.includes(filter.subject)
    filter.subject.lastIndex = 0
    return filter.subject.test(mail.subject)
  }
  return true
}

interface Waiter {
  filter: MailFilter
  resolve(mail: CaughtMail): void
  reject(error: Error): void
}

/**
 * The catcher's memory: at most `capacity` mails (the oldest dropped first), and the waits of
 * `waitFor`, woken by `add` (no polling).
 *
 * A mail is handed to `waitFor` at most once: a wait takes the oldest matching mail that no earlier
 * wait took, already received or still to come. So a test can ask for a code twice in a row and
 * read the second mail the second time, and a mail that arrived before the wait began is not
 * missed.
 */
export function createInbox(capacity: number): Inbox {
  // Oldest first, internally.
  let mails: CaughtMail[] = []
  const claimed = new Set<string>()
  const waiters = new Set<Waiter>()
  let nextId = 0

  const claim = (mail: CaughtMail) => {
    claimed.add(mail.id)
    return mail
  }

  return {
    add(fields) {
      const mail: CaughtMail = { id: String(++nextId), ...fields }
      mails.push(mail)
      while (mails.length > capacity) {
        const dropped = mails.shift()
        if (dropped) claimed.delete(dropped.id)
      }
      for (const waiter of waiters) {
        if (!matchesFilter(mail, waiter.filter)) continue
        waiters.delete(waiter)
        waiter.resolve(claim(mail))
        break
      }
      return mail
    },
    list(filter) {
      return mails.filter((mail) => matchesFilter(mail, filter)).reverse()
    },
    get(id) {
      return mails.find((mail) => mail.id === id)
    },
    clear() {
      mails = []
      claimed.clear()
    },
    waitFor({ timeoutMs = DEFAULT_WAIT_MS, ...filter }) {
      const waiting = mails.find((mail) => !claimed.has(mail.id) && matchesFilter(mail, filter))
      if (waiting) return Promise.resolve(claim(waiting))
      return new Promise<CaughtMail>((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(waiter)
          const subject =
            filter.subject === undefined ? '' : ` with subject ${String(filter.subject)}`
          const seen = mails.filter((mail) => matchesFilter(mail, { to: filter.to })).length
          reject(
            new Error(
              `No mail to ${filter.to}${subject} arrived within ${timeoutMs} ms (the inbox holds ${seen} earlier mail(s) to that address)`,
            ),
          )
        }, timeoutMs)
        const waiter: Waiter = {
          filter,
          resolve(mail) {
            clearTimeout(timer)
            resolve(mail)
          },
          reject(error) {
            clearTimeout(timer)
            reject(error)
          },
        }
        waiters.add(waiter)
      })
    },
    close(reason) {
      for (const waiter of waiters) waiter.reject(reason)
      waiters.clear()
    },
  }
}
