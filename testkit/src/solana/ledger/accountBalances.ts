import type { EncodedAccount } from '@solana/kit'
import { readMint, readTokenAccount } from '../rpc/tokenAccounts'

/** A token account's balance among a transaction's accounts, as its metadata records it. */
export interface TokenBalance {
  /** Its position in the transaction's account keys. */
  accountIndex: number
  mint: string
  owner: string
  /** SPL Token or Token-2022. */
  programId: string
  amount: bigint
  decimals: number
}

/** What a transaction's metadata shows of its accounts at one moment (before or after it). */
export interface AccountBalances {
  /** Lamports of each account key, in order (0 for an account that does not exist). */
  lamports: bigint[]
  /** The keys that are token accounts of a known mint, in key order. */
  tokens: TokenBalance[]
}

/**
 * The lamports and token balances of `keys` as they stand, what agave collects around each
 * transaction for `preBalances`/`postBalances` and `preTokenBalances`/`postTokenBalances`.
 *
 * @example
 * const before = balancesOf(accountKeys, ledger.getAccount)
 * before.lamports // [1000000000000n, 0n, 1n]
 */
export function balancesOf(
  keys: readonly string[],
  getAccount: (address: string) => EncodedAccount | null,
): AccountBalances {
  const lamports: bigint[] = []
  const tokens: TokenBalance[] = []
  keys.forEach((key, accountIndex) => {
    const account = getAccount(key)
    lamports.push(account?.lamports ?? 0n)
    const token = readTokenAccount(account)
    const mint = token && readMint(getAccount(token.mint))
    if (!account || !token || !mint) return
    tokens.push({
      accountIndex,
      mint: token.mint,
      owner: token.owner,
      programId: account.programAddress,
      amount: token.amount,
      decimals: mint.decimals,
    })
  })
  return { lamports, tokens }
}
