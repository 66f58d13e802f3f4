import { createSolanaRpc, isAddress, type Rpc, type SolanaRpcApi } from '@solana/kit'
import { z } from 'zod'
import { HttpError } from '../http'
import { solanaCaip2 } from '../query'

/** An SPL mint the server names in balances and history. */
export interface LocalApiSolanaMint {
  /** Base58 mint address. */
  address: string
  symbol: string
  name: string
  decimals: number
}

/**
 * A local Solana cluster the server reads balances and history from. A `SolanaValidator` from
 * `startSolanaValidator()` fits as is (its `mint` is named).
 */
export interface LocalApiSolanaCluster {
  /** CAIP-2: `solana:` and the first 32 characters of the genesis hash. */
  chainId: string
  /** JSON-RPC over HTTP. */
  rpcUrl: string
  /** A mint to name, e.g. the validator's test mint. */
  mint?: LocalApiSolanaMint
  /** More mints to name. Tokens of other mints are listed as 'Unknown Token'. */
  mints?: LocalApiSolanaMint[]
}

export interface ConnectedSolanaCluster {
  /** CAIP-2 id, e.g. `solana:9ZCKN5vFBL7Spj7dN5x35SWou4CZLDeh`. */
  caipId: string
  rpcUrl: string
  rpc: Rpc<SolanaRpcApi>
  nativeCurrency: { name: string; symbol: string; decimals: number }
  /** The named mints, by address. */
  mints: Map<string, LocalApiSolanaMint>
}

const mintSchema = z.object({
  address: z.string().refine(isAddress, 'Expected a base58 mint address'),
  symbol: z.string().min(1),
  name: z.string().min(1),
  decimals: z.number().int().min(0).max(255),
})

const clusterSchema = z.object({
  chainId: solanaCaip2,
  rpcUrl: z.url(),
  mint: mintSchema.optional(),
  mints: z.array(mintSchema).default([]),
})

/** What a Solana account holds natively: SOL, in lamports (9 decimals). */
const solanaNativeCurrency = { name: 'Solana', symbol: 'SOL', decimals: 9 }

export type SolanaRegistry = ReturnType<typeof createSolanaRegistry>

/**
 * The Solana clusters a server reads, by CAIP-2 id; options that do not describe one throw.
 *
 * @example
 * const solana = createSolanaRegistry([validator])
 * solana.require('solana:9ZCKN5vFBL7Spj7dN5x35SWou4CZLDeh', 'Balance').rpcUrl // validator.rpcUrl
 */
export function createSolanaRegistry(clusters: readonly LocalApiSolanaCluster[]) {
  const byId = new Map<string, ConnectedSolanaCluster>()
  for (const cluster of clusters) {
    const parsed = clusterSchema.safeParse(cluster)
    if (!parsed.success) {
      throw new Error(`invalid startLocalApi solana cluster: ${z.prettifyError(parsed.error)}`)
    }
    const { chainId, rpcUrl, mint, mints } = parsed.data
    byId.set(chainId, {
      caipId: chainId,
      rpcUrl,
      rpc: createSolanaRpc(rpcUrl),
      nativeCurrency: solanaNativeCurrency,
      mints: new Map([...(mint ? [mint] : []), ...mints].map((known) => [known.address, known])),
    })
  }

  return {
    all(): ConnectedSolanaCluster[] {
      return [...byId.values()]
    },
    find(chainId: string): ConnectedSolanaCluster | undefined {
      return byId.get(chainId)
    },
    /** Like `find`, but a cluster that is not served is a 400 in the wording of the EVM path. */
    require(chainId: string, what: string): ConnectedSolanaCluster {
      const cluster = byId.get(chainId)
      if (!cluster) throw new HttpError(400, `Network not supported for ${what}`)
      return cluster
    },
  }
}

/**
 * Sends a JSON-RPC request to a cluster; a failure (the validator is down or refused) is a 502
 * that says which cluster, as the EVM path answers a failed chain read.
 *
 * @example
 * const { value } = await readCluster(cluster, cluster.rpc.getBalance(owner))
 */
export async function readCluster<T>(
  cluster: ConnectedSolanaCluster,
  request: { send(): Promise<T> },
): Promise<T> {
  try {
    return await request.send()
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    throw new HttpError(502, 'Chain request failed', [`${cluster.caipId}: ${message}`])
  }
}
