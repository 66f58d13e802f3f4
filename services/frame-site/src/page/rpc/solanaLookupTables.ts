import { type Address, isAddress } from '@solana/kit'
import * as z from 'zod/mini'
import type { LookupTables } from '../approval/solana/message'
import { jsonRpc } from './jsonRpc'

const LOOKUP_TABLE_PROGRAM = 'AddressLookupTab1e1111111111111111111111111'
/** getMultipleAccounts' limit per call; a table holds at most 256 addresses. */
const MAX_TABLES = 100
const MAX_ADDRESSES = 256
/** How long the approval waits for the tables before it shows their entries unnamed. */
export const LOOKUP_TABLES_WAIT_MS = 3_000

const address = z.string().check(z.refine((text) => isAddress(text), 'not an address'))

/** A lookup table account as the cluster parses it (`jsonParsed`), owned by its program. */
const lookupTableAccount = z.object({
  owner: z.literal(LOOKUP_TABLE_PROGRAM),
  data: z.object({
    program: z.literal('address-lookup-table'),
    parsed: z.object({
      type: z.literal('lookupTable'),
      info: z.object({ addresses: z.array(address).check(z.maxLength(MAX_ADDRESSES)) }),
    }),
  }),
})
const answer = z.object({ value: z.array(z.unknown()) })

/**
 * The addresses the cluster holds (finalized) for each lookup table, so the approval can name the
 * accounts a v0 transaction takes from them. Only what validates is kept: an account the lookup
 * table program does not own, a malformed answer, an unreachable cluster leave that table out,
 * and its entries are then shown as lookup entries, with a warning. A table's entries never
 * change once written (it only grows, and a closed one cannot be made again at its address), so
 * what the approval shows is what the runtime will load; finalized, so no fork can undo them.
 * A cluster slower than `LOOKUP_TABLES_WAIT_MS` counts as unreachable: the approval never waits on it.
 */
export async function fetchLookupTables(
  url: string,
  tables: readonly Address[],
  fetchImpl: typeof fetch,
): Promise<LookupTables> {
  const asked = [...new Set(tables)].slice(0, MAX_TABLES)
  if (asked.length === 0) return {}
  let stopWaiting = () => {}
  const waited = new Promise<undefined>((resolve) => {
    const timer = setTimeout(resolve, LOOKUP_TABLES_WAIT_MS)
    stopWaiting = () => clearTimeout(timer)
  })
  let result: unknown
  try {
    result = await Promise.race([
      jsonRpc(
        url,
        'getMultipleAccounts',
        [asked, { encoding: 'jsonParsed', commitment: 'finalized' }],
        fetchImpl,
      ),
      waited,
    ])
  } catch {
    return {}
  } finally {
    stopWaiting()
  }
  const parsed = answer.safeParse(result)
  if (!parsed.success || parsed.data.value.length !== asked.length) return {}
  const found: Record<Address, readonly Address[]> = {}
  parsed.data.value.forEach((account, position) => {
    const table = lookupTableAccount.safeParse(account)
    const key = asked[position]
    if (table.success && key !== undefined) {
      found[key] = table.data.data.parsed.info.addresses as Address[]
    }
  })
  return found
}
