import type { ChainNamespace } from '../caip/caip'
import type { ConnectorType } from '../options/types'
import type { LatchState } from '../state/types'
import type { CatalogueWallet } from '../wallets/types'
import type { Connector, RecentWallet } from './types'

/** One row of the wallet list of the Connect view. */
export type ConnectListItem =
  | { group: 'walletConnect' | 'injected' | 'external'; connector: Connector }
  | { group: 'recent'; recent: RecentWallet }
  | { group: 'featured' | 'recommended'; wallet: CatalogueWallet }

const byNamespace = (state: LatchState) => {
  const namespace = state.connectors.filterByNamespace
  return {
    connector: (c: Connector) => !namespace || c.namespace === namespace,
    wallet: (w: CatalogueWallet) =>
      !namespace || !w.chains || w.chains.some((chain) => chain.startsWith(`${namespace}:`)),
  }
}

const walletKey = (connector: Connector) => connector.info?.rdns ?? connector.name.toLowerCase()

/**
 * One wallet: the same rdns (else name), or the same name on another namespace: a Wallet Standard
 * wallet has no rdns, so the Solana side of a wallet that announces an rdns on EVM is known by name.
 */
const sameWallet = (a: Connector, b: Connector) =>
  walletKey(a) === walletKey(b) ||
  (a.namespace !== b.namespace && a.name.toLowerCase() === b.name.toLowerCase())

/**
 * A wallet that announces itself on several namespaces (one rdns or name) is one row: its
 * connector on the active namespace when it has one (a click connects where the user is), else
 * its first.
 */
function oncePerWallet(connectors: Connector[], active: ChainNamespace | undefined): Connector[] {
  const rows: Connector[] = []
  for (const connector of connectors) {
    const index = rows.findIndex((row) => sameWallet(row, connector))
    const row = rows[index]
    if (!row) rows.push(connector)
    else if (row.namespace !== active && connector.namespace === active) rows[index] = connector
  }
  return rows
}

/**
 * The Connect view's wallet list, grouped in the app's connector order (spec §1 default:
 * walletConnect, recent, injected, featured, custom, external, recommended), for the namespace
 * filter in force. A recent wallet that is installed shows once, as its connector. `custom`
 * stays empty until the app can declare custom wallets.
 */
export function selectConnectList(state: LatchState): ConnectListItem[] {
  const filter = byNamespace(state)
  const connectors = state.connectors.all.filter(filter.connector)
  const once = (kinds: Connector['kind'][]) =>
    oncePerWallet(
      connectors.filter((c) => kinds.includes(c.kind)),
      state.networks.activeNamespace,
    )
  const installed = new Set(connectors.flatMap((c) => [c.id, c.explorerId, c.name].filter(Boolean)))
  const groups: Record<ConnectorType, () => ConnectListItem[]> = {
    walletConnect: () =>
      once(['walletConnect']).map((connector) => ({ group: 'walletConnect', connector })),
    recent: () =>
      state.connectors.recent
        .filter((recent) => !installed.has(recent.id) && !installed.has(recent.name))
        .map((recent) => ({ group: 'recent', recent })),
    injected: () =>
      once(['injected', 'announced']).map((connector) => ({ group: 'injected', connector })),
    featured: () =>
      state.wallets.featured.filter(filter.wallet).map((wallet) => ({ group: 'featured', wallet })),
    custom: () => [],
    external: () => once(['external']).map((connector) => ({ group: 'external', connector })),
    recommended: () =>
      state.wallets.recommended
        .filter(filter.wallet)
        .map((wallet) => ({ group: 'recommended', wallet })),
  }
  return state.features.connectorOrder.flatMap((group) => groups[group]())
}
