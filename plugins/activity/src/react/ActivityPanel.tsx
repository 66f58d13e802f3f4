import { useErrorMessage, useFormat, useMessages } from '@latch/hooks'
import { Button, ErrorMessage, Image, Spinner } from '@latch/react'
import { useId } from 'react'
import { type DayGroup, transferLabels } from '../display'
import { useActivity } from '../hooks/useActivity'
import type { ActivityTransaction } from '../state'
import { activityMessages } from './i18n/messages'
import { LoadMore } from './LoadMore'

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

const OPERATIONS = new Set([
  'send',
  'receive',
  'trade',
  'approve',
  'deploy',
  'execute',
  'mint',
  'burn',
  'deposit',
  'withdraw',
  'borrow',
  'repay',
  'claim',
])
type Operation =
  `op_${'send' | 'receive' | 'trade' | 'approve' | 'deploy' | 'execute' | 'mint' | 'burn' | 'deposit' | 'withdraw' | 'borrow' | 'repay' | 'claim'}`

/** The panel's words for a transaction and a day, in the client's language. */
function useActivityTexts() {
  const { t } = useMessages(activityMessages)
  const format = useFormat()
  return {
    t,
    format,
    title(transaction: ActivityTransaction) {
      if (transaction.status === 'pending') return t('sending')
      const type = transaction.operationType
      // An operation the spec does not name shows as the API wrote it.
      const title = OPERATIONS.has(type)
        ? t(`op_${type}` as Operation)
        : type.charAt(0).toUpperCase() + type.slice(1)
      return transaction.status === 'failed' ? t('failed', { title }) : title
    },
    day(group: DayGroup) {
      if (group.kind === 'date' && group.time !== undefined) {
        return format.date(group.time, { year: 'numeric', month: 'short', day: 'numeric' })
      }
      return group.kind === 'unknown'
        ? t('unknownDate')
        : group.kind === 'date'
          ? group.label
          : t(group.kind)
    },
  }
}

function Transaction({ transaction }: { transaction: ActivityTransaction }) {
  const { t, format, title: titleOf } = useActivityTexts()
  const title = titleOf(transaction)
  const labels = transferLabels(transaction, format.decimal)
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
          {pending
            ? t('pending')
            : Number.isNaN(mined)
              ? ''
              : format.date(mined, { hour: '2-digit', minute: '2-digit' })}
          {' · '}
          <span title={transaction.hash}>{shortHash(transaction.hash)}</span>
        </span>
      </span>
      <span className="latch-token__value" style={value}>
        {labels.map((label, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a transaction's transfers keep their order
          <span key={index} style={line} title={label}>
            {/* Its own direction: "+1.5 ETH" keeps its sign first in a right-to-left page. */}
            <bdi>{label}</bdi>
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
  const { t, day } = useActivityTexts()
  const errorText = useErrorMessage()
  const base = useId()
  const { status, groups, transactions, error } = activity

  if (transactions.length === 0 && (status === 'idle' || status === 'loading')) {
    return (
      <div className="latch-center">
        <Spinner label={t('loadingActivity')} />
      </div>
    )
  }
  if (transactions.length === 0 && status === 'error') {
    return (
      <div className="latch-center">
        <ErrorMessage>
          {errorText(
            error ?? {
              code: 'FAILED_TO_FETCH_TRANSACTIONS',
              message: 'Failed to fetch transactions',
            },
          )}
        </ErrorMessage>
        <Button variant="secondary" onClick={() => void activity.retry().catch(() => {})}>
          {t('retry')}
        </Button>
      </div>
    )
  }
  if (transactions.length === 0 && !activity.hasMore) {
    return (
      <div className="latch-center">
        <p>{t('noActivity')}</p>
        <p className="latch-muted">{t('noActivityHint')}</p>
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
              {day(group)}
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
        error={status === 'ready' && error ? errorText(error) : undefined}
        onLoadMore={() => void activity.fetchNextPage().catch(() => {})}
        onRetry={() => void activity.retry().catch(() => {})}
      />
    </div>
  )
}
