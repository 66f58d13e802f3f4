import { getBase58Decoder } from '@solana/kit'
import {
  FailedTransactionMetadata,
  type SimulatedTransactionInfo,
  type TransactionMetadata,
} from 'litesvm'
import {
  describeTransactionError,
  type TransactionErrorDescription,
  type TransactionErrorJson,
} from './transactionError'

/** An instruction a program invoked, in the JSON-RPC form (`data` in base58). */
export interface InnerInstructionReport {
  programIdIndex: number
  accounts: number[]
  data: string
  stackHeight: number
}

/** What running a transaction did, in plain data: what RPC answers carry. */
export interface ExecutionReport {
  /** `null` when it succeeded. */
  err: TransactionErrorJson | null
  /** The error's one-line message, as agave prints it; absent on success. */
  message?: string
  logs: string[]
  unitsConsumed: number
  /** What the last program set with `set_return_data`, or `null`. */
  returnData: { programId: string; data: Uint8Array } | null
  /** Per top-level instruction that invoked others. */
  innerInstructions: { index: number; instructions: InnerInstructionReport[] }[]
}

/**
 * The report of a transaction litesvm ran or simulated, successful or not.
 *
 * @example
 * const report = reportExecution(svm.sendTransaction(transaction))
 * report.err // null, or e.g. { InstructionError: [0, { Custom: 1 }] }
 */
export function reportExecution(
  result: TransactionMetadata | FailedTransactionMetadata | SimulatedTransactionInfo,
): ExecutionReport {
  const failed = result instanceof FailedTransactionMetadata
  const meta = 'meta' in result ? result.meta() : result
  const error = failed ? describeTransactionError(result) : undefined
  const base58 = getBase58Decoder()
  const returned = meta.returnData()
  const returnedData = returned.data()
  return {
    err: error?.err ?? null,
    ...(error ? { message: error.message } : {}),
    logs: meta.logs(),
    unitsConsumed: Number(meta.computeUnitsConsumed()),
    returnData:
      returnedData.length > 0
        ? { programId: base58.decode(returned.programId()), data: returnedData }
        : null,
    innerInstructions: meta.innerInstructions().flatMap((instructions, index) =>
      instructions.length === 0
        ? []
        : [
            {
              index,
              instructions: instructions.map((inner) => {
                const compiled = inner.instruction()
                return {
                  programIdIndex: compiled.programIdIndex(),
                  accounts: [...compiled.accounts()],
                  data: base58.decode(compiled.data()),
                  stackHeight: inner.stackHeight(),
                }
              }),
            },
          ],
    ),
  }
}

/** A report of a transaction rejected before it ran (an expired blockhash…): no logs, no units. */
export function reportRejection(error: TransactionErrorDescription): ExecutionReport {
  return {
    err: error.err,
    message: error.message,
    logs: [],
    unitsConsumed: 0,
    returnData: null,
    innerInstructions: [],
  }
}
