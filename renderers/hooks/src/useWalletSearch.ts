import { useMemo } from 'react'
import { shallowEqual } from './shallowEqual'
import { useLatch } from './useLatch'
import { useLatchState } from './useLatchState'

/** The wallet catalogue: pages loaded so far, the search and its results. */
export function useWalletSearch() {
  const latch = useLatch()
  const state = useLatchState(
    (s) => ({
      wallets: s.wallets.wallets,
      count: s.wallets.count,
      status: s.wallets.status,
      query: s.wallets.search.query,
      results: s.wallets.search.results,
      searchStatus: s.wallets.search.status,
      images: s.wallets.images,
    }),
    shallowEqual,
  )
  const actions = useMemo(
    () => ({
      search: (query: string) => latch.dispatch({ type: 'wallets.search', query }),
      fetchNextPage: () => latch.dispatch({ type: 'wallets.fetchNextPage' }),
    }),
    [latch],
  )
  return { ...state, hasMore: state.wallets.length < state.count, ...actions }
}
