import { getBase58Encoder, getBase64Encoder } from '@solana/kit'
import { z } from 'zod'
import { TransactionRejected } from '../../ledger/transactionRejected'
import { encodeAccount } from '../encodeAccount'
import { JsonRpcError, rpcErrorCode } from '../jsonRpcError'
import { accountEncoding, addressParam, commitmentConfig } from '../params'
import { withContext } from '../rpcContext'
import { simulationResult } from '../simulationResult'
import { type RpcMethods, rpcMethod } from './rpcMethod'

const wireEncoding = z.enum(['base58', 'base64'])

/** Wire bytes from the string a client sent (base58 unless it says otherwise, as in agave). */
function wireBytes(encoded: string, encoding: 'base58' | 'base64' = 'base58'): Uint8Array {
  try {
    const bytes = (encoding === 'base64' ? getBase64Encoder() : getBase58Encoder()).encode(encoded)
    return new Uint8Array(bytes)
  } catch {
    throw new JsonRpcError(rpcErrorCode.invalidParams, `invalid transaction: not ${encoding}`)
  }
}

/** The JSON-RPC error of a transaction the ledger would not commit, as agave words it. */
function rejectionError(rejected: TransactionRejected): JsonRpcError {
  switch (rejected.reason) {
    case 'malformed':
      return new JsonRpcError(rpcErrorCode.invalidParams, rejected.message)
    case 'signature':
      return new JsonRpcError(
        rpcErrorCode.transactionSignatureVerificationFailure,
        'Transaction signature verification failure',
      )
    case 'preflight':
      return new JsonRpcError(
        rpcErrorCode.sendTransactionPreflightFailure,
        `Transaction simulation failed: ${rejected.message}`,
        simulationResult(rejected.report),
      )
  }
}

/** Runs `run`, turning a ledger rejection into the JSON-RPC error a node answers with. */
function answering<T>(run: () => T): T {
  try {
    return run()
  } catch (error) {
    throw error instanceof TransactionRejected ? rejectionError(error) : error
  }
}

/** A signature status as `getSignatureStatuses` shows it; every block is final at once. */
const uiSignatureStatus = (status: { slot: number; err: unknown }) => ({
  slot: status.slot,
  confirmations: null,
  err: status.err,
  status: status.err === null ? { Ok: null } : { Err: status.err },
  confirmationStatus: 'finalized',
})

/**
 * Sending, simulating and following transactions.
 *
 * @example
 * transactionMethods.sendTransaction([base64Tx, { encoding: 'base64' }], context) // '5VERv8…'
 */
export const transactionMethods: RpcMethods = {
  sendTransaction: rpcMethod(
    z.tuple([
      z.string(),
      z
        .object({
          encoding: wireEncoding.optional(),
          skipPreflight: z.boolean().optional(),
          preflightCommitment: z.string().optional(),
          maxRetries: z.number().int().nonnegative().optional(),
          minContextSlot: z.number().int().nonnegative().optional(),
        })
        .nullish(),
    ]),
    ([encoded, config], { ledger }) => {
      const wire = wireBytes(encoded, config?.encoding)
      return answering(() =>
        ledger.sendTransaction(wire, { skipPreflight: config?.skipPreflight ?? false }),
      )
    },
  ),

  simulateTransaction: rpcMethod(
    z.tuple([
      z.string(),
      commitmentConfig
        .extend({
          encoding: wireEncoding.optional(),
          sigVerify: z.boolean().optional(),
          replaceRecentBlockhash: z.boolean().optional(),
          innerInstructions: z.boolean().optional(),
          accounts: z
            .object({ addresses: z.array(addressParam), encoding: accountEncoding.optional() })
            .optional(),
        })
        .nullish(),
    ]),
    ([encoded, config], { ledger }) => {
      if (config?.sigVerify && config.replaceRecentBlockhash) {
        throw new JsonRpcError(
          rpcErrorCode.invalidParams,
          'sigVerify may not be used with replaceRecentBlockhash',
        )
      }
      const wire = wireBytes(encoded, config?.encoding)
      const simulation = answering(() =>
        ledger.simulateTransaction(wire, {
          sigVerify: config?.sigVerify ?? false,
          replaceRecentBlockhash: config?.replaceRecentBlockhash ?? false,
          ...(config?.accounts ? { accounts: config.accounts.addresses } : {}),
        }),
      )
      const encoding = config?.accounts?.encoding ?? 'base64'
      return withContext(
        ledger,
        simulationResult(simulation.report, {
          accounts: simulation.accounts?.map((account) =>
            encodeAccount(ledger, account, { encoding }),
          ),
          innerInstructions: config?.innerInstructions ?? false,
          ...(simulation.replacementBlockhash
            ? { replacementBlockhash: simulation.replacementBlockhash }
            : {}),
        }),
      )
    },
  ),

  getSignatureStatuses: rpcMethod(
    z.tuple([
      z.array(z.string()).max(256),
      z.object({ searchTransactionHistory: z.boolean().optional() }).nullish(),
    ]),
    ([signatures], { ledger }) =>
      withContext(
        ledger,
        signatures.map((signature) => {
          const status = ledger.signatureStatus(signature)
          return status ? uiSignatureStatus(status) : null
        }),
      ),
  ),

  getFeeForMessage: rpcMethod(
    z.tuple([z.string(), commitmentConfig.nullish()]),
    ([encoded], { ledger }) => {
      const bytes = wireBytes(encoded, 'base64')
      let fee: bigint | null
      try {
        fee = ledger.feeForMessage(bytes)
      } catch {
        throw new JsonRpcError(rpcErrorCode.invalidParams, 'invalid message')
      }
      return withContext(ledger, fee === null ? null : Number(fee))
    },
  ),

  requestAirdrop: rpcMethod(
    z.tuple([addressParam, z.number().int().positive(), commitmentConfig.nullish()]),
    ([to, lamports], { ledger }) => {
      try {
        return ledger.airdrop(to, BigInt(lamports))
      } catch (error) {
        throw new JsonRpcError(
          rpcErrorCode.internalError,
          error instanceof Error ? error.message : 'airdrop failed',
        )
      }
    },
  ),
}
