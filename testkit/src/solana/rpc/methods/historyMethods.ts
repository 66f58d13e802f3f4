import { z } from 'zod'
import { encodeTransaction } from '../encodeTransaction'
import { encodeTransactionMeta } from '../encodeTransactionMeta'
import { JsonRpcError, rpcErrorCode } from '../jsonRpcError'
import { addressParam, commitmentConfig, signatureParam } from '../params'
import { type RpcMethods, rpcMethod } from './rpcMethod'

/** agave's MAX_GET_CONFIRMED_SIGNATURES_FOR_ADDRESS2_LIMIT: the default and the most. */
const MAX_SIGNATURES = 1000

const transactionEncoding = z.enum(['json', 'jsonParsed', 'base64', 'base58'])

/** History reads refuse `processed`, in agave's words. */
function assertAtLeastConfirmed(commitment: string | undefined): void {
  if (commitment === 'processed') {
    throw new JsonRpcError(
      rpcErrorCode.invalidParams,
      'Method does not support commitment below `confirmed`',
    )
  }
}

const signaturesConfig = commitmentConfig.extend({
  limit: z.number().int().optional(),
  before: signatureParam.optional(),
  until: signatureParam.optional(),
})

const transactionConfig = commitmentConfig.extend({
  encoding: transactionEncoding.optional(),
  maxSupportedTransactionVersion: z.number().int().nonnegative().optional(),
})

/**
 * Transaction history: which transactions touched an address, and each one in full.
 *
 * @example
 * historyMethods.getSignaturesForAddress([publicKey, { limit: 10 }], context)
 * // [{ signature: '5VERv8…', slot: 3, err: null, memo: null, blockTime: 1735689600, confirmationStatus: 'finalized' }]
 */
export const historyMethods: RpcMethods = {
  getSignaturesForAddress: rpcMethod(
    z.tuple([addressParam, signaturesConfig.nullish()]),
    ([address, config], { ledger }) => {
      assertAtLeastConfirmed(config?.commitment)
      const limit = config?.limit ?? MAX_SIGNATURES
      if (limit < 1 || limit > MAX_SIGNATURES) {
        throw new JsonRpcError(rpcErrorCode.invalidParams, `Invalid limit; max ${MAX_SIGNATURES}`)
      }
      const landed = ledger.signaturesForAddress(address, {
        limit,
        ...(config?.before ? { before: config.before } : {}),
        ...(config?.until ? { until: config.until } : {}),
      })
      return landed.map((transaction) => ({
        signature: transaction.signature,
        slot: transaction.slot,
        err: transaction.report.err,
        memo: null,
        blockTime: transaction.blockTime,
        confirmationStatus: 'finalized',
      }))
    },
  ),

  getTransaction: rpcMethod(
    // The second param is a config, or (the older form) only an encoding.
    z.tuple([signatureParam, z.union([transactionEncoding, transactionConfig]).nullish()]),
    ([signature, rawConfig], { ledger }) => {
      const config = typeof rawConfig === 'string' ? { encoding: rawConfig } : (rawConfig ?? {})
      if ('commitment' in config) assertAtLeastConfirmed(config.commitment)
      const landed = ledger.transaction(signature)
      if (!landed) return null
      const { version } = landed.message
      const maxVersion =
        'maxSupportedTransactionVersion' in config
          ? config.maxSupportedTransactionVersion
          : undefined
      if (version !== 'legacy' && (maxVersion === undefined || version > maxVersion)) {
        throw new JsonRpcError(
          rpcErrorCode.unsupportedTransactionVersion,
          `Transaction version (${version}) is not supported by the requesting client. Please try the request again with the following configuration parameter: "maxSupportedTransactionVersion": ${version}`,
        )
      }
      const encoding = config.encoding ?? 'json'
      return {
        slot: landed.slot,
        transaction: encodeTransaction(landed, encoding),
        meta: encodeTransactionMeta(landed, encoding === 'jsonParsed'),
        // Only a client that says which versions it reads is told the version, as in agave.
        ...(maxVersion === undefined ? {} : { version }),
        blockTime: landed.blockTime,
      }
    },
  ),
}
