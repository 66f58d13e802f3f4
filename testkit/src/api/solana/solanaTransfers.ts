import { z } from 'zod'
import type { ParsedSolanaInstruction, ParsedSolanaTransaction } from './parsedSolanaTransaction'

/** Something moved from one wallet to another: SOL, or a token of `mint`. */
export interface SolanaTransfer {
  /** Undefined for SOL. */
  mint?: string
  decimals: number
  /** Wallets: a token account stands for its owner. */
  from: string
  to: string
  /** Base units (lamports for SOL). */
  amount: bigint
}

const baseUnits = z.union([z.number(), z.bigint(), z.string().regex(/^\d+$/)]).transform(BigInt)

const systemTransfer = z.object({
  type: z.literal('transfer'),
  info: z.object({ source: z.string(), destination: z.string(), lamports: baseUnits }),
})

const tokenTransfer = z.object({
  type: z.literal('transfer'),
  info: z.object({ source: z.string(), destination: z.string(), amount: baseUnits }),
})

const tokenTransferChecked = z.object({
  type: z.literal('transferChecked'),
  info: z.object({
    source: z.string(),
    destination: z.string(),
    mint: z.string(),
    tokenAmount: z.object({
      amount: baseUnits,
      decimals: z.union([z.number(), z.bigint()]).transform(Number),
    }),
  }),
})

const SOL_DECIMALS = 9

/** Top-level instructions, each followed by those it invoked: the order they ran in. */
function instructionsInOrder(transaction: ParsedSolanaTransaction): ParsedSolanaInstruction[] {
  const inner = transaction.meta?.innerInstructions ?? []
  return transaction.transaction.message.instructions.flatMap((instruction, index) => [
    instruction,
    ...inner.filter((group) => group.index === index).flatMap((group) => group.instructions),
  ])
}

type TokenAccounts = Map<string, { owner?: string; mint: string; decimals: number }>

/** Owner, mint and decimals of each token account the transaction held, by address. */
function tokenAccounts(transaction: ParsedSolanaTransaction): TokenAccounts {
  const keys = transaction.transaction.message.accountKeys
  const accounts: TokenAccounts = new Map()
  const { preTokenBalances, postTokenBalances } = transaction.meta ?? {}
  for (const balance of [...(preTokenBalances ?? []), ...(postTokenBalances ?? [])]) {
    const key = keys[balance.accountIndex]?.pubkey
    if (!key) continue
    accounts.set(key, {
      ...(balance.owner ? { owner: balance.owner } : {}),
      mint: balance.mint,
      decimals: balance.uiTokenAmount.decimals,
    })
  }
  return accounts
}

/** An SPL Token `transferChecked` or `transfer`; the latter names no mint: its source holds one. */
function tokenTransferOf(parsed: unknown, accounts: TokenAccounts): SolanaTransfer | undefined {
  const ownerOf = (tokenAccount: string) => accounts.get(tokenAccount)?.owner ?? tokenAccount
  const checked = tokenTransferChecked.safeParse(parsed)
  if (checked.success) {
    const { source, destination, mint, tokenAmount } = checked.data.info
    return {
      mint,
      decimals: tokenAmount.decimals,
      from: ownerOf(source),
      to: ownerOf(destination),
      amount: tokenAmount.amount,
    }
  }
  const unchecked = tokenTransfer.safeParse(parsed)
  const source = unchecked.success ? accounts.get(unchecked.data.info.source) : undefined
  if (!unchecked.success || !source) return undefined
  const { info } = unchecked.data
  return {
    mint: source.mint,
    decimals: source.decimals,
    from: ownerOf(info.source),
    to: ownerOf(info.destination),
    amount: info.amount,
  }
}

/**
 * What a transaction moved, read from its parsed System `transfer` and SPL Token `transfer` /
 * `transferChecked` instructions, its own and those programs invoked (a swap's legs, say).
 * Token accounts are replaced by their owners, from the token balances the answer carries.
 *
 * @example
 * solanaTransfers(parsed) // [{ from: alice, to: bob, amount: 1000000000n, decimals: 9 }]
 */
export function solanaTransfers(transaction: ParsedSolanaTransaction): SolanaTransfer[] {
  const accounts = tokenAccounts(transaction)
  const transfers: SolanaTransfer[] = []
  for (const instruction of instructionsInOrder(transaction)) {
    if (instruction.program === 'system') {
      const parsed = systemTransfer.safeParse(instruction.parsed)
      if (!parsed.success) continue
      const { source, destination, lamports } = parsed.data.info
      transfers.push({ from: source, to: destination, amount: lamports, decimals: SOL_DECIMALS })
    } else if (instruction.program === 'spl-token') {
      const transfer = tokenTransferOf(instruction.parsed, accounts)
      if (transfer) transfers.push(transfer)
    }
  }
  return transfers
}
