import type { LatchState } from '@latch/core'
import type { ActivityOwner, ActivityState, ActivityTransaction, PagedList } from './state'

/** The connected account of the active namespace on its network, or undefined. */
export function selectOwner(state: LatchState): ActivityOwner | undefined {
  const namespace = state.networks.activeNamespace
  if (!namespace) return undefined
  const account = Object.hasOwn(state.accounts, namespace) ? state.accounts[namespace] : undefined
  const network = Object.hasOwn(state.networks.byNamespace, namespace)
    ? state.networks.byNamespace[namespace]
    : undefined
  if (account?.status !== 'connected' || !account.address || !network?.caipNetworkId) {
    return undefined
  }
  return { namespace, address: account.address, caipNetworkId: network.caipNetworkId }
}

/** One string per owner: the lists reset when it changes (spec §4: account, network, disconnect). */
export const ownerKey = (state: LatchState): string => {
  const owner = selectOwner(state)
  return owner ? `${owner.caipNetworkId}|${owner.address}` : ''
}

export const emptyList = <T>(): PagedList<T> => ({ status: 'idle', items: [], loadingMore: false })

export const initialActivityState = (): ActivityState => ({
  transactions: emptyList(),
  pending: [],
  nfts: emptyList(),
})

/** Hashes compare without case on EVM (hex); Solana signatures (base58) are case-sensitive. */
export const sameHash = (a: string, b: string) =>
  a.startsWith('0x') ? a.toLowerCase() === b.toLowerCase() : a === b

/** The owner's pending sends: those from its address on its network. */
export function pendingOf(
  pending: readonly ActivityTransaction[],
  owner: ActivityOwner | undefined,
): ActivityTransaction[] {
  if (!owner) return []
  return pending.filter(
    (item) =>
      item.chain === owner.caipNetworkId && item.from.toLowerCase() === owner.address.toLowerCase(),
  )
}
