import type { CaipNetworkId, ChainNamespace, ErrorInfo } from '@latch/core'

/** Which way a transfer moved, seen from the account. */
export type TransferDirection = 'in' | 'out' | 'self'

/** One movement of a transaction: a fungible token (or the native currency), or an NFT. */
export type ActivityTransfer =
  | {
      kind: 'fungible'
      direction: TransferDirection
      /** Decimal quantity as the API gives it ("12.3456789"), not rounded. */
      quantity: string
      name: string
      symbol: string
      iconUrl?: string
    }
  | {
      kind: 'nft'
      direction: TransferDirection
      /** The token's name ("Latch Pets #7"). */
      name: string
      collection: string
      imageUrl?: string
    }

/** A history item (spec §3) as the activity shows it. */
export interface ActivityTransaction {
  id: string
  /** Transaction hash (EVM) or signature (Solana). */
  hash: string
  /** CAIP-2 id of its chain. */
  chain: string
  /** The Data API's operation (send, receive, trade, deposit, withdraw, burn, …). */
  operationType: string
  /** `pending`: sent from this page, not listed by the Data API yet. */
  status: 'pending' | 'confirmed' | 'failed'
  /** ISO time it was mined (or sent, while pending). */
  minedAt: string
  from: string
  to: string
  transfers: ActivityTransfer[]
}

/** An NFT the account holds. */
export interface ActivityNft {
  id: string
  chain: string
  contractAddress: string
  tokenId: string
  name: string
  collection: string
  imageUrl?: string
}

/** Whose activity the slice holds: the active namespace's account on its network. */
export interface ActivityOwner {
  namespace: ChainNamespace
  address: string
  caipNetworkId: CaipNetworkId
}

/**
 * A paged list (spec §4 "Transactions: loading, empty, next-cursor paging"): `idle` before the
 * first fetch, `loading` the first page, `ready`, or `error` (the first page failed).
 */
export interface PagedList<T> {
  status: 'idle' | 'loading' | 'ready' | 'error'
  items: T[]
  /** Cursor of the next page; undefined when there is none. */
  next?: string
  /** A next page is on its way. */
  loadingMore: boolean
  /** The last failure (first page or a next page), until the next attempt. */
  error?: ErrorInfo
  /** Which fetch failed, for `retry`. */
  failed?: 'first' | 'next'
}

export interface ActivityState {
  owner?: ActivityOwner
  /** Transactions of the owner on its network, newest first, spam hidden. */
  transactions: PagedList<ActivityTransaction>
  /** Sent from this page and not yet in the history, newest first (at most 99, spec §9). */
  pending: ActivityTransaction[]
  nfts: PagedList<ActivityNft>
}

declare module '@latch/core' {
  interface LatchPluginStates {
    activity: ActivityState
  }
  interface LatchCommands {
    /**
     * The first page of the connected account's history on the active network (Data API).
     * Rejects with 'Failed to fetch transactions', or without an account with "Transactions
     * can't be fetched without an accountAddress".
     */
    'activity.fetch': { params: void; result: void }
    /** The next page (cursor); nothing when there is none or one is on its way. */
    'activity.fetchNextPage': { params: void; result: void }
    /** Repeats the fetch that failed (the first page or the next one). */
    'activity.retry': { params: void; result: void }
    /** The first page of the account's NFTs on the active network. */
    'activity.fetchNfts': { params: void; result: void }
    'activity.fetchNextNfts': { params: void; result: void }
    'activity.retryNfts': { params: void; result: void }
  }
}
