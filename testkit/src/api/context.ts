import type { AnalyticsRecorder } from './analytics'
import type { CatalogueWallet } from './catalogue'
import type { ChainRegistry } from './chains'
import type { RemoteFeature } from './fixtures'
import type { HistoryIndex } from './history'
import type { NameRegistry } from './names'
import type { PriceBook } from './prices'
import type { SolanaRegistry } from './solana/solanaClusters'

/** What the routes share: built once per server by `startLocalApi`. */
export interface ServerContext {
  /** Base URL of this server (known once it listens), used in icon and checkout URLs. */
  baseUrl(): string
  seed: string
  catalogue: CatalogueWallet[]
  chains: ChainRegistry
  /** Local Solana clusters (balances and history of Solana accounts). */
  solana: SolanaRegistry
  prices: PriceBook
  analytics: AnalyticsRecorder
  names: NameRegistry
  history: HistoryIndex
  settings: {
    allowedOrigins: string[]
    analyticsEnabled: boolean
    unverifiedProjectIds: Set<string>
    remoteFeatures: RemoteFeature[]
    historyPageSize: number
    /** NFTs per page of the NFTs route. */
    nftPageSize: number
    /** The local stand-in for a swap router: the spender of approvals, receiver of swaps. */
    swapRouter: `0x${string}`
  }
}

/** URL of a generated icon served by this server without a project id, like a CDN URL. */
export function iconUrl(context: ServerContext, name: string): string {
  return `${context.baseUrl()}/icons/${encodeURIComponent(name.toLowerCase())}.png`
}
