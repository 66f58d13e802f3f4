import type { Network } from '@latch/core'
import type { IdentifierString } from '@wallet-standard/base'
import { BITCOIN_GENESIS_HASHES } from '../networks/genesisHashes'

const chainNames = Object.entries(BITCOIN_GENESIS_HASHES).map(
  ([name, hash]) => [`bip122:${hash.slice(0, 32)}`, `bitcoin:${name}`] as const,
)

/**
 * The Wallet Standard's name of a network's chain (`bitcoin:mainnet`, `bitcoin:testnet`,
 * `bitcoin:signet`, `bitcoin:regtest`); a custom chain is named by its CAIP-2 reference.
 */
export function walletChainOf(network: Network): IdentifierString {
  const known = chainNames.find(([caip]) => caip === network.caipNetworkId)
  return (known?.[1] ?? `bitcoin:${network.id}`) as IdentifierString
}

/**
 * The Wallet Standard chains a CAIP-2 chain is named by, for a wallet that knows chains by CAIP-2
 * (a relay session): its name when it is a known chain, and the CAIP-2 id itself, which the
 * adapter also accepts (a custom chain has no standard name).
 */
export function walletChainOfCaip(caipNetworkId: string): IdentifierString[] {
  const known = chainNames.find(([caip]) => caip === caipNetworkId)
  return [...(known ? [known[1]] : []), caipNetworkId as IdentifierString]
}
