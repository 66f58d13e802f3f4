import type { CommittedTransaction } from '../../ledger/localLedger'

/** A notification to send: its result, and whether the subscription ends with it. */
export interface Notification {
  result: unknown
  /** Signature subscriptions end once notified, as on agave. */
  last?: boolean
}

/** One live subscription: what it notifies at once, and after each commit. */
export interface Subscription {
  /** The JSON-RPC method of its notifications, e.g. `signatureNotification`. */
  method: string
  /** Due as soon as the subscription is answered (a signature that already landed). */
  now?: Notification
  /** What to notify after a commit, if anything. */
  onCommit(committed: CommittedTransaction): Notification | undefined
}
