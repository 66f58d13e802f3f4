import { Button, ErrorMessage, Image, Spinner } from '@latch/react'
import { useId } from 'react'
import { transactionTitle, transferLabels } from '../display'
import { useActivity } from '../hooks/useActivity'
import type { ActivityTransaction } from '../state'
import { LoadMore } from './LoadMore'

const time = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' })

const groupHeading = {
  margin: '8px 0 4px',
  fontSize: 'var(--latch-font-size-small)',
  color: 'var(--latch-fg-muted)',
  fontWeight: 600,
} as const

/** The amounts take at most half the row; a long NFT name ends in an ellipsis. */
const value = { textAlign: 'end', minWidth: 0, maxWidth: '50%', flexShrink: 0 } as const
const line = {
  display: 'block',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
} as const

function shortHash(hash: string) {
  return hash.length > 14 ? `${hash.slice(0, 6)}…${hash.slice(-4)}` : hash
}

function Transaction({ transaction }: { transaction: ActivityTransaction }) {
  const title = transactionTitle(transaction)
  const labels = transferLabels(transaction)
  const first = transaction.transfers[0]
  const icon = first?.kind === 'nft' ? first.imageUrl : first?.iconUrl
  const iconName = first?.kind === 'fungible' ? first.symbol : (first?.name ?? title)
  const pending = transaction.status === 'pending'
  const mined = Date.parse(transaction.minedAt)
  return (
    <li className="latch-token" aria-busy={pending || undefined}>
      <Image src={icon} alt="" name={iconName || title} />
      <span className="latch-token__name">
        <span>{title}</span>
        <span className="latch-muted">
          {pending ? 'Pending' : Number.isNaN(mined) ? '' : time.format(mined)}
          {' · '}
          <span title={transaction.hash}>{shortHash(transaction.hash)}</span>
        </span>
      </span>
      <span className="latch-token__value" style={value}>
        {labels.map((label, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a transaction's transfers keep their order
          <span key={index} style={line} title={label}>
            {label}
          </span>
        ))}
      </span>
    </li>
  )
}

/**
 * The Account view's Activity tab (spec §3–§5, §9): the account's transactions on the active
 * network grouped by day (pending sends first), signed quantities to 3 decimals, more pages as the
 * end of the list comes into view; loading, empty and 'Failed to fetch transactions' with Retry.
 */
export default function ActivityPanel() {
  const activity = useActivity()
  const base = useId()
  const { status, groups, transactions, error } = activity

  if (transactions.length === 0 && (status === 'idle' || status === 'loading')) {
    return (
      <div className="latch-center">
        <Spinner label="Loading activity" />
      </div>
    )
  }
  if (transactions.length === 0 && status === 'error') {
    return (
      <div className="latch-center">
        <ErrorMessage>{error?.message ?? 'Failed to fetch transactions'}</ErrorMessage>
        <Button variant="secondary" onClick={() => void activity.retry().catch(() => {})}>
          Retry
        </Button>
      </div>
    )
  }
  if (transactions.length === 0 && !activity.hasMore) {
    return (
      <div className="latch-center">
        <p>No activity yet</p>
        <p className="latch-muted">Transactions of this account on this network show here.</p>
      </div>
    )
  }
  return (
    // One column no wider than the panel: long rows shrink (ellipsis) instead of widening it.
    <div className="latch-stack" style={{ gridTemplateColumns: 'minmax(0, 1fr)' }}>
      {groups.map((group) => {
        const headingId = `${base}-${group.key || 'unknown'}`
        return (
          <section key={group.key} aria-labelledby={headingId}>
            <h3 id={headingId} style={groupHeading}>
              {group.label}
            </h3>
            <ul className="latch-list" aria-labelledby={headingId}>
              {group.items.map((transaction) => (
                <Transaction key={transaction.id} transaction={transaction} />
              ))}
            </ul>
          </section>
        )
      })}
      <LoadMore
        what="transactions"
        hasMore={activity.hasMore}
        loadingMore={activity.loadingMore}
        error={status === 'ready' ? error?.message : undefined}
        onLoadMore={() => void activity.fetchNextPage().catch(() => {})}
        onRetry={() => void activity.retry().catch(() => {})}
      />
    </div>
  )
}
