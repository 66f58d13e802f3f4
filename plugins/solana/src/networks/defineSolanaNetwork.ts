import { type CaipNetworkId, isSolanaAddress, LatchError, type Network } from '@latch/core'
import { describeValue } from '@latch/core/plugin'

export interface DefineSolanaNetworkParameters {
  /**
   * The cluster's genesis hash (base58), whole or its first 32 characters: CAIP-2 takes the first
   * 32 (`solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp` is mainnet).
   */
  genesisHash: string
  name: string
  /** One URL, or several in fallback order. */
  rpcUrl: string | readonly string[]
  /** The WebSocket URL(s); default: web3.js derives it from the first RPC URL (port + 1). */
  wsUrl?: string | readonly string[]
  blockExplorer?: { name: string; url: string }
  /** Default false. */
  testnet?: boolean
  imageId?: string
  imageUrl?: string
}

const sol = { name: 'Solana', symbol: 'SOL', decimals: 9 }
const list = (value: string | readonly string[]) =>
  typeof value === 'string' ? [value] : [...value]

/**
 * A network for a Solana cluster Latch does not ship: a local validator, a private cluster.
 *
 * @example
 * const local = defineSolanaNetwork({ genesisHash: validator.genesisHash, name: 'Local Solana', rpcUrl: validator.rpcUrl })
 * createLatch({ projectId, networks: [solanaMainnet, local], plugins: [solana()] })
 */
export function defineSolanaNetwork(parameters: DefineSolanaNetworkParameters): Network {
  const { genesisHash, name, rpcUrl } = parameters ?? {}
  // A genesis hash is base58 like an address; CAIP-2 wants at least 32 characters of it.
  if (!isSolanaAddress(genesisHash)) {
    throw new LatchError('INVALID_CAIP2_NETWORK_ID', {
      details: `Not a Solana genesis hash: ${describeValue(genesisHash)}`,
    })
  }
  const reference = genesisHash.slice(0, 32)
  const urls = typeof rpcUrl === 'string' || Array.isArray(rpcUrl) ? list(rpcUrl) : []
  if (typeof name !== 'string' || urls.length === 0 || urls.some((u) => typeof u !== 'string')) {
    throw new LatchError('INVALID_OPTIONS', {
      details: 'defineSolanaNetwork: name is a string, rpcUrl a URL or a list of them',
    })
  }
  const assets = {
    ...(parameters.imageId ? { imageId: parameters.imageId } : {}),
    ...(parameters.imageUrl ? { imageUrl: parameters.imageUrl } : {}),
  }
  return {
    id: reference,
    name,
    caipNetworkId: `solana:${reference}` as CaipNetworkId,
    chainNamespace: 'solana',
    nativeCurrency: sol,
    rpcUrls: {
      default: {
        http: urls,
        ...(parameters.wsUrl ? { webSocket: list(parameters.wsUrl) } : {}),
      },
    },
    ...(parameters.blockExplorer ? { blockExplorers: { default: parameters.blockExplorer } } : {}),
    testnet: parameters.testnet ?? false,
    ...(Object.keys(assets).length > 0 ? { assets } : {}),
  }
}
