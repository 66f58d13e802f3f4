import { type Hash, numberToHex } from 'viem'
import * as z from 'zod/mini'
import { FrameError } from '../../errors'
import type { Batch } from './batches'

/** EIP-5792's status codes this wallet answers. */
export const CALLS_STATUS = {
  /** Received; not all of its transactions are in a block yet. */
  pending: 100,
  /** Nothing of it reached the chain (its only send was never taken), and nothing will. */
  notIncluded: 400,
  /** Every call is in a block, none reverted. */
  confirmed: 200,
  /** Every transaction sent reverted: only their gas was spent. */
  reverted: 500,
  /** Some calls took effect and others did not (reverted, or never sent after a failed send). */
  partial: 600,
} as const

const hex = z.string().check(z.regex(/^0x[0-9a-fA-F]*$/))
/** The receipt fields EIP-5792 answers with; the node's other fields are not passed on. */
const receipt = z.object({
  transactionHash: hex,
  blockHash: hex,
  blockNumber: hex,
  gasUsed: hex,
  status: z.enum(['0x0', '0x1']),
  logs: z.array(z.object({ address: hex, data: hex, topics: z.array(hex) })),
})
export type CallReceipt = z.output<typeof receipt>

/** What the status reads from the chain's node. */
export interface ChainReads {
  /** A transaction's receipt, or null while it is not in a block. */
  receiptOf(hash: Hash): Promise<unknown>
  /** How many transactions of the account are in blocks (its next nonce at the latest block). */
  minedCount(): Promise<number>
}

/**
 * `wallet_getCallsStatus`'s answer, from the chain: pending while a sent call has no receipt,
 * then confirmed, reverted or partial (a batch that stopped at a failed send is partial: its
 * first calls may have taken effect). A send whose answer never came counts once its receipt is
 * there; until then the batch is pending, unless the account's nonce went past it (then it can
 * never land, and counts as not sent). Never atomic: the calls are separate transactions.
 */
export async function callsStatus(id: string, batch: Batch, chain: ChainReads) {
  const { unsure } = batch
  const unsureLanded = unsure !== undefined && (await chain.receiptOf(unsure.hash)) !== null
  const unsureWaits =
    unsure !== undefined && !unsureLanded && (await chain.minedCount()) <= unsure.nonce
  const hashes = unsureLanded ? [...batch.hashes, unsure.hash] : [...batch.hashes]
  const receipts = await Promise.all(
    hashes.map(async (hash) => {
      const answer = await chain.receiptOf(hash)
      if (answer === null) return null
      const parsed = receipt.safeParse(answer)
      if (!parsed.success || parsed.data.transactionHash.toLowerCase() !== hash.toLowerCase()) {
        throw new FrameError('The chain answered an invalid receipt', -32603)
      }
      const { transactionHash, blockHash, blockNumber, gasUsed, status, logs } = parsed.data
      return {
        transactionHash,
        blockHash,
        blockNumber,
        gasUsed,
        status,
        logs: logs.map(({ address, data, topics }) => ({ address, data, topics })),
      }
    }),
  )
  const landed = receipts.filter((answer) => answer !== null)
  const succeeded = landed.filter((answer) => answer.status === '0x1').length
  const status =
    batch.sending || unsureWaits || landed.length < hashes.length
      ? CALLS_STATUS.pending
      : succeeded === batch.count
        ? CALLS_STATUS.confirmed
        : landed.length === 0
          ? CALLS_STATUS.notIncluded
          : succeeded === 0
            ? CALLS_STATUS.reverted
            : CALLS_STATUS.partial
  return {
    version: '2.0.0',
    id,
    chainId: numberToHex(batch.chainId),
    status,
    atomic: false,
    receipts: landed,
  }
}
