import type { CaipNetworkId, Network } from '@latch/core'
import type { AdapterEvents, PluginContext } from '@latch/core/plugin'
import type { StandardWallets } from '../wallets/standardWallets'

/** What the adapter reads of the plugin's context. */
export type SolanaAdapterContext = Pick<PluginContext, 'log' | 'getState'>

/** What the adapter's shell and its lazily loaded wallet session share. */
export interface SolanaAdapterState {
  wallets: StandardWallets
  networks(): Network[]
  /** The plugin's log, and what the site connected before (its stored and recorded connections). */
  ctx: SolanaAdapterContext
  emit: AdapterEvents['emit']
  /**
   * Each connected wallet's network, the accounts Latch shows for it (base58, joined: what a wallet
   * that changes account without an event is compared with) and its listeners' unsubscribe.
   */
  sessions: Map<string, { caipNetworkId: CaipNetworkId; addresses: string; off: () => void }>
}
