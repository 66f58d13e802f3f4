import type { EventPayload, LatchState } from '@latch/core'
import { formatAmount } from '@latch/core'
import { PENDING_TRANSACTIONS_LIMIT } from '@latch/core/constants'
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

/**
 * The pending item of a send the wallet accepted (`transaction.sent`): shown at once, before the
 * chain or the Data API lists it. A value transfer shows its amount in the network's currency.
 */
export function pendingItem(
  state: LatchState,
  sent: EventPayload<'transaction.sent'>,
  now: number,
): ActivityTransaction {
  const networks = Object.hasOwn(state.networks.byNamespace, sent.namespace)
    ? state.networks.byNamespace[sent.namespace]
    : undefined
  const currency = networks?.requested.find(
    (network) => network.caipNetworkId === sent.caipNetworkId,
  )?.nativeCurrency
  const value = sent.transaction.value
  const transfers: ActivityTransaction['transfers'] =
    typeof value === 'bigint' && value > 0n && currency
      ? [
          {
            kind: 'fungible',
            direction: 'out',
            quantity: formatAmount(value, currency.decimals, currency.decimals),
            name: currency.name,
            symbol: currency.symbol,
          },
        ]
      : []
  return {
    id: `pending:${sent.caipNetworkId}:${sent.hash}`,
    hash: sent.hash,
    chain: sent.caipNetworkId,
    operationType: 'send',
    status: 'pending',
    minedAt: new Date(now).toISOString(),
    from: sent.from,
    to: typeof sent.transaction.to === 'string' ? sent.transaction.to : '',
    transfers,
  }
}

/** Adds a pending item, newest first, the same hash once, at most 99 kept (spec §9). */
export function addPending(
  pending: readonly ActivityTransaction[],
  item: ActivityTransaction,
): ActivityTransaction[] {
  return [item, ...pending.filter((other) => !sameHash(other.hash, item.hash))].slice(
    0,
    PENDING_TRANSACTIONS_LIMIT,
  )
}
