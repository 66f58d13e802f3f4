import type { Address, Hex } from 'viem'
import * as z from 'zod/mini'
import { FrameError } from '../../errors'

const quantity = z.pipe(
  z.string().check(z.regex(/^0x[0-9a-fA-F]{1,64}$/)),
  z.transform((value: string) => BigInt(value)),
)
const hexData = z
  .string()
  .check(z.regex(/^0x(?:[0-9a-fA-F]{2})*$/)) as unknown as z.ZodMiniType<Hex>
const address = z
  .string()
  .check(z.regex(/^0x[0-9a-fA-F]{40}$/)) as unknown as z.ZodMiniType<Address>
/** A chain id as EIP-5792 writes it: hex, no leading zeros. */
const chainId = z.pipe(
  z.string().check(z.regex(/^0x[1-9a-fA-F][0-9a-fA-F]{0,15}$/)),
  z.transform((value: string) => Number(value)),
)
/** A batch id: EIP-5792 allows an app's own, of at most 4096 bytes of hex. */
export const batchId = z.string().check(z.regex(/^0x[0-9a-fA-F]{1,8192}$/))

/** Capabilities by name; what each holds is the capability's own business. */
const capabilities = z.optional(z.record(z.string(), z.unknown()))

/** One call of a batch (EIP-5792 2.0.0): no nonce, gas or fees, which the frame sets itself. */
const call = z.object({
  to: z.optional(address),
  data: z.optional(hexData),
  value: z.optional(quantity),
  capabilities,
})

/** `wallet_sendCalls`'s one parameter, as viem 2.57 sends it (EIP-5792 version 2.0.0). */
export const sendCallsParams = z.tuple(
  [
    z.object({
      version: z.string(),
      id: z.optional(batchId),
      from: z.optional(address),
      chainId,
      atomicRequired: z.boolean(),
      calls: z.array(call),
      capabilities,
    }),
  ],
  z.unknown(),
)
export type SendCallsRequest = z.output<typeof sendCallsParams>[0]

/** `wallet_getCapabilities`: the account, and optionally the chains asked about. */
export const getCapabilitiesParams = z.union([
  z.tuple([]),
  // An account left out reaches here as null once in JSON.
  z.tuple([z.nullish(address)]),
  z.tuple([z.nullish(address), z.nullish(z.array(chainId))]),
])

/** `wallet_getCallsStatus`: the batch id `wallet_sendCalls` answered. */
export const getCallsStatusParams = z.tuple([batchId], z.unknown())

/**
 * EIP-5792: a capability the app marks as required (not `optional: true`) that the wallet does not
 * support fails the whole request (5700). This wallet supports none.
 */
export function refuseRequiredCapabilities(given: Readonly<Record<string, unknown>> | undefined) {
  for (const [name, value] of Object.entries(given ?? {})) {
    const optional =
      typeof value === 'object' && value !== null && (value as { optional?: unknown }).optional
    if (optional !== true) {
      throw new FrameError(`Unsupported non-optional capability: ${name}`, 5700)
    }
  }
}
