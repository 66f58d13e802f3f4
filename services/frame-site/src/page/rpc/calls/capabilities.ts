import { numberToHex } from 'viem'

/**
 * What the wallet can do with a batch on a chain (EIP-5792 `wallet_getCapabilities`): the key is
 * an EOA and sends one transaction per call, so atomic execution is `unsupported` on every chain;
 * it offers no other capability.
 */
export const CHAIN_CAPABILITIES = { atomic: { status: 'unsupported' } } as const

/** The capabilities of each chain asked about that the frame serves (by hex chain id). */
export function capabilitiesOf(chains: readonly number[], serves: (chainId: number) => boolean) {
  return Object.fromEntries(
    chains.filter(serves).map((chainId) => [numberToHex(chainId), CHAIN_CAPABILITIES]),
  )
}
