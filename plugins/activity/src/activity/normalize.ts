import type { ActivityNft, ActivityTransaction, ActivityTransfer } from '../state'
import type { HistoryItem, NftsPage } from './schemas'

type Transfer = HistoryItem['transfers'][number]

/** Spec §5: a transaction whose transfers are all flagged spam is hidden. */
export function isSpam(item: HistoryItem): boolean {
  return (
    item.transfers.length > 0 &&
    item.transfers.every((transfer) => transfer.nft_info?.flags?.is_spam === true)
  )
}

function toTransfer(transfer: Transfer): ActivityTransfer {
  if (transfer.nft_info) {
    const nft = transfer.nft_info
    return {
      kind: 'nft',
      direction: transfer.direction,
      name: nft.name ?? `#${nft.token_id ?? '?'}`,
      collection: nft.collection?.name ?? '',
      imageUrl: nft.content?.preview?.url,
    }
  }
  const info = transfer.fungible_info
  return {
    kind: 'fungible',
    direction: transfer.direction,
    quantity: transfer.quantity.numeric,
    name: info?.name ?? '',
    symbol: info?.symbol ?? '',
    iconUrl: info?.icon?.url,
  }
}

/**
 * The items to show of a history page (spec §5): only the active chain's (`chain`), spam hidden.
 */
export function visibleTransactions(items: HistoryItem[], chain: string): ActivityTransaction[] {
  return items
    .filter((item) => item.metadata.chain === chain && !isSpam(item))
    .map((item) => ({
      id: item.id,
      hash: item.metadata.hash,
      chain: item.metadata.chain,
      operationType: item.metadata.operationType,
      status: item.metadata.status === 'failed' ? 'failed' : 'confirmed',
      minedAt: item.metadata.minedAt,
      from: item.metadata.sentFrom ?? '',
      to: item.metadata.sentTo ?? '',
      transfers: item.transfers.map(toTransfer),
    }))
}

/** The NFTs to show: the active chain's, spam hidden. */
export function visibleNfts(items: NftsPage['data'], chain: string): ActivityNft[] {
  return items
    .filter((item) => item.chain === chain && item.flags?.is_spam !== true)
    .map((item) => ({
      id: item.id,
      chain: item.chain,
      contractAddress: item.contract_address,
      tokenId: item.token_id,
      name: item.name ?? `#${item.token_id}`,
      collection: item.collection?.name ?? '',
      imageUrl: item.content?.preview?.url,
    }))
}

/** Appends `more` to `list`, each id once, newest first (pages and polls may overlap). */
export function mergeNewestFirst(
  list: readonly ActivityTransaction[],
  more: readonly ActivityTransaction[],
): ActivityTransaction[] {
  const byId = new Map<string, ActivityTransaction>()
  for (const item of [...list, ...more]) byId.set(item.id, item)
  return [...byId.values()].sort((a, b) => b.minedAt.localeCompare(a.minedAt))
}
