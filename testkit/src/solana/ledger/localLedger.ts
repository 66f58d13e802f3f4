import {
  address,
  type CompiledTransactionMessage,
  type CompiledTransactionMessageWithLifetime,
  type EncodedAccount,
  getBase58Decoder,
  getCompiledTransactionMessageDecoder,
  getSignatureFromTransaction,
  getTransactionDecoder,
  isFullySignedTransaction,
  lamports,
  type Transaction,
} from '@solana/kit'
import { FailedTransactionMetadata, LiteSVM } from 'litesvm'
import { balancesOf } from './accountBalances'
import { type ExecutionReport, reportExecution, reportRejection } from './executionReport'
import type { LandedTransaction, TransactionOutcome } from './landedTransaction'
import { loadedAddressesOf } from './loadedAddresses'
import { BLOCKHASH_VALID_BLOCKS, createRecentBlockhashes } from './recentBlockhashes'
import { type TransactionErrorJson, transactionErrorNamed } from './transactionError'
import { readComputeBudget, transactionFee } from './transactionFee'
import { createTransactionHistory, type SignatureQuery } from './transactionHistory'
import { TransactionRejected } from './transactionRejected'

/** Where a transaction landed; every block is final the moment it is made. */
export interface SignatureStatus {
  slot: number
  /** `null` when it succeeded. */
  err: TransactionErrorJson | null
}

/** A transaction (or airdrop) the ledger committed in a block of its own. */
export interface CommittedTransaction extends SignatureStatus {
  signature: string
}

export interface SimulateOptions {
  /** Verify signatures; off by default, as on real validators, so unsigned transactions simulate. */
  sigVerify?: boolean
  /** Run against the latest blockhash whatever the transaction's own (which may have expired). */
  replaceRecentBlockhash?: boolean
  /** Addresses whose state after the run the result should carry. */
  accounts?: readonly string[]
}

export interface Simulation {
  report: ExecutionReport
  /** The requested accounts after the run, in the order asked (`null`: no such account). */
  accounts?: (EncodedAccount | null)[]
  replacementBlockhash?: { blockhash: string; lastValidBlockHeight: number }
}

/**
 * A Solana ledger in process: litesvm runs the transactions; this adds what a cluster has around
 * it: one block per transaction, blockhashes that expire after 150 blocks, signature statuses,
 * fees and the news of each commit.
 */
export interface LocalLedger {
  /** The current slot, which is also the block height: no slot is ever skipped. */
  readonly slot: number
  latestBlockhash(): { blockhash: string; lastValidBlockHeight: number }
  isBlockhashValid(blockhash: string): boolean
  /**
   * Runs and commits a signed wire transaction, after a simulation unless `skipPreflight`;
   * resolves to its signature. Throws `TransactionRejected` for one that never lands.
   */
  sendTransaction(wire: Uint8Array, options?: { skipPreflight?: boolean }): string
  /**
   * Runs a wire transaction without committing anything. Throws `TransactionRejected` only for
   * malformed bytes or, when verifying them, bad signatures; a failing run is in the report.
   */
  simulateTransaction(wire: Uint8Array, options?: SimulateOptions): Simulation
  /** Credits lamports from litesvm's faucet in a transaction of its own; returns its signature. */
  airdrop(to: string, amount: bigint): string
  signatureStatus(signature: string): SignatureStatus | undefined
  /** A transaction sent with `sendTransaction` that landed (airdrops are not kept). */
  transaction(signature: string): LandedTransaction | undefined
  /** The landed transactions that named `address` among their account keys, newest first. */
  signaturesForAddress(address: string, query: SignatureQuery): LandedTransaction[]
  /** What a message would cost its fee payer, or `null` when its blockhash has expired. */
  feeForMessage(messageBytes: Uint8Array): bigint | null
  /** Compute unit price (micro-lamports) of the transaction in each of the last 150 slots. */
  recentPrioritizationFees(): { slot: number; prioritizationFee: number }[]
  getAccount(address: string): EncodedAccount | null
  /** Every account owned by `programAddress`. */
  getProgramAccounts(programAddress: string): EncodedAccount[]
  /** Writes an account as genesis would: no transaction, no block. */
  setAccount(account: EncodedAccount): void
  minimumBalanceForRentExemption(dataLength: number): bigint
  /** Makes `count` empty blocks, e.g. to let a blockhash expire. */
  advanceSlots(count: number): void
  /** Calls `listener` after each commit; returns the function that stops it. */
  onCommit(listener: (committed: CommittedTransaction) => void): () => void
}

/**
 * A fresh ledger at slot 0 with litesvm's standard programs (System, SPL Token, Token-2022,
 * Associated Token Account, Memo…).
 *
 * @example
 * const ledger = createLocalLedger()
 * const signature = ledger.airdrop(somePublicKey, 1_000_000_000n)
 * ledger.signatureStatus(signature) // { slot: 1, err: null }
 */
export function createLocalLedger(): LocalLedger {
  // The ledger checks blockhash ages itself: litesvm accepts only its very latest blockhash,
  // where a cluster accepts any of the last 150.
  const svm = new LiteSVM().withBlockhashCheck(false)
  const blockhashes = createRecentBlockhashes()
  const statuses = new Map<string, SignatureStatus>()
  const history = createTransactionHistory()
  const priorityFees = new Map<number, bigint>()
  const listeners = new Set<(committed: CommittedTransaction) => void>()
  const base58 = getBase58Decoder()
  let slot = 0

  const makeBlock = () => {
    const clock = svm.getClock()
    clock.slot = BigInt(slot)
    clock.unixTimestamp = BigInt(Math.floor(Date.now() / 1000))
    svm.setClock(clock)
    if (slot > 0) svm.expireBlockhash()
    blockhashes.add(svm.latestBlockhash(), slot)
    priorityFees.delete(slot - BLOCKHASH_VALID_BLOCKS)
  }
  makeBlock()

  /** Dates the current block now: a transaction runs, and is dated, when it is sent. */
  const stampBlockTime = () => {
    const clock = svm.getClock()
    clock.unixTimestamp = BigInt(Math.floor(Date.now() / 1000))
    svm.setClock(clock)
  }

  const commit = (
    signature: string,
    err: TransactionErrorJson | null,
    unitPrice: bigint,
    outcome?: TransactionOutcome,
  ) => {
    const status = { slot, err }
    statuses.set(signature, status)
    priorityFees.set(slot, unitPrice)
    if (outcome) {
      const blockTime = Number(svm.getClock().unixTimestamp)
      history.record({ signature, slot, blockTime, ...outcome })
    }
    slot += 1
    makeBlock()
    for (const listener of listeners) listener({ signature, ...status })
  }

  const getAccount = (wanted: string) => {
    const account = svm.getAccount(address(wanted))
    return account.exists ? account : null
  }

  const latestBlockhash = () => {
    const blockhash = svm.latestBlockhash()
    return { blockhash, lastValidBlockHeight: slot + BLOCKHASH_VALID_BLOCKS }
  }

  /** Runs `run` with litesvm's signature check set to `sigVerify`, then restores it. */
  const withSigverify = <T>(sigVerify: boolean, run: () => T): T => {
    svm.withSigverify(sigVerify)
    try {
      return run()
    } finally {
      svm.withSigverify(true)
    }
  }

  const rejectExpired = (message: CompiledTransactionMessageWithLifetime) => {
    if (!blockhashes.isValid(message.lifetimeToken, slot)) {
      return reportRejection(transactionErrorNamed('BlockhashNotFound'))
    }
    return undefined
  }

  return {
    get slot() {
      return slot
    },
    latestBlockhash,
    isBlockhashValid: (blockhash) => blockhashes.isValid(blockhash, slot),

    sendTransaction(wire, { skipPreflight = false } = {}) {
      const { transaction, message } = decodeWireTransaction(wire)
      if (!isFullySignedTransaction(transaction)) throw signatureRejection()
      const signature = getSignatureFromTransaction(transaction)
      // A resend of a transaction that landed: a cluster drops the copy and keeps the first.
      if (statuses.has(signature)) return signature
      const expired = rejectExpired(message)
      if (expired) throw new TransactionRejected('preflight', expired)
      stampBlockTime()
      const preflight = skipPreflight ? undefined : svm.simulateTransaction(transaction)
      if (preflight instanceof FailedTransactionMetadata)
        throw rejection(reportExecution(preflight))
      const loadedAddresses = loadedAddressesOf(message, getAccount)
      const accountKeys = [
        ...message.staticAccounts,
        ...loadedAddresses.writable,
        ...loadedAddresses.readonly,
      ]
      const before = balancesOf(accountKeys, getAccount)
      const report = reportExecution(svm.sendTransaction(transaction))
      // litesvm keeps the transactions that charged their fee payer; the others never land.
      if (report.err !== null && svm.getTransaction(signature) === null) throw rejection(report)
      commit(signature, report.err, readComputeBudget(message).unitPrice, {
        transaction,
        message,
        accountKeys,
        loadedAddresses,
        fee: transactionFee(message),
        before,
        after: balancesOf(accountKeys, getAccount),
        report,
      })
      return signature
    },

    simulateTransaction(wire, options = {}) {
      const { transaction, message } = decodeWireTransaction(wire)
      const sigVerify = options.sigVerify ?? false
      if (sigVerify && !isFullySignedTransaction(transaction)) throw signatureRejection()
      const expired = options.replaceRecentBlockhash ? undefined : rejectExpired(message)
      if (expired) return { report: expired }
      const result = withSigverify(sigVerify, () => svm.simulateTransaction(transaction))
      const simulation: Simulation = { report: reportExecution(result) }
      if (simulation.report.err === 'SignatureFailure') throw signatureRejection()
      if (options.accounts && !(result instanceof FailedTransactionMetadata)) {
        const after = new Map(result.postAccounts().map((account) => [account.address, account]))
        simulation.accounts = options.accounts.map(
          (wanted) => after.get(address(wanted)) ?? getAccount(wanted),
        )
      }
      if (options.replaceRecentBlockhash) simulation.replacementBlockhash = latestBlockhash()
      return simulation
    },

    airdrop(to, amount) {
      const result = svm.airdrop(address(to), lamports(amount))
      if (!result) throw new Error('airdrop failed: the faucet is not set up')
      if (result instanceof FailedTransactionMetadata) {
        throw new Error(`airdrop failed: ${reportExecution(result).message}`)
      }
      const signature = base58.decode(result.signature())
      commit(signature, null, 0n)
      return signature
    },

    signatureStatus: (signature) => statuses.get(signature),
    transaction: (signature) => history.get(signature),
    signaturesForAddress: (address, query) => history.forAddress(address, query),

    feeForMessage(messageBytes) {
      const message = getCompiledTransactionMessageDecoder().decode(messageBytes)
      if (!blockhashes.isValid(message.lifetimeToken, slot)) return null
      return transactionFee(message)
    },

    recentPrioritizationFees() {
      const first = Math.max(0, slot - BLOCKHASH_VALID_BLOCKS)
      return Array.from({ length: slot - first }, (_, index) => ({
        slot: first + index,
        prioritizationFee: Number(priorityFees.get(first + index) ?? 0n),
      }))
    },

    getAccount,
    getProgramAccounts: (programAddress) => svm.getProgramAccounts(address(programAddress)),
    setAccount: (account) => svm.setAccount(account),
    minimumBalanceForRentExemption: (dataLength) =>
      svm.minimumBalanceForRentExemption(BigInt(dataLength)),

    advanceSlots(count) {
      for (let index = 0; index < count; index += 1) {
        slot += 1
        makeBlock()
      }
    },

    onCommit(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

const signatureRejection = () =>
  new TransactionRejected('signature', reportRejection(transactionErrorNamed('SignatureFailure')))

/** A transaction that did not run or failed before charging anyone, by what went wrong. */
function rejection(report: ExecutionReport): TransactionRejected {
  return new TransactionRejected(
    report.err === 'SignatureFailure' ? 'signature' : 'preflight',
    report,
  )
}

/** The kit form of a wire transaction and its compiled message. */
function decodeWireTransaction(wire: Uint8Array): {
  transaction: Transaction
  message: CompiledTransactionMessage & CompiledTransactionMessageWithLifetime
} {
  try {
    const transaction = getTransactionDecoder().decode(wire)
    const message = getCompiledTransactionMessageDecoder().decode(transaction.messageBytes)
    return { transaction, message }
  } catch (error) {
    throw new TransactionRejected('malformed', {
      ...reportRejection(transactionErrorNamed('SanitizeFailure')),
      message: `failed to deserialize transaction: ${error instanceof Error ? error.message : error}`,
    })
  }
}
