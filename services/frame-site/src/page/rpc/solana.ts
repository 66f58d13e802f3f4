import { base58, base64 } from '@scure/base'
import type { Address } from '@solana/kit'
import {
  getTransactionDecoder,
  getTransactionEncoder,
  type Transaction,
} from '@solana/transactions'
import * as z from 'zod/mini'
import { type LookupTables, readSolanaMessage } from '../approval/solana/message'
import { solanaTransactionSection } from '../approval/solana/transaction'
import { isTransactionInDisguise } from '../approval/solana/transactionInDisguise'
import type { ApprovalRow, ApprovalSection, Approve } from '../approval/view'
import { FrameError, notAllowed } from '../errors'
import { solanaTransactionTexts } from '../texts/solanaTransaction'
import type { UnlockedWallet } from '../wallet'
import type { RpcOptions } from './index'
import { jsonRpc } from './jsonRpc'
import { parseParams, textOf } from './params'
import { fetchLookupTables } from './solanaLookupTables'

/** The largest transaction the cluster takes (PACKET_DATA_SIZE). */
const SOLANA_PACKET_BYTES = 1232
const base58Text = z.string().check(z.regex(/^[1-9A-HJ-NP-Za-km-z]+$/, 'not base58'))
const base64Text = z.string().check(z.regex(/^[A-Za-z0-9+/]*={0,2}$/, 'not base64'))
const sendOptions = z.optional(
  z.object({
    skipPreflight: z.optional(z.boolean()),
    preflightCommitment: z.optional(z.enum(['processed', 'confirmed', 'finalized'])),
    maxRetries: z.optional(z.int().check(z.minimum(0))),
    minContextSlot: z.optional(z.int().check(z.minimum(0))),
  }),
)

/** The words this module's approvals use (added to the frame's when it loads). */
export const texts = [solanaTransactionTexts]

/** The relay protocol's four Solana signing methods, each waiting for the person's Approve. */
export function createSolanaRpc(options: RpcOptions, fetchImpl: typeof fetch) {
  /**
   * Wire transactions (legacy or v0) this wallet signs, each read before anything is shown:
   * refused when one does not decode (-32602) or names another signer only (4100), else one
   * section each, accounts from lookup tables named once the cluster's tables are fetched.
   */
  const readWires = async (
    wallet: UnlockedWallet,
    encoded: readonly string[],
    chainId: string,
  ): Promise<{ transactions: Transaction[]; sections: ApprovalSection[] }> => {
    const self = wallet.solanaAddress as Address
    const transactions = encoded.map((one) => {
      let bytes: Uint8Array
      let transaction: Transaction
      try {
        bytes = base64.decode(one)
        transaction = getTransactionDecoder().decode(bytes)
      } catch {
        throw new FrameError('Invalid params: not a Solana transaction', -32602)
      }
      // The cluster takes nothing larger; an approval of thousands of rows would hide the one.
      if (bytes.length > SOLANA_PACKET_BYTES) {
        throw new FrameError(
          `Invalid params: a Solana transaction has at most ${SOLANA_PACKET_BYTES} bytes`,
          -32602,
        )
      }
      if (!Object.hasOwn(transaction.signatures, self)) {
        throw new FrameError(`${self} is not a signer of this transaction`, 4100)
      }
      return transaction
    })
    const count = transactions.length
    const sectionsWith = (tables?: LookupTables) =>
      transactions.map(({ messageBytes }, index) =>
        solanaTransactionSection(messageBytes, self, { index: index + 1, count }, tables),
      )
    // Every transaction decodes in full before the cluster is asked anything.
    const sections = sectionsWith()
    const tables = transactions.flatMap(
      ({ messageBytes }) => readSolanaMessage(messageBytes).lookupTables,
    )
    const url = options.solanaRpcUrl(chainId)
    if (tables.length === 0 || !url) return { transactions, sections }
    return { transactions, sections: sectionsWith(await fetchLookupTables(url, tables, fetchImpl)) }
  }

  /** Signs this wallet's slot of a transaction read by `readWires`, keeping the others. */
  const signWire = (
    wallet: UnlockedWallet,
    transaction: Transaction,
  ): { wire: Uint8Array; signature: string } => {
    const self = wallet.solanaAddress
    const signature = wallet.signer.solana.signTransaction(new Uint8Array(transaction.messageBytes))
    // Spreading keeps the slots in order: the encoder writes them as the map lists them.
    const signed: Transaction = {
      messageBytes: transaction.messageBytes,
      signatures: { ...transaction.signatures, [self]: signature } as Transaction['signatures'],
    }
    return {
      wire: new Uint8Array(getTransactionEncoder().encode(signed)),
      signature: base58.encode(signature),
    }
  }

  return async (
    method: string,
    params: unknown,
    chainId: string,
    approve: Approve,
  ): Promise<unknown> => {
    const wallet = await options.wallet()
    const rows: ApprovalRow[] = [
      { label: 'network', value: chainId },
      { label: 'account', value: wallet.solanaAddress },
    ]
    switch (method) {
      case 'solana_signMessage': {
        const { message, pubkey } = parseParams(
          z.object({ message: base58Text, pubkey: z.optional(base58Text) }),
          params,
          method,
        )
        if (pubkey !== undefined && pubkey !== wallet.solanaAddress) {
          throw new FrameError('The requested account is not this wallet’s', 4100)
        }
        const bytes = base58.decode(message)
        // Signed as a message, a transaction's bytes would be a signed transaction: refused as
        // params no message may have (-32602), as the app asked the wrong method for them.
        if (isTransactionInDisguise(bytes)) {
          throw new FrameError(
            'Invalid params: this message is a Solana transaction; use solana_signTransaction',
            -32602,
          )
        }
        await approve({
          action: 'signMessage',
          rows: [
            { label: 'message', value: textOf(bytes) ?? message },
            { label: 'account', value: wallet.solanaAddress },
          ],
        })
        return { signature: base58.encode(wallet.signer.solana.signMessage(bytes)) }
      }
      case 'solana_signTransaction': {
        const { transaction } = parseParams(z.object({ transaction: base64Text }), params, method)
        const read = await readWires(wallet, [transaction], chainId)
        const [one] = read.transactions
        if (!one) throw new FrameError('Invalid params: no transaction', -32602)
        await approve({ action: 'signSolanaTransaction', rows, sections: read.sections })
        const { wire, signature } = signWire(wallet, one)
        return { signature, transaction: base64.encode(wire) }
      }
      case 'solana_signAllTransactions': {
        const { transactions } = parseParams(
          z.object({ transactions: z.array(base64Text).check(z.minLength(1), z.maxLength(64)) }),
          params,
          method,
        )
        const count = transactions.length
        const read = await readWires(wallet, transactions, chainId)
        await approve({
          ...(count === 1
            ? { action: 'signSolanaTransaction' as const }
            : { action: 'signSolanaTransactions' as const, count }),
          rows,
          sections: read.sections,
        })
        return {
          transactions: read.transactions.map((one) => base64.encode(signWire(wallet, one).wire)),
        }
      }
      case 'solana_signAndSendTransaction': {
        const { transaction, sendOptions: send } = parseParams(
          z.object({ transaction: base64Text, sendOptions }),
          params,
          method,
        )
        const url = options.solanaRpcUrl(chainId)
        if (!url) throw new FrameError(`Cluster ${chainId} is not supported`, 4901)
        const read = await readWires(wallet, [transaction], chainId)
        const [one] = read.transactions
        if (!one) throw new FrameError('Invalid params: no transaction', -32602)
        await approve({ action: 'sendSolanaTransaction', rows, sections: read.sections })
        const { wire } = signWire(wallet, one)
        const sent = await jsonRpc(
          url,
          'sendTransaction',
          [base64.encode(wire), { encoding: 'base64', ...send }],
          fetchImpl,
        )
        if (typeof sent !== 'string')
          throw new FrameError('The cluster returned no signature', -32603)
        return { signature: sent }
      }
      default:
        throw notAllowed()
    }
  }
}
