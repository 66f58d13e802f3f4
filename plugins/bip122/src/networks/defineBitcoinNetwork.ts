import { type CaipNetworkId, LatchError, type Network } from '@latch/core'
import { describeValue } from '@latch/core/plugin'

export interface DefineBitcoinNetworkParameters {
  /**
   * The chain's genesis block hash (64 hex digits, as block explorers show it), whole or its
   * first 32: CAIP-2 takes the first 32 (`bip122:000000000019d6689c085ae165831e93` is mainnet).
   */
  genesisHash: string
  name: string
  /** The chain's Esplora HTTP API: one URL, or several in fallback order. */
  esploraUrl: string | readonly string[]
  blockExplorer?: { name: string; url: string }
  /** Default false. */
  testnet?: boolean
  imageId?: string
  imageUrl?: string
}

const btc = { name: 'Bitcoin', symbol: 'BTC', decimals: 8 }
const GENESIS_HASH = /^[0-9a-f]{32}([0-9a-f]{32})?$/

/**
 * A network for a Bitcoin chain Latch does not ship (a local regtest chain, a custom signet).
 * Its CAIP-2 id is `bip122:` and the first 32 hex digits of its genesis hash.
 *
 * @example
 * const local = defineBitcoinNetwork({ genesisHash: BITCOIN_REGTEST_GENESIS_HASH, name: 'Bitcoin Regtest', esploraUrl: chain.url, testnet: true })
 */
export function defineBitcoinNetwork(parameters: DefineBitcoinNetworkParameters): Network {
  const { genesisHash, name, esploraUrl } = parameters ?? {}
  if (typeof genesisHash !== 'string' || !GENESIS_HASH.test(genesisHash)) {
    throw new LatchError('INVALID_CAIP2_NETWORK_ID', {
      details: `Not a Bitcoin genesis hash (32 or 64 lower-case hex digits): ${describeValue(genesisHash)}`,
    })
  }
  const urls = typeof esploraUrl === 'string' ? [esploraUrl] : esploraUrl
  if (
    typeof name !== 'string' ||
    name.length === 0 ||
    !Array.isArray(urls) ||
    urls.length === 0 ||
    urls.some((url) => typeof url !== 'string')
  ) {
    throw new LatchError('INVALID_OPTIONS', {
      details: 'defineBitcoinNetwork: name is a string, esploraUrl a URL or a list of them',
    })
  }
  const reference = genesisHash.slice(0, 32)
  const assets = {
    ...(parameters.imageId ? { imageId: parameters.imageId } : {}),
    ...(parameters.imageUrl ? { imageUrl: parameters.imageUrl } : {}),
  }
  return {
    id: reference,
    name,
    caipNetworkId: `bip122:${reference}` as CaipNetworkId,
    chainNamespace: 'bip122',
    nativeCurrency: btc,
    rpcUrls: { default: { http: [...urls] } },
    ...(parameters.blockExplorer ? { blockExplorers: { default: parameters.blockExplorer } } : {}),
    testnet: parameters.testnet ?? false,
    ...(Object.keys(assets).length > 0 ? { assets } : {}),
  }
}
