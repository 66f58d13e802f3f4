import {
  type Address,
  type Chain,
  createPublicClient,
  defineChain,
  erc20Abi,
  getAddress,
  http,
  isAddress,
  type PublicClient,
  type Transport,
} from 'viem'
import { HttpError } from './http'

/** A local EVM chain the server reads from; `DevnetChain` from `startDevnet()` fits as is. */
export interface LocalApiChain {
  chainId: number
  rpcUrl: string
  token: LocalApiToken
  /** Defaults to Ether (ETH, 18 decimals), what anvil mints to its dev accounts. */
  nativeCurrency?: { name: string; symbol: string; decimals: number }
  /**
   * ERC-721 collections the server knows (a devnet's `nfts`): those with `spam` are flagged
   * `is_spam`. Any other ERC-721 whose Transfer logs it reads is listed too, as not spam.
   */
  nfts?: readonly LocalApiNftCollection[]
}

export interface LocalApiNftCollection {
  address: `0x${string}`
  spam?: boolean
}

export interface LocalApiToken {
  address: `0x${string}`
  symbol: string
  name: string
  decimals: number
}

/** The address the Data API uses for a chain's native currency in CAIP-10 token ids. */
export const nativeTokenAddress = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

export interface ConnectedChain {
  chainId: number
  /** CAIP-2 id, e.g. `eip155:31337`. */
  caipId: string
  rpcUrl: string
  token: LocalApiToken
  nativeCurrency: { name: string; symbol: string; decimals: number }
  /** Checksummed addresses of the ERC-721 collections the Data API flags as spam. */
  spamCollections: ReadonlySet<Address>
  client: PublicClient<Transport, Chain>
}

export type ChainRegistry = ReturnType<typeof createChainRegistry>

export function createChainRegistry(chains: LocalApiChain[]) {
  const byId = new Map<number, ConnectedChain>()
  for (const chain of chains) {
    const nativeCurrency = chain.nativeCurrency ?? { name: 'Ether', symbol: 'ETH', decimals: 18 }
    const definition = defineChain({
      id: chain.chainId,
      name: `Local ${chain.chainId}`,
      nativeCurrency,
      rpcUrls: { default: { http: [chain.rpcUrl] } },
    })
    byId.set(chain.chainId, {
      chainId: chain.chainId,
      caipId: `eip155:${chain.chainId}`,
      rpcUrl: chain.rpcUrl,
      token: { ...chain.token, address: getAddress(chain.token.address) },
      nativeCurrency,
      spamCollections: new Set(
        (chain.nfts ?? []).flatMap((nft) => (nft.spam ? [getAddress(nft.address)] : [])),
      ),
      // A local node answers at once; retries would only hide a node that died during a test.
      client: createPublicClient({
        chain: definition,
        transport: http(chain.rpcUrl, { retryCount: 0 }),
      }),
    })
  }

  return {
    all(): ConnectedChain[] {
      return [...byId.values()]
    },
    /** Looks a chain up by CAIP-2 id (`eip155:31337`) or bare number; undefined if not local. */
    find(chainId: string | number): ConnectedChain | undefined {
      if (typeof chainId === 'number') return byId.get(chainId)
      const match = /^(?:eip155:)?(\d+)$/.exec(chainId)
      return match ? byId.get(Number(match[1])) : undefined
    },
    /** Like `find`, but a chain that is not served is a 400 with the spec's wording. */
    require(chainId: string, what: string): ConnectedChain {
      const chain = this.find(chainId)
      if (!chain) throw new HttpError(400, `Network not supported for ${what}`)
      return chain
    },
  }
}

export interface TokenRef {
  chain: ConnectedChain
  /** The ERC20 contract, or undefined for the native currency. */
  contract: Address | undefined
  symbol: string
  name: string
  decimals: number
}

/** Resolves a CAIP-10 token id (`eip155:31337:0x…`) on a local chain to what it names. */
export function resolveLocalToken(registry: ChainRegistry, caip10: string): TokenRef | undefined {
  const parsed = parseCaip10(caip10)
  if (!parsed) return undefined
  const chain = registry.find(parsed.chainId)
  if (!chain) return undefined
  if (parsed.address.toLowerCase() === nativeTokenAddress) {
    return { chain, contract: undefined, ...chain.nativeCurrency }
  }
  if (parsed.address.toLowerCase() === chain.token.address.toLowerCase()) {
    return { chain, contract: chain.token.address, ...chain.token }
  }
  return undefined
}

/** Splits `eip155:1:0xabc…` into its chain and address; undefined if it is not EVM CAIP-10. */
export function parseCaip10(value: string): { chainId: string; address: Address } | undefined {
  const parts = value.split(':')
  if (parts.length !== 3 || parts[0] !== 'eip155' || !isAddress(parts[2]!, { strict: false })) {
    return undefined
  }
  return { chainId: `eip155:${parts[1]}`, address: getAddress(parts[2]!) }
}

/** Accepts a bare EVM address or a CAIP-10 account and returns the checksummed address. */
export function parseAccount(value: string): Address {
  if (isAddress(value, { strict: false })) return getAddress(value)
  const parsed = parseCaip10(value)
  if (parsed) return parsed.address
  throw new HttpError(400, 'Invalid address', [`Not an EVM address or CAIP-10 account: ${value}`])
}

export async function readTokenBalance(chain: ConnectedChain, owner: Address): Promise<bigint> {
  return chain.client.readContract({
    address: chain.token.address,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [owner],
  })
}
