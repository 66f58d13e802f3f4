import { getAddress } from 'viem'
import { type ConnectedChain, nativeTokenAddress, parseCaip10, resolveLocalToken } from './chains'
import type { ServerContext } from './context'
import { tokensFixture } from './fixtures'

/** A token the server knows, on a local chain (readable) or from the fixture's token lists. */
export interface KnownToken {
  /** CAIP-10 id (`eip155:31337:0x…`); native currencies use the 0xeeee… address. */
  caip10: string
  name: string
  symbol: string
  decimals: number
  eip2612: boolean
  /** Present for tokens on a local chain, which can be read and transacted. */
  local?: { chain: ConnectedChain; contract: `0x${string}` | undefined }
}

/** The tokens a chain offers for swaps: a local chain's native currency and ERC20, or the list. */
export function tokensOfChain(context: ServerContext, caip2: string): KnownToken[] {
  const chain = context.chains.find(caip2)
  if (chain) {
    return [
      {
        caip10: `${chain.caipId}:${nativeTokenAddress}`,
        ...chain.nativeCurrency,
        eip2612: false,
        local: { chain, contract: undefined },
      },
      {
        caip10: `${chain.caipId}:${chain.token.address}`,
        ...chain.token,
        eip2612: false,
        local: { chain, contract: chain.token.address },
      },
    ]
  }
  return (tokensFixture.chains[caip2] ?? []).map((token) => ({
    caip10: `${caip2}:${getAddress(token.address)}`,
    name: token.name,
    symbol: token.symbol,
    decimals: token.decimals,
    eip2612: token.eip2612,
  }))
}

export function findToken(context: ServerContext, caip10: string): KnownToken | undefined {
  const parsed = parseCaip10(caip10)
  if (!parsed) return undefined
  const local = resolveLocalToken(context.chains, caip10)
  if (local) {
    return {
      caip10: `${local.chain.caipId}:${local.contract ?? nativeTokenAddress}`,
      name: local.name,
      symbol: local.symbol,
      decimals: local.decimals,
      eip2612: false,
      local: { chain: local.chain, contract: local.contract },
    }
  }
  return tokensOfChain(context, parsed.chainId).find(
    (token) => token.caip10.toLowerCase() === caip10.toLowerCase(),
  )
}
