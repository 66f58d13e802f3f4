import { z } from 'zod'

// Kit answers u64 values as bigints and small ones as numbers; either reads as a number here.
const count = z.union([z.number(), z.bigint()]).transform(Number)

const parsedInstruction = z.object({
  program: z.string().optional(),
  programId: z.string(),
  parsed: z.unknown().optional(),
})

const tokenBalance = z.object({
  accountIndex: count,
  mint: z.string(),
  owner: z.string().optional(),
  uiTokenAmount: z.object({ decimals: count }),
})

/**
 * The parts of a `getTransaction` answer (encoding `jsonParsed`) that a history item is built
 * from: the account keys, every instruction (its own and those programs invoked), the outcome
 * and the token accounts' owners.
 */
export const parsedSolanaTransaction = z.object({
  transaction: z.object({
    message: z.object({
      accountKeys: z.array(z.object({ pubkey: z.string() })).min(1),
      instructions: z.array(parsedInstruction),
    }),
  }),
  meta: z
    .object({
      err: z.unknown().nullable(),
      innerInstructions: z
        .array(z.object({ index: count, instructions: z.array(parsedInstruction) }))
        .nullish(),
      preTokenBalances: z.array(tokenBalance).nullish(),
      postTokenBalances: z.array(tokenBalance).nullish(),
    })
    .nullable(),
})

export type ParsedSolanaTransaction = z.output<typeof parsedSolanaTransaction>
export type ParsedSolanaInstruction = z.output<typeof parsedInstruction>
