import { createHash } from 'node:crypto'
import { getBase58Decoder } from '@solana/kit'

/** The cluster a validator stands for unless told otherwise. */
export const DEFAULT_SOLANA_CLUSTER = 'localnet'

/**
 * The genesis hash of a local cluster: the SHA-256 of `latch:solana:<cluster>`, so it is stable
 * across starts, differs between clusters, and cannot be mistaken for mainnet's (`5eykt4Us…`),
 * devnet's (`EtWTRABZ…`) or testnet's (`4uhcVJyU…`).
 *
 * @example
 * solanaGenesisHash('localnet') // '9ZCKN5vFBL7Spj7dN5x35SWou4CZLDehii8Tmeser2KR'
 */
export function solanaGenesisHash(cluster: string): string {
  return getBase58Decoder().decode(createHash('sha256').update(`latch:solana:${cluster}`).digest())
}

/**
 * The CAIP-2 chain id of a Solana cluster: `solana:` and the first 32 characters of its genesis hash.
 *
 * @example
 * solanaCaip2ChainId('5eykt4UsFv8P8NJdTREpY1vzqKqZKvdpKuc147dw2N9d') // 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
 */
export function solanaCaip2ChainId(genesisHash: string): `solana:${string}` {
  return `solana:${genesisHash.slice(0, 32)}`
}
