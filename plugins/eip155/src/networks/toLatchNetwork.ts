import type { Network } from '@latch/core'
import type { Chain } from 'viem'

/** What a viem chain does not say about a network: how Latch shows it. */
export interface LatchNetworkExtra {
  /** Id of the network's image on the Provider API (`/public/getAssetImage/{imageId}`). */
  imageId?: string
  /** A direct image URL, used instead of the image id (apps with their own chains). */
  imageUrl?: string
}

/**
 * A viem chain as a Latch network (spec §3): CAIP-2 id `eip155:<id>`, native currency, RPC URLs,
 * the default explorer, testnet flag and image.
 *
 * @example
 * import { base } from 'viem/chains'
 * const network = toLatchNetwork(base, { imageId: 'network-base' })
 * // network.caipNetworkId === 'eip155:8453'
 */
export function toLatchNetwork(chain: Chain, extra: LatchNetworkExtra = {}): Network {
  const explorer = chain.blockExplorers?.default
  const assets = {
    ...(extra.imageId ? { imageId: extra.imageId } : {}),
    ...(extra.imageUrl ? { imageUrl: extra.imageUrl } : {}),
  }
  return {
    id: chain.id,
    name: chain.name,
    caipNetworkId: `eip155:${chain.id}`,
    chainNamespace: 'eip155',
    nativeCurrency: { ...chain.nativeCurrency },
    rpcUrls: {
      default: {
        http: [...chain.rpcUrls.default.http],
        ...(chain.rpcUrls.default.webSocket
          ? { webSocket: [...chain.rpcUrls.default.webSocket] }
          : {}),
      },
    },
    ...(explorer
      ? { blockExplorers: { default: { name: explorer.name, url: explorer.url } } }
      : {}),
    testnet: chain.testnet ?? false,
    ...(Object.keys(assets).length > 0 ? { assets } : {}),
  }
}
