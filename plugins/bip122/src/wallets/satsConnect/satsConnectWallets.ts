import type { Wallet } from '@wallet-standard/base'
import { walletChainOfCaip } from '../../adapter/walletChain'
import { BITCOIN_GENESIS_HASHES } from '../../networks/genesisHashes'
import { createBitcoinRequestWallet } from '../../requestWallet/createBitcoinRequestWallet'
import { type SatsConnectProvider, satsConnectTransport } from './satsConnectTransport'

/** A WBIP004 entry of `window.btc_providers`: where a sats-connect provider is, and its face. */
interface ProviderInfo {
  /** The provider's path on `window` (`XverseProviders.BitcoinProvider`). */
  id: string
  name: string
  icon: string
}

/** Providers read from the page: a wallet list, not a dump. */
const MAX_PROVIDERS = 20
const ICON = /^data:image\/(svg\+xml|webp|png|gif);base64,/
/** Before a connect says which, a sats-connect wallet may be on any Bitcoin network. */
const ALL_CHAINS = Object.values(BITCOIN_GENESIS_HASHES).flatMap((hash) =>
  walletChainOfCaip(`bip122:${hash.slice(0, 32)}`),
)

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null

/** The object at a dotted path of `root`, own properties only (never a prototype's). */
function at(root: unknown, path: string): unknown {
  let current = root
  for (const key of path.split('.')) {
    if (!isRecord(current) || !Object.hasOwn(current, key)) return undefined
    current = current[key]
  }
  return current
}

const isProviderInfo = (entry: unknown): entry is ProviderInfo =>
  isRecord(entry) &&
  typeof entry.id === 'string' &&
  entry.id.length <= 200 &&
  typeof entry.name === 'string' &&
  entry.name.length > 0 &&
  entry.name.length <= 100 &&
  typeof entry.icon === 'string' &&
  ICON.test(entry.icon)

/**
 * The page's sats-connect wallets (WBIP004's `window.btc_providers`, each provider at its `id`
 * path) as Wallet Standard Bitcoin wallets the adapter drives like any other: connect, BIP-322
 * messages and PSBTs through `satsConnectTransport`. Entries without a provider, a name or a
 * data-URI icon are skipped.
 */
export function satsConnectWallets(page: object): Wallet[] {
  const listed = (page as { btc_providers?: unknown }).btc_providers
  if (!Array.isArray(listed)) return []
  return listed
    .slice(0, MAX_PROVIDERS)
    .filter(isProviderInfo)
    .flatMap((info) => {
      const provider = at(page, info.id)
      if (typeof (provider as SatsConnectProvider | undefined)?.request !== 'function') return []
      return [
        createBitcoinRequestWallet({
          name: info.name,
          icon: info.icon as Wallet['icon'],
          chains: ALL_CHAINS,
          ...satsConnectTransport(provider as SatsConnectProvider),
        }),
      ]
    })
}
