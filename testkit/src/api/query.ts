import { z } from 'zod'

/** A comma-separated list parameter (`include=a,b`), empty items dropped. */
export const commaList = z.string().transform((value) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== ''),
)

/** A CAIP-2 EVM chain id such as `eip155:31337`. */
export const caip2 = z.string().regex(/^eip155:\d+$/, 'Expected a CAIP-2 chain id like eip155:1')

/** A CAIP-2 chain id of a local Solana cluster, e.g. `solana:9ZCKN5vFBL7Spj7dN5x35SWou4CZLDeh`. */
export const solanaCaip2 = z
  .string()
  .regex(/^solana:[1-9A-HJ-NP-Za-km-z]{1,32}$/, 'Expected a CAIP-2 chain id like solana:5eykt4Us…')

/** An unsigned integer amount in base units, as a decimal string. */
export const baseUnits = z.string().regex(/^\d+$/, 'Expected an integer amount in base units')

/** A positive decimal amount such as `100` or `12.50`. */
export const decimalAmount = z
  .string()
  .regex(/^\d+(\.\d+)?$/, 'Expected a decimal amount')
  .refine((value) => Number(value) > 0, 'Expected an amount above 0')
