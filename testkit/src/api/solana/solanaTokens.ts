import { address } from '@solana/kit'
import { z } from 'zod'
import { type ConnectedSolanaCluster, type LocalApiSolanaMint, readCluster } from './solanaClusters'

/** The two SPL token programs, whose token accounts a Solana account may hold. */
const splTokenPrograms = [
  'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
  'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb',
] as const

/** What a `jsonParsed` token account tells of its balance. */
const parsedTokenAccount = z.object({
  parsed: z.object({
    info: z.object({
      mint: z.string(),
      tokenAmount: z.object({
        amount: z.string().regex(/^\d+$/),
        decimals: z.union([z.number(), z.bigint()]).transform(Number),
      }),
    }),
  }),
})

/** A token account an owner holds, and its balance. */
export interface OwnedTokenAccount {
  address: string
  mint: string
  amount: bigint
  decimals: number
}

/**
 * Every SPL Token and Token-2022 account `owner` holds, read with `getTokenAccountsByOwner`
 * (`jsonParsed`).
 *
 * @example
 * await ownedTokenAccounts(cluster, owner) // [{ address: '6CV1…', mint: '2s1V…', amount: 1000000000000n, decimals: 6 }]
 */
export async function ownedTokenAccounts(
  cluster: ConnectedSolanaCluster,
  owner: string,
): Promise<OwnedTokenAccount[]> {
  const answers = await Promise.all(
    splTokenPrograms.map((programId) =>
      readCluster(
        cluster,
        cluster.rpc.getTokenAccountsByOwner(
          address(owner),
          { programId: address(programId) },
          { encoding: 'jsonParsed' },
        ),
      ),
    ),
  )
  return answers
    .flatMap((answer) => answer.value)
    .flatMap(({ pubkey, account }) => {
      const parsed = parsedTokenAccount.safeParse(account.data)
      if (!parsed.success) return []
      const { mint, tokenAmount } = parsed.data.parsed.info
      return [
        {
          address: pubkey,
          mint,
          amount: BigInt(tokenAmount.amount),
          decimals: tokenAmount.decimals,
        },
      ]
    })
}

/**
 * Name and symbol of a mint: the named one's, or 'Unknown Token' (SPL mints hold no name on
 * chain, and no metadata program runs locally). The decimals are always the chain's.
 *
 * @example
 * mintMetadata(cluster, validator.mint.address, 6) // { address, name: 'Latch USD', symbol: 'LUSD', decimals: 6 }
 */
export function mintMetadata(
  cluster: ConnectedSolanaCluster,
  mint: string,
  decimals: number,
): LocalApiSolanaMint {
  const named = cluster.mints.get(mint)
  return {
    address: mint,
    name: named?.name ?? 'Unknown Token',
    symbol: named?.symbol ?? 'UNKNOWN',
    decimals,
  }
}
