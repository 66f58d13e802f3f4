import type { EventPayload, LatchState } from '@latch/core'
import { formatAmount } from '@latch/core'
import { PENDING_TRANSACTIONS_LIMIT } from '@latch/core/constants'
import { sameHash } from '../owner'
import type { ActivityTransaction } from '../state'

/**
 * The pending item of a send the wallet accepted (`transaction.sent`), listed before the chain or
 * the Data API lists it. A value transfer shows its amount in the network's currency.
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
