import type { CaipAddress, ChainNamespace } from '../caip/caip'
import type { ConnectResult } from '../chain/types'
import type { Connector } from '../connectors/types'
import { LatchError, toLatchError } from '../errors/LatchError'
import { explorerUrl } from '../networks/explorerUrl'
import { findNetwork } from '../networks/findNetwork'
import { applyActiveNetwork } from '../networks/networksModule'
import { isOnUnsupportedNetwork, shouldOpenUnsupportedChain } from '../networks/unsupportedNetwork'
import type { PluginContext } from '../plugins/types'
import { namespaceEntry } from '../state/namespaceEntry'
import { formatBalance } from '../validation/amount'
import { createAccountState } from './accountState'
import { connectionAuth } from './connectionAuth'
import { persistConnections } from './persistConnections'
import { addRecentWallet } from './recentWallets'
import type { Connection } from './types'

/** Reads the balance of the connected address in the background; a failure is only logged. */
export async function refreshBalance(ctx: PluginContext, namespace: ChainNamespace): Promise<void> {
  const state = ctx.getState()
  const address = namespaceEntry(state.accounts, namespace)?.address
  const caipNetworkId = namespaceEntry(state.networks.byNamespace, namespace)?.caipNetworkId
  const network = caipNetworkId ? findNetwork(state.networks, caipNetworkId) : undefined
  const adapter = ctx.getAdapter(namespace)
  if (!address || !network || !adapter) return
  try {
    const balance = await adapter.getBalance({ address, network })
    ctx.update((draft) => {
      const account = namespaceEntry(draft.accounts, namespace)
      if (account?.address !== address) return
      account.balance = formatBalance(balance.value, balance.decimals)
      account.balanceSymbol = balance.symbol
    })
  } catch (error) {
    ctx.log.warn(`Balance of ${address} on ${caipNetworkId} is unavailable`, toLatchError(error))
  }
}

/** Opens UnsupportedChain when the wallet sits on a network the app did not ask for (spec §2). */
export async function checkSupportedNetwork(
  ctx: PluginContext,
  namespace: ChainNamespace,
): Promise<void> {
  const state = ctx.getState()
  if (state.networks.activeNamespace !== namespace) return
  if (!isOnUnsupportedNetwork(state, namespace) || !shouldOpenUnsupportedChain(state.options))
    return
  await ctx.dispatch({ type: 'modal.open', view: 'UnsupportedChain', namespace })
}

/** Records a successful connect or reconnect in state and storage, and tells plugins. */
export function applyConnection(
  ctx: PluginContext,
  connector: Connector,
  result: ConnectResult,
  options: { recent: boolean; address?: string },
): void {
  const namespace = connector.namespace
  const selected =
    result.accounts.find((account) => account.address === options.address) ?? result.accounts[0]
  if (!selected) throw new LatchError('CONNECTOR_ACCOUNT_NOT_FOUND', { details: connector.id })
  const network = findNetwork(ctx.getState().networks, result.caipNetworkId)
  const explorer = network?.blockExplorers?.default.url
  const auth = connectionAuth(ctx, connector.id, namespace)
  const connection: Connection = {
    connectorId: connector.id,
    accounts: result.accounts.map(({ address, type }) => ({ address, type })),
    recent: true,
    ...(auth ? { auth } : {}),
  }

  ctx.batch(() => {
    ctx.update((state) => {
      const previous = namespaceEntry(state.accounts, namespace) ?? createAccountState(namespace)
      state.accounts[namespace] = {
        ...createAccountState(namespace, previous.preferredAccountType),
        status: 'connected',
        address: selected.address,
        caipAddress: `${result.caipNetworkId}:${selected.address}` as CaipAddress,
        allAccounts: result.accounts,
        addressExplorerUrl: explorer
          ? explorerUrl(explorer, `address/${selected.address}`)
          : undefined,
        connectedWalletInfo: {
          name: connector.name,
          icon: connector.imageUrl,
          rdns: connector.info?.rdns,
        },
        currentTab: previous.currentTab,
      }
      state.connections[namespace] = [
        connection,
        ...(namespaceEntry(state.connections, namespace) ?? [])
          .filter((c) => c.connectorId !== connector.id)
          .map((c) => ({ ...c, recent: false })),
      ]
      state.connectors.activeIds[namespace] = connector.id
      if (state.networks.activeNamespace === namespace) state.networks.namespaceSwitching = false
      if (options.recent) {
        state.connectors.recent = addRecentWallet(state.connectors.recent, {
          id: connector.explorerId ?? connector.id,
          name: connector.name,
          imageUrl: connector.imageUrl,
        })
      }
    })
    const { networks } = ctx.getState()
    if (!networks.activeNamespace || networks.activeNamespace === namespace || options.recent) {
      applyActiveNetwork(ctx, namespace, result.caipNetworkId)
    } else {
      ctx.update((state) => {
        const entry = namespaceEntry(state.networks.byNamespace, namespace)
        if (entry) entry.caipNetworkId = result.caipNetworkId
      })
    }
  })

  persistConnections(ctx)
  ctx.storage.set('walletId', connector.explorerId ?? connector.id)
  ctx.storage.set('walletName', connector.name)
  if (options.recent) ctx.storage.set('recentWallets', ctx.getState().connectors.recent)
  ctx.emit('connected', {
    namespace,
    connectorId: connector.id,
    address: selected.address,
    caipNetworkId: result.caipNetworkId,
  })
  void refreshBalance(ctx, namespace)
  void checkSupportedNetwork(ctx, namespace).catch((error) => ctx.report(error))
}

/**
 * Spec §4 reset: status disconnected, every account field cleared, the stored connector id gone;
 * the namespace's connection to this connector is dropped and its network approvals forgotten.
 */
export function resetNamespace(ctx: PluginContext, namespace: ChainNamespace): void {
  const connectorId = namespaceEntry(ctx.getState().connectors.activeIds, namespace)
  ctx.update((state) => {
    const previous = namespaceEntry(state.accounts, namespace)
    state.accounts[namespace] = createAccountState(namespace, previous?.preferredAccountType)
    delete state.connectors.activeIds[namespace]
    state.connections[namespace] = (namespaceEntry(state.connections, namespace) ?? []).filter(
      (c) => c.connectorId !== connectorId,
    )
    const entry = namespaceEntry(state.networks.byNamespace, namespace)
    if (entry) {
      entry.approvedIds = []
      entry.supportsAllNetworks = true
    }
  })
  persistConnections(ctx)
  ctx.emit('disconnected', { namespace })
}
