import type { ChainNamespace } from '../caip/caip'
import type { NamespaceNetworks } from '../networks/types'
import type { Resolved } from '../options/resolveOptions'
import { namespaceEntry } from './namespaceEntry'
import type { LatchState } from './types'

/** Networks the app asked for, grouped by namespace in the app's order. */
function requestedByNamespace(resolved: Resolved): LatchState['networks'] {
  const byNamespace: Partial<Record<ChainNamespace, NamespaceNetworks>> = {}
  for (const network of resolved.options.networks) {
    const entry = namespaceEntry(byNamespace, network.chainNamespace) ?? {
      requested: [],
      approvedIds: [],
      supportsAllNetworks: true,
      smartAccountEnabledNetworks: [],
    }
    byNamespace[network.chainNamespace] = entry
    entry.requested.push(network)
    entry.caipNetworkId ??= network.caipNetworkId
  }
  const active =
    resolved.options.networks.find((n) => n.caipNetworkId === resolved.options.defaultNetwork) ??
    resolved.options.networks[0]
  if (active) {
    const entry = namespaceEntry(byNamespace, active.chainNamespace)
    if (entry) entry.caipNetworkId = active.caipNetworkId
  }
  return {
    activeNamespace: active?.chainNamespace,
    activeCaipNetworkId: active?.caipNetworkId,
    namespaceSwitching: false,
    byNamespace,
  }
}

/** The whole state tree before any plugin runs: options and defaults applied, nothing connected. */
export function createInitialState(resolved: Resolved): LatchState {
  return {
    ...resolved,
    origin: { status: 'unchecked' },
    remoteConfig: { status: 'default', analyticsEnabled: resolved.features.analytics },
    modal: { open: false, loading: false, shake: false },
    router: { history: [{ view: 'Connect', data: {} }] },
    toasts: { current: null },
    connections: {},
    accounts: {},
    networks: requestedByNamespace(resolved),
    connectors: { all: [], activeIds: {}, recent: [] },
    wallets: {
      page: 0,
      count: 0,
      wallets: [],
      recommended: [],
      featured: [],
      status: 'idle',
      search: { query: '', results: [], status: 'idle' },
      excluded: { rdns: [], names: [] },
      images: {},
    },
    plugins: {},
    pluginStatus: {},
  }
}
