import * as z from 'zod/mini'

/** The Data API's id of a chain's native token (spec: CAIP-10 with the 0xeeee… address). */
const NATIVE_TOKEN = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
/** A price is asked at most this often per chain; the fee beside it is an estimate anyway. */
export const PRICE_KEPT_MS = 60_000
/** Past this the approval shows without the price rather than waiting for it. */
export const PRICE_WAIT_MS = 2_000

const answer = z.object({
  fungibles: z.array(z.object({ price: z.number().check(z.positive()) })).check(z.maxLength(1)),
})

export interface NativeUsdPriceOptions {
  /** The Data API's base (`config.apiUrl`). */
  apiUrl: string
  projectId: string
  fetch?: typeof fetch
  now?: () => number
  /** A timer for the wait (tests pass a manual clock's). */
  setTimeout?: (run: () => void, ms: number) => unknown
}

/**
 * The native token's price in USD on an EVM chain, from the Data API (`POST /v1/fungible/price`),
 * or undefined when it has none, answers something else, fails or is slower than
 * `PRICE_WAIT_MS`: the approval never waits on it, and a price it cannot check is not shown.
 */
export function createNativeUsdPrice(options: NativeUsdPriceOptions) {
  const fetchImpl = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args))
  const now = options.now ?? Date.now
  const wait = options.setTimeout ?? ((run: () => void, ms: number) => setTimeout(run, ms))
  const kept = new Map<number, { at: number; price: Promise<number | undefined> }>()

  const ask = async (chainId: number): Promise<number | undefined> => {
    try {
      // The project in the query, as every Data API call of Latch's carries it (and the body).
      const query = new URLSearchParams({ projectId: options.projectId })
      const response = await fetchImpl(`${options.apiUrl}/v1/fungible/price?${query}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          projectId: options.projectId,
          currency: 'usd',
          addresses: [`eip155:${chainId}:${NATIVE_TOKEN}`],
        }),
        credentials: 'omit',
      })
      if (!response.ok) return undefined
      const parsed = answer.safeParse(await response.json())
      return parsed.success ? parsed.data.fungibles[0]?.price : undefined
    } catch {
      return undefined
    }
  }

  return (chainId: number): Promise<number | undefined> => {
    const last = kept.get(chainId)
    if (last && now() - last.at < PRICE_KEPT_MS) return last.price
    const price = ask(chainId)
    kept.set(chainId, { at: now(), price })
    // Not kept when it failed: the next transaction asks again.
    price.then((found) => {
      if (found === undefined && kept.get(chainId)?.price === price) kept.delete(chainId)
    })
    return Promise.race([
      price,
      new Promise<undefined>((resolve) => wait(() => resolve(undefined), PRICE_WAIT_MS)),
    ])
  }
}
