import { z } from 'zod'

const accountSchema = z.looseObject({ address: z.string().min(1) })
const bytesSchema = z.custom<Uint8Array>((value) => value instanceof Uint8Array, {
  error: 'expected a Uint8Array',
})
const sigHashSchema = z.union([
  z.enum(['ALL', 'NONE', 'SINGLE', 'ALL|ANYONECANPAY', 'NONE|ANYONECANPAY', 'SINGLE|ANYONECANPAY']),
  z.number().int().min(0).max(255),
])

export const connectInputSchema = z
  .object({
    purposes: z
      .array(z.enum(['payment', 'ordinals']))
      .min(1)
      .optional(),
  })
  .optional()

export const signMessageInputSchema = z.object({
  account: accountSchema,
  message: bytesSchema,
  protocol: z.enum(['bip322', 'ecdsa']).optional(),
})

export const signTransactionInputSchema = z.object({
  psbt: bytesSchema,
  inputsToSign: z
    .array(
      z.object({
        account: accountSchema,
        signingIndexes: z.array(z.number().int().min(0)).min(1),
        sigHash: sigHashSchema.optional(),
      }),
    )
    .min(1),
  chain: z.string().optional(),
})

export const signAndSendTransactionInputSchema = signTransactionInputSchema.extend({
  chain: z.string(),
})

/** Parses a feature's inputs; an invalid one fails the call as a wallet would (JSON-RPC -32602). */
export function parseInputs<T>(
  schema: z.ZodType<T>,
  inputs: readonly unknown[],
  feature: string,
): T[] {
  if (inputs.length === 0) throw new InvalidBitcoinInputError(`${feature}: no input`)
  return inputs.map((input, index) => {
    const parsed = schema.safeParse(input)
    if (!parsed.success) {
      throw new InvalidBitcoinInputError(
        `${feature}: invalid input ${index}: ${z.prettifyError(parsed.error)}`,
      )
    }
    return parsed.data
  })
}

export class InvalidBitcoinInputError extends Error {
  override readonly name = 'InvalidBitcoinInputError'
  readonly code = -32602
}
