import type { AdapterEvents, CaipNetworkId, Logger, Network } from '@latch/core'
import type { StandardWallets } from '../wallets/standardWallets'

/** What the adapter's shell and its lazily loaded wallet session share. */
export interface SolanaAdapterState {
  wallets: StandardWallets
  networks(): Network[]
  log: Logger
  emit: AdapterEvents['emit']
  /** Each connected wallet's network and its events' unsubscribe. */
  sessions: Map<string, { caipNetworkId: CaipNetworkId; off: () => void }>
}
