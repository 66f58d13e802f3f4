import type { LatchState } from '@latch/core'
import { shallowEqual, useLatch, useLatchState } from '@latch/hooks'
import { useEffect, useMemo } from 'react'
import { groupByDay } from '../display'
import { emptyList, ownerKey, pendingOf, selectOwner } from '../owner'
import type { ActivityNft, ActivityTransaction, PagedList } from '../state'

const NO_TRANSACTIONS: PagedList<ActivityTransaction> = emptyList()
const NO_NFTS: PagedList<ActivityNft> = emptyList()
const NONE: ActivityTransaction[] = []

const selectTransactions = (s: LatchState) => s.plugins.activity?.transactions ?? NO_TRANSACTIONS
const selectNfts = (s: LatchState) => s.plugins.activity?.nfts ?? NO_NFTS
const selectPending = (s: LatchState) => s.plugins.activity?.pending ?? NONE
// Its slice is in the client's first state, before the plugins' set-up, and goes if that fails.
const selectRegistered = (s: LatchState) => s.plugins.activity !== undefined

export interface UseActivityOptions {
  /** Fetch the first page when mounted and when the account or network changes. Default true. */
  enabled?: boolean
}

/** Runs the list's first fetch when a connected account has none yet (errors land in state). */
function useFirstFetch(
  type: 'activity.fetch' | 'activity.fetchNfts',
  status: PagedList<unknown>['status'],
  enabled: boolean,
) {
  const latch = useLatch()
  const owner = useLatchState(ownerKey)
  const registered = useLatchState(selectRegistered)
  useEffect(() => {
    if (!enabled || !registered || !owner || status !== 'idle') return
    latch.dispatch({ type }).catch(() => {})
  }, [latch, type, owner, status, enabled, registered])
}

/**
 * The connected account's activity on the active network, for a custom UI or a view: the
 * transactions (pending sends first, then the history, newest first; spam and other chains left
 * out), grouped by day, the list's status, and its commands. Fetches the first page by itself.
 *
 * @example
 * const { groups, status, hasMore, fetchNextPage, retry } = useActivity()
 */
export function useActivity(options: UseActivityOptions = {}) {
  const latch = useLatch()
  const list = useLatchState(selectTransactions)
  const allPending = useLatchState(selectPending)
  const owner = useLatchState(selectOwner, shallowEqual)
  const registered = useLatchState(selectRegistered)
  useFirstFetch('activity.fetch', list.status, options.enabled ?? true)

  const transactions = useMemo(() => {
    const pending = pendingOf(allPending, owner)
    return pending.length === 0 ? list.items : [...pending, ...list.items]
  }, [allPending, owner, list.items])
  const groups = useMemo(() => groupByDay(transactions, latch.clock.now()), [transactions, latch])
  const actions = useMemo(
    () => ({
      fetch: () => latch.dispatch({ type: 'activity.fetch' }),
      fetchNextPage: () => latch.dispatch({ type: 'activity.fetchNextPage' }),
      retry: () => latch.dispatch({ type: 'activity.retry' }),
    }),
    [latch],
  )
  return {
    /** False when the app did not register the activity plugin (or its setup failed). */
    registered,
    connected: owner !== undefined,
    status: list.status,
    transactions,
    groups,
    hasMore: list.next !== undefined,
    loadingMore: list.loadingMore,
    error: list.error,
    ...actions,
  }
}

/**
 * The connected account's NFTs on the active network (spam left out), paged; fetches the first
 * page by itself.
 *
 * @example
 * const { nfts, hasMore, fetchNextPage } = useNfts()
 */
export function useNfts(options: UseActivityOptions = {}) {
  const latch = useLatch()
  const list = useLatchState(selectNfts)
  const registered = useLatchState(selectRegistered)
  const connected = useLatchState((s) => ownerKey(s) !== '')
  useFirstFetch('activity.fetchNfts', list.status, options.enabled ?? true)
  const actions = useMemo(
    () => ({
      fetch: () => latch.dispatch({ type: 'activity.fetchNfts' }),
      fetchNextPage: () => latch.dispatch({ type: 'activity.fetchNextNfts' }),
      retry: () => latch.dispatch({ type: 'activity.retryNfts' }),
    }),
    [latch],
  )
  return {
    registered,
    connected,
    status: list.status,
    nfts: list.items,
    hasMore: list.next !== undefined,
    loadingMore: list.loadingMore,
    error: list.error,
    ...actions,
  }
}
