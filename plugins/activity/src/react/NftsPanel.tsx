import { useErrorMessage, useMessages } from '@latch/hooks'
import { Button, ErrorMessage, Image, Spinner } from '@latch/react'
import { useNfts } from '../hooks/useActivity'
import { activityMessages } from './i18n/messages'
import { LoadMore } from './LoadMore'

const grid = {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))',
  gap: '8px',
} as const

const card = {
  display: 'flex',
  flexDirection: 'column',
  gap: '4px',
  padding: '8px',
  borderRadius: 'var(--latch-radius-small)',
  background: 'var(--latch-bg-subtle)',
  minWidth: 0,
} as const

const ellipsis = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const

/**
 * The Account view's NFTs tab: the NFTs the account holds on the active network (spam left out),
 * a grid of image, name and collection, more as the end comes into view.
 */
export default function NftsPanel() {
  const nfts = useNfts()
  const { status, error } = nfts
  const { t } = useMessages(activityMessages)
  const errorText = useErrorMessage()

  if (nfts.nfts.length === 0 && (status === 'idle' || status === 'loading')) {
    return (
      <div className="latch-center">
        <Spinner label={t('loadingNfts')} />
      </div>
    )
  }
  if (nfts.nfts.length === 0 && status === 'error') {
    return (
      <div className="latch-center">
        <ErrorMessage>
          {errorText(error ?? { code: 'FAILED_TO_FETCH_NFTS', message: 'Failed to fetch NFTs' })}
        </ErrorMessage>
        <Button variant="secondary" onClick={() => void nfts.retry().catch(() => {})}>
          {t('retry')}
        </Button>
      </div>
    )
  }
  if (nfts.nfts.length === 0 && !nfts.hasMore) {
    return (
      <div className="latch-center">
        <p>{t('noNfts')}</p>
        <p className="latch-muted">{t('noNftsHint')}</p>
      </div>
    )
  }
  return (
    // One column no wider than the panel: long rows shrink (ellipsis) instead of widening it.
    <div className="latch-stack" style={{ gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <ul style={grid} aria-label={t('nfts')}>
        {nfts.nfts.map((nft) => (
          <li key={nft.id} style={card}>
            <Image
              src={nft.imageUrl}
              alt={nft.name}
              name={nft.collection || nft.name}
              size="large"
            />
            <span style={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{nft.name}</span>
            <span className="latch-muted" style={ellipsis} title={nft.collection}>
              {nft.collection}
            </span>
          </li>
        ))}
      </ul>
      <LoadMore
        what="nfts"
        hasMore={nfts.hasMore}
        loadingMore={nfts.loadingMore}
        error={status === 'ready' && error ? errorText(error) : undefined}
        onLoadMore={() => void nfts.fetchNextPage().catch(() => {})}
        onRetry={() => void nfts.retry().catch(() => {})}
      />
    </div>
  )
}
