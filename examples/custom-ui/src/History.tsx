import { transactionTitle, transferLabels, useActivity, useNfts } from '@latch/activity/hooks'

/**
 * The app's own history and NFTs (`@latch/activity/hooks`): the connected account's transactions
 * on the active network grouped by day (a send made here shows at once as pending), and its NFTs.
 */
export function HistorySection() {
  const activity = useActivity()
  const nfts = useNfts()
  if (!activity.registered || !activity.connected) return null
  return (
    <section aria-labelledby="history-title">
      <h2 id="history-title">Your activity</h2>
      {activity.status === 'loading' && <p role="status">Loading activity…</p>}
      {activity.error && (
        <p role="alert" className="error">
          {activity.error.message}{' '}
          <button type="button" onClick={() => activity.retry().catch(() => {})}>
            Retry
          </button>
        </p>
      )}
      {activity.status === 'ready' && activity.transactions.length === 0 && <p>No activity yet</p>}
      {activity.groups.map((group) => (
        <ul key={group.key} aria-label={group.label}>
          {group.items.map((transaction) => (
            <li key={transaction.id}>
              {transactionTitle(transaction)} {transferLabels(transaction).join(', ')}
            </li>
          ))}
        </ul>
      ))}
      {activity.hasMore && (
        <button
          type="button"
          disabled={activity.loadingMore}
          onClick={() => activity.fetchNextPage().catch(() => {})}
        >
          More activity
        </button>
      )}
      <h3>Your NFTs</h3>
      {nfts.error && (
        <p role="alert" className="error">
          {nfts.error.message}
        </p>
      )}
      <ul aria-label="Your NFTs">
        {nfts.nfts.map((nft) => (
          <li key={nft.id}>
            {nft.imageUrl && <img src={nft.imageUrl} alt="" width={32} height={32} />} {nft.name}{' '}
            <small>{nft.collection}</small>
          </li>
        ))}
      </ul>
      {nfts.hasMore && (
        <button
          type="button"
          disabled={nfts.loadingMore}
          onClick={() => nfts.fetchNextPage().catch(() => {})}
        >
          More NFTs
        </button>
      )}
    </section>
  )
}
