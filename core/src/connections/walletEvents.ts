import type { CaipAddress, ChainNamespace } from '../caip/caip'
import type { ChainAdapterEvents } from '../chain/types'
import { applyActiveNetwork } from '../networks/networksModule'
import type { PluginContext } from '../plugins/types'
import { namespaceEntry } from '../state/namespaceEntry'
import {
  applyConnection,
  checkSupportedNetwork,
  refreshBalance,
  resetNamespace,
} from './applyConnection'
import { findConnector } from './findConnector'

/** The active wallet's accounts changed: none left disconnects, else the first is selected. */
export function onAccountsChanged(
  ctx: PluginContext,
  namespace: ChainNamespace,
  { connectorId, accounts }: ChainAdapterEvents['accountsChanged'],
): void {
  if (accounts.length === 0) {
    resetNamespace(ctx, namespace)
    return
  }
  const caipNetworkId = namespaceEntry(
    ctx.getState().networks.byNamespace,
    namespace,
  )?.caipNetworkId
  if (!caipNetworkId) return
  applyConnection(
    ctx,
    findConnector(ctx, connectorId, namespace),
    { accounts, caipNetworkId },
    { recent: false },
  )
}

/** The active wallet moved to another network: followed, the balance read again. */
export function onChainChanged(
  ctx: PluginContext,
  namespace: ChainNamespace,
  { caipNetworkId }: ChainAdapterEvents['chainChanged'],
): void {
  if (ctx.getState().networks.activeNamespace === namespace) {
    applyActiveNetwork(ctx, namespace, caipNetworkId)
  } else {
    ctx.update((state) => {
      const entry = namespaceEntry(state.networks.byNamespace, namespace)
      if (entry) entry.caipNetworkId = caipNetworkId
    })
  }
  ctx.update((state) => {
    const account = namespaceEntry(state.accounts, namespace)
    if (account?.address) account.caipAddress = `${caipNetworkId}:${account.address}` as CaipAddress
  })
  void refreshBalance(ctx, namespace)
  void checkSupportedNetwork(ctx, namespace).catch((error) => ctx.report(error))
}
