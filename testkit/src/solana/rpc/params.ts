import { isAddress, isSignature } from '@solana/kit'
import { z } from 'zod'
import { JsonRpcError, rpcErrorCode } from './jsonRpcError'

/** A base58 account address. */
export const addressParam = z.string().refine(isAddress, 'Invalid param: not a base58 address')

/** A base58 transaction signature. */
export const signatureParam = z
  .string()
  .refine(isSignature, 'Invalid param: not a base58 transaction signature')

/** The commitment options every read takes; every block here is final, so they change nothing. */
export const commitmentConfig = z.object({
  commitment: z.enum(['processed', 'confirmed', 'finalized']).optional(),
  minContextSlot: z.number().int().nonnegative().optional(),
})

/** How account data is encoded in an answer. `binary` is the legacy bare base58 string. */
export const accountEncoding = z.enum(['binary', 'base58', 'base64', 'jsonParsed'])

export const accountConfig = commitmentConfig.extend({
  encoding: accountEncoding.optional(),
  dataSlice: z
    .object({ offset: z.number().int().nonnegative(), length: z.number().int().nonnegative() })
    .optional(),
})

/**
 * The params of a call checked against `schema` (absent params read as `[]`); a mismatch is
 * JSON-RPC's "invalid params", with what was wrong.
 *
 * @example
 * const [publicKey] = parseParams(z.tuple([addressParam]), params)
 */
export function parseParams<Schema extends z.ZodType>(
  schema: Schema,
  params: unknown,
): z.output<Schema> {
  const parsed = schema.safeParse(params ?? [])
  if (!parsed.success) {
    throw new JsonRpcError(
      rpcErrorCode.invalidParams,
      `Invalid params: ${z.prettifyError(parsed.error)}`,
    )
  }
  return parsed.data
}
