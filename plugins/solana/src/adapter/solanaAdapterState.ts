import type { AdapterEvents, CaipNetworkId, Logger, Network } from '@latch/core'
import type { StandardWallets } from '../wallets/standardWallets'

/** What the adapter's shell and its lazily loaded wallet session share. */
export interface SolanaAdapterState {
  wallets: StandardWallets
  networks(): Network[]
  log: Logger
  emit: AdapterEvents['emit']
  /**
   * Each connected wallet's network, the accounts Latch shows for it (base58, joined: what a wallet
   * that changes account without an event is compared with) and its listeners' unsubscribe.
   */
  sessions: Map<string, { caipNetworkId: CaipNetworkId; addresses: string; off: () => void }>
}
