import type {
  CompiledTransactionMessage,
  CompiledTransactionMessageWithLifetime,
  Transaction,
} from '@solana/kit'
import type { AccountBalances } from './accountBalances'
import type { ExecutionReport } from './executionReport'
import type { LoadedAddresses } from './loadedAddresses'

/**
 * A transaction that landed in a block, with what `getTransaction` answers about it: the
 * transaction as sent, the accounts it touched and what it did to them.
 */
export interface LandedTransaction {
  signature: string
  slot: number
  /** Unix seconds of its block. */
  blockTime: number
  /** The signed transaction as it was sent: message bytes and signatures. */
  transaction: Transaction
  message: CompiledTransactionMessage & CompiledTransactionMessageWithLifetime
  /** Its account keys: the message's own, then those loaded from lookup tables. */
  accountKeys: string[]
  loadedAddresses: LoadedAddresses
  /** Lamports charged to the fee payer. */
  fee: bigint
  before: AccountBalances
  after: AccountBalances
  /** Error, logs, compute units, inner instructions. */
  report: ExecutionReport
}

/** A landed transaction before its block is known: what running it told. */
export type TransactionOutcome = Omit<LandedTransaction, 'signature' | 'slot' | 'blockTime'>
