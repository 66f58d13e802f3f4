import type { CaipNetworkId, ChainNamespace } from '../caip/caip'
import type { Account } from '../connections/types'
import type { Connector } from '../connectors/types'
import type { Network } from '../options/schema'

export interface ConnectParameters {
  connectorId: string
  /** The network to connect on; the adapter may land on another and says which. */
  caipNetworkId?: CaipNetworkId
}

export interface ConnectResult {
  accounts: Account[]
  caipNetworkId: CaipNetworkId
}

/** A transaction before the sender is known; namespaces add their own fields. */
export interface TransactionFields {
  to: string
  /** In the native currency's base units, or the token's when `token` is set. */
  value?: bigint
  data?: string
  /**
   * A token transfer of `value` to `to`: the ERC20 contract (eip155) or the SPL mint (solana).
   * The adapter builds the namespace's transfer.
   */
  token?: string
  [field: string]: unknown
}

/** A transaction as the core hands it to an adapter. */
export interface TransactionRequest extends TransactionFields {
  from: string
}

export interface Balance {
  /** In base units. */
  value: bigint
  decimals: number
  symbol: string
}

/** What an adapter tells the core about its wallets. */
export interface ChainAdapterEvents {
  accountsChanged: { connectorId: string; accounts: Account[] }
  chainChanged: { connectorId: string; caipNetworkId: CaipNetworkId }
  disconnect: { connectorId: string }
  /** The adapter's connectors changed (a wallet announced itself, one went away). */
  connectorsChanged: { connectors: Connector[] }
}
export type ChainAdapterEventName = keyof ChainAdapterEvents

/**
 * One namespace's way to wallets and chains. A namespace plugin registers one with
 * `ctx.registerAdapter`; the core's connection and network rules (spec §2, §4) run on it, written
 * once for every namespace. Methods throw `LatchError`s (wallet codes mapped: 4001 → rejected, …).
 */
export interface ChainAdapter {
  readonly namespace: ChainNamespace
  /** The connectors available now; `connectorsChanged` reports later changes. */
  getConnectors(): Connector[]
  /** Asks the wallet for access (may prompt). */
  connect(parameters: ConnectParameters): Promise<ConnectResult>
  /**
   * Re-authorises without prompting; undefined when the wallet no longer grants access.
   * `usedBefore`: this site connected the wallet before (its recent wallet, a recorded
   * connection), so asking it may not surprise the visitor: some wallets ignore `silent`.
   */
  reconnect(parameters: {
    connectorId: string
    usedBefore?: boolean
  }): Promise<ConnectResult | undefined>
  disconnect(parameters: { connectorId: string }): Promise<void>
  switchNetwork(parameters: { connectorId: string; network: Network }): Promise<void>
  getBalance(parameters: { address: string; network: Network }): Promise<Balance>
  signMessage(parameters: {
    connectorId: string
    address: string
    message: string
  }): Promise<string>
  /** Sends and returns the transaction id (hash). */
  sendTransaction(parameters: {
    connectorId: string
    network: Network
    transaction: TransactionRequest
  }): Promise<string>
  estimateGas(parameters: { network: Network; transaction: TransactionRequest }): Promise<bigint>
  /**
   * What sending `transaction` would cost, in the native currency's base units (EVM: gas × max
   * fee per gas; Solana: the fee in lamports). `token` transfers are priced as such.
   */
  estimateFee(parameters: { network: Network; transaction: TransactionRequest }): Promise<bigint>
  on<E extends ChainAdapterEventName>(
    event: E,
    handler: (payload: ChainAdapterEvents[E]) => void,
  ): () => void
  /** Releases listeners and providers (plugin teardown). */
  destroy?(): void
}
