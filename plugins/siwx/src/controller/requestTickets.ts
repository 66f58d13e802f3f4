/**
 * Which sign-in request is the current one: each prepare and each leave takes a new ticket, and an
 * answer for an older ticket is not shown (its request was left or replaced meanwhile).
 */
export interface RequestTickets {
  /** A new current ticket: the requests before it are stale. */
  take(): number
  /** The current ticket, for a step that goes on with the request as it is. */
  current(): number
  isCurrent(ticket: number): boolean
}

export function createRequestTickets(): RequestTickets {
  let sequence = 0
  return {
    take: () => ++sequence,
    current: () => sequence,
    isCurrent: (ticket) => ticket === sequence,
  }
}
