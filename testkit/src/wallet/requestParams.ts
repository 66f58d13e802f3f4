import { getAddress, hexToBigInt, hexToNumber, isAddress, isHex } from 'viem'
import { z } from 'zod'
import { invalidParams } from './providerRpcError'

/** What an EIP-1193 `request` receives. */
export const requestArgumentsSchema = z.object({
  method: z.string().min(1),
  params: z.union([z.array(z.unknown()), z.record(z.string(), z.unknown())]).optional(),
})

export type RequestArguments = z.infer<typeof requestArgumentsSchema>

export const addressSchema = z
  .string()
  .refine((value) => isAddress(value, { strict: false }), 'not an address')
  .transform((value) => getAddress(value))

export const hexSchema = z.string().refine((value) => isHex(value), 'not 0x-prefixed hex')

/** A JSON-RPC quantity: 0x-prefixed hex, read as a bigint. */
export const quantitySchema = z
  .string()
  .regex(/^0x[0-9a-fA-F]+$/, 'not a hex quantity')
  .transform((value) => hexToBigInt(value as `0x${string}`))

/** A chain id as wallets exchange it: a hex string, read as a number. */
export const chainIdHexSchema = z
  .string()
  .regex(/^0x[0-9a-fA-F]+$/, 'chain id must be a hex string')
  .transform((value) => hexToNumber(value as `0x${string}`))
  .refine((value) => value > 0 && Number.isSafeInteger(value), 'chain id out of range')

/** `personal_sign`: [message, address]. A 0x message is raw bytes; anything else is UTF-8 text. */
export const personalSignParamsSchema = z.tuple([z.string(), addressSchema]).rest(z.unknown())

const typedDataSchema = z.object({
  types: z.record(z.string(), z.array(z.object({ name: z.string(), type: z.string() }))),
  primaryType: z.string().min(1),
  domain: z.record(z.string(), z.unknown()),
  message: z.record(z.string(), z.unknown()),
})

/** `eth_signTypedData_v4`: [address, typed data as a JSON string (or, leniently, an object)]. */
export const signTypedDataParamsSchema = z.tuple([
  addressSchema,
  z.union([
    typedDataSchema,
    z
      .string()
      .transform((text, context) => {
        try {
          return JSON.parse(text) as unknown
        } catch {
          context.addIssue({ code: 'custom', message: 'typed data is not valid JSON' })
          return z.NEVER
        }
      })
      .pipe(typedDataSchema),
  ]),
])

/** `eth_sendTransaction`: [transaction]. Unknown fields are ignored, as wallets do. */
export const sendTransactionParamsSchema = z
  .tuple([
    z
      .object({
        from: addressSchema,
        to: addressSchema.nullish(),
        value: quantitySchema.optional(),
        data: hexSchema.optional(),
        input: hexSchema.optional(),
        gas: quantitySchema.optional(),
        gasPrice: quantitySchema.optional(),
        maxFeePerGas: quantitySchema.optional(),
        maxPriorityFeePerGas: quantitySchema.optional(),
        nonce: quantitySchema.optional(),
        chainId: quantitySchema.optional(),
      })
      .refine(
        (tx) =>
          tx.gasPrice === undefined || (tx.maxFeePerGas ?? tx.maxPriorityFeePerGas) === undefined,
        'gasPrice cannot be combined with maxFeePerGas or maxPriorityFeePerGas',
      ),
  ])
  .rest(z.unknown())

/** `wallet_switchEthereumChain`: [{ chainId }]. */
export const switchChainParamsSchema = z
  .tuple([z.object({ chainId: chainIdHexSchema })])
  .rest(z.unknown())

/** `wallet_addEthereumChain`: [EIP-3085 chain parameters]. */
export const addChainParamsSchema = z
  .tuple([
    z.object({
      chainId: chainIdHexSchema,
      chainName: z.string().min(1).optional(),
      rpcUrls: z.array(z.url()).min(1),
      nativeCurrency: z
        .object({
          name: z.string().min(1),
          symbol: z.string().min(1),
          decimals: z.number().int().min(0),
        })
        .optional(),
      blockExplorerUrls: z.array(z.url()).nullish(),
      iconUrls: z.array(z.string()).nullish(),
    }),
  ])
  .rest(z.unknown())

/** `wallet_requestPermissions`: [{ eth_accounts: {} }]; only account access is offered. */
export const requestPermissionsParamsSchema = z
  .tuple([z.object({ eth_accounts: z.record(z.string(), z.unknown()) })])
  .rest(z.unknown())

/** Validates `params` of a request, turning a failure into EIP-1193's -32602. */
export function parseParams<S extends z.ZodType>(
  schema: S,
  params: unknown,
  method: string,
): z.output<S> {
  const result = schema.safeParse(params ?? [])
  if (!result.success) throw invalidParams(`${method}: ${z.prettifyError(result.error)}`)
  return result.data
}
