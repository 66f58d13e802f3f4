import type { ExecutionReport } from './executionReport'

/**
 * Why a transaction never landed: its bytes are no transaction (`malformed`), a signature is
 * missing or wrong (`signature`), or it would fail before charging anyone (`preflight`: a failing
 * simulation, an expired blockhash, a fee payer who cannot pay).
 */
export type RejectionReason = 'malformed' | 'signature' | 'preflight'

/**
 * Thrown by the ledger for a transaction it did not commit; `report` says what running it showed.
 *
 * @example
 * try { ledger.sendTransaction(bytes) } catch (error) {
 *   if (error instanceof TransactionRejected) console.log(error.reason, error.report.logs)
 * }
 */
export class TransactionRejected extends Error {
  override readonly name = 'TransactionRejected'
  constructor(
    readonly reason: RejectionReason,
    readonly report: ExecutionReport,
  ) {
    super(report.message ?? reason)
  }
}
