import { type Clock, LatchError, type Network, sleep } from '@latch/core'
import { fetchTxStatus } from '../esplora/esploraClient'

export interface WaitForConfirmationOptions {
  clock: Clock
  /** How often the API is asked. Default 2,000 ms. */
  intervalMs?: number
  /** When to give up. Default 30 minutes (three blocks' time on mainnet). */
  timeoutMs?: number
}

/**
 * Waits until the transaction is in a block (Esplora's `/tx/:txid/status`), asking every
 * `intervalMs` on `clock`; resolves with its block height. Fails with TRANSACTION_REJECTED after
 * `timeoutMs`, or at once when the API does not know the transaction (it was never accepted or
 * was dropped).
 */
export async function waitForConfirmation(
  network: Network,
  txid: string,
  { clock, intervalMs = 2_000, timeoutMs = 30 * 60_000 }: WaitForConfirmationOptions,
): Promise<{ blockHeight: number }> {
  for (let waited = 0; ; waited += intervalMs) {
    const status = await fetchTxStatus(network, txid)
    if (!status) {
      throw new LatchError('TRANSACTION_REJECTED', { details: `${txid} is unknown to the network` })
    }
    if (status.confirmed) return { blockHeight: status.block_height ?? 0 }
    if (waited >= timeoutMs) {
      throw new LatchError('TRANSACTION_REJECTED', {
        details: `${txid} not confirmed after ${timeoutMs} ms`,
      })
    }
    await sleep(clock, intervalMs)
  }
}
