/** A transaction the node's mempool refused, with the node's own reason (`bad-txns-inputs-spent`, …). */
export class TransactionRefusedError extends Error {
  constructor(
    readonly reason: string,
    /** Bitcoin Core's JSON-RPC code for it: -25 missing inputs, -26 refused, -27 already known. */
    readonly rpcCode: number,
  ) {
    super(`transaction refused: ${reason}`)
    this.name = 'TransactionRefusedError'
  }
}
