import { useMessages } from '@latch/hooks'
import { Button, ErrorMessage, Spinner } from '@latch/react'
import { useEffect, useRef } from 'react'
import { activityMessages } from './i18n/messages'

export interface LoadMoreProps {
  /** What the list holds, for the button's name ("Load more transactions"). */
  what: 'transactions' | 'nfts'
  hasMore: boolean
  loadingMore: boolean
  /** The next page failed: its message and Retry instead. */
  error?: string
  onLoadMore(): void
  onRetry(): void
}

/**
 * The end of a paged list: the next page loads when this comes into view (an
 * IntersectionObserver sentinel, where the browser has one), or with its button (keyboard users,
 * and browsers without one); a failed page shows its error and Retry.
 */
export function LoadMore({
  what,
  hasMore,
  loadingMore,
  error,
  onLoadMore,
  onRetry,
}: LoadMoreProps) {
  const { t } = useMessages(activityMessages)
  const sentinel = useRef<HTMLDivElement>(null)
  const latest = useRef(onLoadMore)
  latest.current = onLoadMore
  const armed = hasMore && !loadingMore && !error

  useEffect(() => {
    const element = sentinel.current
    const Observer = typeof window === 'undefined' ? undefined : window.IntersectionObserver
    if (!armed || !element || !Observer) return
    const observer = new Observer((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) latest.current()
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [armed])

  if (error) {
    return (
      <div className="latch-center">
        <ErrorMessage>{error}</ErrorMessage>
        <Button variant="secondary" onClick={onRetry}>
          {t('retry')}
        </Button>
      </div>
    )
  }
  if (loadingMore) {
    return (
      <div className="latch-center">
        <Spinner label={t(what === 'nfts' ? 'loadingMoreNfts' : 'loadingMoreTransactions')} />
      </div>
    )
  }
  if (!hasMore) return null
  return (
    <div className="latch-center" ref={sentinel}>
      <Button variant="secondary" onClick={onLoadMore}>
        {t(what === 'nfts' ? 'loadMoreNfts' : 'loadMoreTransactions')}
      </Button>
    </div>
  )
}
