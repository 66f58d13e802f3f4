import { formatBalance, parseAmount } from '@latch/core'
import type { ActivityTransaction, TransferDirection } from './state'

// How a transaction reads (spec §9 "Transaction display"), shared by the default UI's panel and
// custom UIs (`@latch/activity/hooks`).

const PLUS = new Set(['receive', 'deposit', 'borrow', 'claim', 'mint'])
const MINUS = new Set(['withdraw', 'repay', 'burn', 'send'])

/**
 * The sign a transfer's quantity shows (spec §9): receive, deposit, borrow and claim add; withdraw,
 * repay and burn take away; otherwise (a trade, a call) the transfer's direction decides, and a
 * transfer to oneself has none.
 */
export function transferSign(operationType: string, direction: TransferDirection): '+' | '−' | '' {
  if (direction === 'self') return ''
  if (operationType === 'trade' || operationType === 'execute') {
    return direction === 'in' ? '+' : '−'
  }
  if (PLUS.has(operationType)) return '+'
  if (MINUS.has(operationType)) return '−'
  return direction === 'in' ? '+' : '−'
}

/** A quantity to 3 decimals, never rounded up ("12.34567" → "12.345"); kept as is if not a number. */
export function displayQuantity(numeric: string): string {
  const digits = numeric.split('.')[1]?.length ?? 0
  try {
    return formatBalance(parseAmount(numeric, digits), digits)
  } catch {
    return numeric
  }
}

const TITLES: Record<string, string> = {
  send: 'Sent',
  receive: 'Received',
  trade: 'Swapped',
  approve: 'Approved',
  deploy: 'Deployed',
  execute: 'Contract call',
  mint: 'Minted',
  burn: 'Burned',
  deposit: 'Deposited',
  withdraw: 'Withdrew',
  borrow: 'Borrowed',
  repay: 'Repaid',
  claim: 'Claimed',
}

/** What the transaction did, as a title ("Sent", "Received", …; "Sending" while pending). */
export function transactionTitle(
  transaction: Pick<ActivityTransaction, 'operationType' | 'status'>,
) {
  if (transaction.status === 'pending') return 'Sending'
  const title =
    TITLES[transaction.operationType] ??
    transaction.operationType.charAt(0).toUpperCase() + transaction.operationType.slice(1)
  return transaction.status === 'failed' ? `${title} (failed)` : title
}

/**
 * One line per transfer: "+1.5 ETH", "−0.123 LUSD", "+Latch Pets #7". `number` writes the
 * quantity (a UI passes its locale's, e.g. `useFormat().decimal`).
 */
export function transferLabels(
  transaction: ActivityTransaction,
  number: (quantity: string) => string = (quantity) => quantity,
): string[] {
  return transaction.transfers.map((transfer) => {
    const sign = transferSign(transaction.operationType, transfer.direction)
    return transfer.kind === 'nft'
      ? `${sign}${transfer.name}`
      : `${sign}${number(displayQuantity(transfer.quantity))} ${transfer.symbol}`.trim()
  })
}

export interface DayGroup {
  /** `pending`, or the day as YYYY-MM-DD in `timeZone`. */
  key: string
  /** Which heading the group takes: a UI in another language words it from this and `time`. */
  kind: 'pending' | 'today' | 'yesterday' | 'date' | 'unknown'
  /** When its first transaction was mined (a `date` group's day). */
  time?: number
  /** "Pending", "Today", "Yesterday" (English) or the date in `locale` ("Nov 21, 2026"). */
  label: string
  items: ActivityTransaction[]
}

const DAY_LABELS = {
  pending: 'Pending',
  today: 'Today',
  yesterday: 'Yesterday',
  unknown: 'Unknown date',
} as const

/**
 * The transactions grouped by the day they were mined, newest first, pending sends first in a
 * group of their own. `now` (the client's clock) decides Today and Yesterday.
 */
export function groupByDay(
  transactions: readonly ActivityTransaction[],
  now: number,
  options: { locale?: string; timeZone?: string } = {},
): DayGroup[] {
  const dayKey = new Intl.DateTimeFormat('en-CA', {
    timeZone: options.timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  })
  const dayLabel = new Intl.DateTimeFormat(options.locale ?? 'en-US', {
    timeZone: options.timeZone,
    year: 'numeric',
    month: 'short',
    day: 'numeric',
  })
  const today = dayKey.format(now)
  const yesterday = dayKey.format(now - 86_400_000)
  const groups: DayGroup[] = []
  const byKey = new Map<string, DayGroup>()
  for (const transaction of transactions) {
    const time = Date.parse(transaction.minedAt)
    const key =
      transaction.status === 'pending' ? 'pending' : Number.isNaN(time) ? '' : dayKey.format(time)
    let group = byKey.get(key)
    if (!group) {
      const kind: DayGroup['kind'] =
        key === 'pending'
          ? 'pending'
          : key === today
            ? 'today'
            : key === yesterday
              ? 'yesterday'
              : key === ''
                ? 'unknown'
                : 'date'
      const label = kind === 'date' ? dayLabel.format(time) : DAY_LABELS[kind]
      group = { key, kind, label, items: [], ...(kind === 'date' ? { time } : {}) }
      byKey.set(key, group)
      groups.push(group)
    }
    group.items.push(transaction)
  }
  return groups.sort((a, b) => (a.key === 'pending' ? -1 : b.key === 'pending' ? 1 : 0))
}
