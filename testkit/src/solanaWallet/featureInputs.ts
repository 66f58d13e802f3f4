import { z } from 'zod'

/** What the wallet reads of an input's `account`: apps pass one of `wallet.accounts`. */
const accountSchema = z.object(
  { address: z.string().min(1) },
  { error: 'account must be one of the WalletAccount objects the wallet gave the app' },
)
const bytesSchema = (what: string) =>
  z.instanceof(Uint8Array, { error: `${what} must be a Uint8Array` })

export const signMessageInputSchema = z.object({
  account: accountSchema,
  message: bytesSchema('message'),
})

export const signTransactionInputSchema = z.object({
  account: accountSchema,
  transaction: bytesSchema('transaction (wire bytes)'),
  chain: z.string().optional(),
})

export const signAndSendTransactionInputSchema = signTransactionInputSchema.extend({
  chain: z.string({ error: 'chain is required: the CAIP-2 id of the cluster to send to' }),
})

/** Checks every input of a feature call, naming the feature and the input in the error. */
export function parseInputs<T>(
  schema: z.ZodType<T>,
  inputs: readonly unknown[],
  feature: string,
): T[] {
  if (inputs.length === 0) throw new Error(`${feature}: pass at least one input`)
  return inputs.map((input, index) => {
    const parsed = schema.safeParse(input)
    if (!parsed.success) {
      throw new Error(`${feature}: invalid input ${index}: ${z.prettifyError(parsed.error)}`)
    }
    return parsed.data
  })
}
