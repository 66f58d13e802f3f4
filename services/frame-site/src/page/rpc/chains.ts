/** An EVM chain id from a CAIP-2 id (`eip155:1`), a number, or undefined for another namespace. */
export function evmChainOf(chainId: string | number | undefined): number | undefined {
  if (typeof chainId === 'number')
    return Number.isSafeInteger(chainId) && chainId > 0 ? chainId : undefined
  const match = /^eip155:([1-9]\d{0,15})$/.exec(chainId ?? '')
  return match ? Number(match[1]) : undefined
}

export const isSolanaChain = (chainId: string | number | undefined): chainId is string =>
  typeof chainId === 'string' && /^solana:[1-9A-HJ-NP-Za-km-z]{1,44}$/.test(chainId)
