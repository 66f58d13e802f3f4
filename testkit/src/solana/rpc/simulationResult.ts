import { getBase64Decoder } from '@solana/kit'
import type { ExecutionReport } from '../ledger/executionReport'
import type { UiAccount } from './encodeAccount'

/** Extras a simulation answer carries when asked for them. */
export interface SimulationExtras {
  accounts?: (UiAccount | null)[] | null
  innerInstructions?: boolean
  replacementBlockhash?: { blockhash: string; lastValidBlockHeight: number }
}

/**
 * The value of a `simulateTransaction` answer, also the `data` of a failed preflight
 * (agave's `RpcSimulateTransactionResult`).
 *
 * @example
 * simulationResult(report) // { err: null, logs: [...], unitsConsumed: 150, returnData: null, … }
 */
export function simulationResult(report: ExecutionReport, extras: SimulationExtras = {}) {
  return {
    err: report.err,
    logs: report.logs,
    accounts: extras.accounts ?? null,
    unitsConsumed: report.unitsConsumed,
    returnData: report.returnData && {
      programId: report.returnData.programId,
      data: [getBase64Decoder().decode(report.returnData.data), 'base64'],
    },
    innerInstructions: extras.innerInstructions ? report.innerInstructions : null,
    replacementBlockhash: extras.replacementBlockhash ?? null,
  }
}
