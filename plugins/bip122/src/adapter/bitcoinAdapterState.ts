import type { CaipNetworkId, Network } from '@latch/core'
import type { AdapterEvents, PluginContext } from '@latch/core/plugin'
import type { BitcoinStandardWallets } from '../wallets/bitcoinStandardWallets'

/** What the adapter reads of the plugin's context. */
export type BitcoinAdapterContext = Pick<PluginContext, 'log' | 'getState'>

/** What the adapter's shell and its lazily loaded wallet session share. */
export interface BitcoinAdapterState {
  wallets: BitcoinStandardWallets
  /** The bip122 networks the app requested (read when needed: the app may change them). */
  networks(): Network[]
  ctx: BitcoinAdapterContext
  emit: AdapterEvents['emit']
  /** Each connected wallet's network, the addresses Latch shows (joined) and its listeners' unsubscribe. */
  sessions: Map<string, { caipNetworkId: CaipNetworkId; addresses: string; off: () => void }>
}
