import type { ChainNamespace } from '../caip/caip'

/**
 * How a connector reaches a wallet: the relay protocol, an injected/announced browser wallet, an
 * external one the app wired itself, or the embedded (auth) wallet.
 */
export type ConnectorKind = 'walletConnect' | 'injected' | 'announced' | 'external' | 'auth'

/** A way to connect (spec §3). Plain data: the provider behind it lives in its plugin. */
export interface Connector {
  id: string
  kind: ConnectorKind
  namespace: ChainNamespace
  name: string
  imageUrl?: string
  imageId?: string
  /** EIP-6963 and catalogue identity, used to match catalogue wallets and exclusions. */
  info?: { rdns?: string; uuid?: string }
  /** The catalogue wallet id, when known. */
  explorerId?: string
}

/** A wallet used recently (spec §3: kept to RECENT_WALLETS_MAX), newest first. */
export interface RecentWallet {
  id: string
  name: string
  imageUrl?: string
}

export interface ConnectorsState {
  /** Every adapter's connectors, in registration order. */
  all: Connector[]
  activeIds: Partial<Record<ChainNamespace, string>>
  /** Show only this namespace's connectors (the connect list's namespace tabs). */
  filterByNamespace?: ChainNamespace
  recent: RecentWallet[]
}
