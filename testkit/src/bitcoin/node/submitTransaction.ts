import { checkTaprootSpends } from '../taproot/checkTaprootSpends'
import type { BcoinFullNode, BcoinTX, BcoinVerifyError } from './bcoinTypes'
import { TransactionRefusedError } from './transactionRefusedError'

function isVerifyError(error: unknown): error is BcoinVerifyError {
  return (error as { type?: unknown } | null)?.type === 'VerifyError'
}

/**
 * Hands a transaction to the node's mempool and throws its refusal. bcoin's `sendrawtransaction`
 * RPC returns the txid even when the mempool refuses (the reason is only logged), hence
 * `mempool.addTX`. Taproot inputs are checked first (`checkTaprootSpends`). A transaction spending unknown outputs would be kept by bcoin as an orphan;
 * Bitcoin Core refuses it, and so does this.
 */
export async function submitTransaction(node: BcoinFullNode, tx: BcoinTX): Promise<string> {
  await checkTaprootSpends(node, tx)
  let missing: string[] | null
  try {
    missing = await node.mempool.addTX(tx)
  } catch (error) {
    if (!isVerifyError(error)) throw error
    const rpcCode = error.code === 'alreadyknown' ? -27 : -26
    throw new TransactionRefusedError(error.reason, rpcCode)
  }
  if (missing && missing.length > 0) {
    node.mempool.removeOrphan(tx.hash('hex'))
    throw new TransactionRefusedError('bad-txns-inputs-missingorspent', -25)
  }
  return tx.txid()
}
