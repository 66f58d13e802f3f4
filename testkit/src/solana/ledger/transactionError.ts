import type { FailedTransactionMetadata } from 'litesvm'
import {
  InstructionErrorBorshIo,
  InstructionErrorCustom,
  type InstructionErrorFieldless,
  TransactionErrorDuplicateInstruction,
  type TransactionErrorFieldless,
  TransactionErrorInstructionError,
  TransactionErrorInsufficientFundsForRent,
  TransactionErrorProgramExecutionTemporarilyRestricted,
} from 'litesvm/dist/internal.js'

/**
 * A transaction error as Solana's JSON-RPC spells it (serde's form of agave's `TransactionError`):
 * `"BlockhashNotFound"`, `{ InstructionError: [0, { Custom: 1 }] }`… web3.js and kit read this form.
 */
export type TransactionErrorJson = string | Record<string, unknown>

/** A failed transaction's error, with the one-line message agave gives it. */
export interface TransactionErrorDescription {
  err: TransactionErrorJson
  /** E.g. `Error processing Instruction 0: custom program error: 0x1`. */
  message: string
}

// litesvm gives error variants without data as numbers of `const enum`s, which exist only in its
// type declarations. These tables name them; `satisfies` makes tsc check every name and number
// against those declarations, so a litesvm upgrade that reorders them fails to compile.
const transactionErrorCodes = {
  AccountInUse: 0,
  AccountLoadedTwice: 1,
  AccountNotFound: 2,
  ProgramAccountNotFound: 3,
  InsufficientFundsForFee: 4,
  InvalidAccountForFee: 5,
  AlreadyProcessed: 6,
  BlockhashNotFound: 7,
  CallChainTooDeep: 8,
  MissingSignatureForFee: 9,
  InvalidAccountIndex: 10,
  SignatureFailure: 11,
  InvalidProgramForExecution: 12,
  SanitizeFailure: 13,
  ClusterMaintenance: 14,
  AccountBorrowOutstanding: 15,
  WouldExceedMaxBlockCostLimit: 16,
  UnsupportedVersion: 17,
  InvalidWritableAccount: 18,
  WouldExceedMaxAccountCostLimit: 19,
  WouldExceedAccountDataBlockLimit: 20,
  TooManyAccountLocks: 21,
  AddressLookupTableNotFound: 22,
  InvalidAddressLookupTableOwner: 23,
  InvalidAddressLookupTableData: 24,
  InvalidAddressLookupTableIndex: 25,
  InvalidRentPayingAccount: 26,
  WouldExceedMaxVoteCostLimit: 27,
  WouldExceedAccountDataTotalLimit: 28,
  MaxLoadedAccountsDataSizeExceeded: 29,
  ResanitizationNeeded: 30,
  InvalidLoadedAccountsDataSizeLimit: 31,
  UnbalancedTransaction: 32,
  ProgramCacheHitMaxLimit: 33,
  CommitCancelled: 34,
} as const satisfies {
  [Name in keyof typeof TransactionErrorFieldless]: (typeof TransactionErrorFieldless)[Name]
}

const instructionErrorCodes = {
  GenericError: 0,
  InvalidArgument: 1,
  InvalidInstructionData: 2,
  InvalidAccountData: 3,
  AccountDataTooSmall: 4,
  InsufficientFunds: 5,
  IncorrectProgramId: 6,
  MissingRequiredSignature: 7,
  AccountAlreadyInitialized: 8,
  UninitializedAccount: 9,
  UnbalancedInstruction: 10,
  ModifiedProgramId: 11,
  ExternalAccountLamportSpend: 12,
  ExternalAccountDataModified: 13,
  ReadonlyLamportChange: 14,
  ReadonlyDataModified: 15,
  DuplicateAccountIndex: 16,
  ExecutableModified: 17,
  RentEpochModified: 18,
  NotEnoughAccountKeys: 19,
  AccountDataSizeChanged: 20,
  AccountNotExecutable: 21,
  AccountBorrowFailed: 22,
  AccountBorrowOutstanding: 23,
  DuplicateAccountOutOfSync: 24,
  InvalidError: 25,
  ExecutableDataModified: 26,
  ExecutableLamportChange: 27,
  ExecutableAccountNotRentExempt: 28,
  UnsupportedProgramId: 29,
  CallDepth: 30,
  MissingAccount: 31,
  ReentrancyNotAllowed: 32,
  MaxSeedLengthExceeded: 33,
  InvalidSeeds: 34,
  InvalidRealloc: 35,
  ComputationalBudgetExceeded: 36,
  PrivilegeEscalation: 37,
  ProgramEnvironmentSetupFailure: 38,
  ProgramFailedToComplete: 39,
  ProgramFailedToCompile: 40,
  Immutable: 41,
  IncorrectAuthority: 42,
  AccountNotRentExempt: 43,
  InvalidAccountOwner: 44,
  ArithmeticOverflow: 45,
  UnsupportedSysvar: 46,
  IllegalOwner: 47,
  MaxAccountsDataAllocationsExceeded: 48,
  MaxAccountsExceeded: 49,
  MaxInstructionTraceLengthExceeded: 50,
  BuiltinProgramsMustConsumeComputeUnits: 51,
  BorshIoError: 52,
} as const satisfies {
  [Name in keyof typeof InstructionErrorFieldless]: (typeof InstructionErrorFieldless)[Name]
}

const nameByCode = (codes: Record<string, number>) =>
  new Map(Object.entries(codes).map(([name, code]) => [code, name]))
const transactionErrorNames = nameByCode(transactionErrorCodes)
const instructionErrorNames = nameByCode(instructionErrorCodes)

// agave's own wording for the errors a wallet meets most; the rest read as their names spaced out.
const transactionErrorMessages: Record<string, string> = {
  AccountNotFound: 'Attempt to debit an account but found no record of a prior credit.',
  AlreadyProcessed: 'This transaction has already been processed',
  BlockhashNotFound: 'Blockhash not found',
  InsufficientFundsForFee: 'Insufficient funds for fee',
  SignatureFailure: 'Transaction did not pass signature verification',
}

/** `InsufficientFundsForFee` → `insufficient funds for fee`. */
const spaced = (name: string) => name.replace(/(?<=[a-z0-9])(?=[A-Z])/g, ' ').toLowerCase()

/**
 * A transaction error by name, as the ledger raises errors of its own (an expired blockhash).
 *
 * @example
 * transactionErrorNamed('BlockhashNotFound') // { err: 'BlockhashNotFound', message: 'Blockhash not found' }
 */
export function transactionErrorNamed(
  name: keyof typeof transactionErrorCodes,
): TransactionErrorDescription {
  const sentence = spaced(name)
  return {
    err: name,
    message: transactionErrorMessages[name] ?? `${sentence[0]?.toUpperCase()}${sentence.slice(1)}`,
  }
}

/**
 * The error of a transaction litesvm failed, in JSON-RPC form.
 *
 * @example
 * describeTransactionError(failed)
 * // { err: { InstructionError: [0, { Custom: 1 }] },
 * //   message: 'Error processing Instruction 0: custom program error: 0x1' }
 */
export function describeTransactionError(
  failed: FailedTransactionMetadata,
): TransactionErrorDescription {
  const error = failed.err()
  if (typeof error === 'number') {
    const name = transactionErrorNames.get(error) ?? `TransactionError${error}`
    return transactionErrorNamed(name as keyof typeof transactionErrorCodes)
  }
  if (error instanceof TransactionErrorInstructionError) {
    const inner = error.err()
    const [json, text] = describeInstructionError(inner)
    return {
      err: { InstructionError: [error.index, json] },
      message: `Error processing Instruction ${error.index}: ${text}`,
    }
  }
  if (error instanceof TransactionErrorDuplicateInstruction) {
    return {
      err: { DuplicateInstruction: error.index },
      message: `Transaction contains a duplicate instruction (${error.index}) that is not allowed`,
    }
  }
  if (error instanceof TransactionErrorInsufficientFundsForRent) {
    return {
      err: { InsufficientFundsForRent: { account_index: error.accountIndex } },
      message: `Transaction results in an account (${error.accountIndex}) with insufficient funds for rent`,
    }
  }
  if (error instanceof TransactionErrorProgramExecutionTemporarilyRestricted) {
    return {
      err: { ProgramExecutionTemporarilyRestricted: { account_index: error.accountIndex } },
      message: `Execution of the program referenced by account at index ${error.accountIndex} is temporarily restricted.`,
    }
  }
  return { err: String(error), message: String(error) }
}

function describeInstructionError(
  error: ReturnType<TransactionErrorInstructionError['err']>,
): [json: TransactionErrorJson, text: string] {
  if (typeof error === 'number') {
    const name = instructionErrorNames.get(error) ?? `InstructionError${error}`
    return [name, spaced(name)]
  }
  if (error instanceof InstructionErrorCustom) {
    return [{ Custom: error.code }, `custom program error: 0x${error.code.toString(16)}`]
  }
  if (error instanceof InstructionErrorBorshIo) {
    return [
      { BorshIoError: error.msg },
      `Failed to serialize or deserialize account data: ${error.msg}`,
    ]
  }
  return [String(error), String(error)]
}
