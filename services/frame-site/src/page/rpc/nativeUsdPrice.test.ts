import { createManualClock } from '@latch/core'
import { type LocalApi, startLocalApi } from '@latch/testkit'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createNativeUsdPrice, PRICE_KEPT_MS, PRICE_WAIT_MS } from './nativeUsdPrice'

let api: LocalApi
beforeAll(async () => {
  // A local chain the API knows by id (the price route reads no node): its native token is ETH.
  api = await startLocalApi({
    pricesUsd: { ETH: 3_000 },
    chains: [
      {
        chainId: 31337,
        rpcUrl: 'http://127.0.0.1:9',
        token: {
          address: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
          symbol: 'LUSD',
          name: 'Local USD',
          decimals: 6,
        },
      },
    ],
  })
})
afterAll(() => api?.stop())

/** The Data API behind a counter, or a stand-in answering as given. */
const counted = (answer?: () => Promise<Response>) => {
  const asked: string[] = []
  const fetch = (async (url: string, init: RequestInit) => {
    asked.push(String(init.body))
    return answer ? answer() : globalThis.fetch(url, init)
  }) as typeof globalThis.fetch
  return { asked, fetch }
}

describe('the native token’s USD price beside a fee', () => {
  it('asks the Data API for the chain’s native token, once a minute per chain', async () => {
    const clock = createManualClock()
    const { asked, fetch } = counted()
    const price = createNativeUsdPrice({
      apiUrl: api.url,
      projectId: 'p',
      fetch,
      now: () => clock.now(),
    })
    expect(await price(31337)).toBe(3_000)
    expect(JSON.parse(asked[0]!)).toEqual({
      projectId: 'p',
      currency: 'usd',
      addresses: ['eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'],
    })
    expect(await price(31337)).toBe(3_000)
    expect(asked).toHaveLength(1)
    clock.advance(PRICE_KEPT_MS)
    expect(await price(31337)).toBe(3_000)
    expect(asked).toHaveLength(2)
  })

  it('shows none for a token the API does not price, an error, a malformed answer', async () => {
    const unknown = createNativeUsdPrice({ apiUrl: api.url, projectId: 'p' })
    expect(await unknown(999_999)).toBeUndefined()
    for (const answer of [
      async () => new Response('{"error":"boom"}', { status: 500 }),
      async () => new Response(JSON.stringify({ fungibles: [{ price: -1 }] })),
      async () => new Response(JSON.stringify({ fungibles: [{ price: '3000' }] })),
      async () => {
        throw new TypeError('fetch failed')
      },
    ]) {
      const { asked, fetch } = counted(answer)
      const price = createNativeUsdPrice({ apiUrl: api.url, projectId: 'p', fetch })
      expect(await price(1)).toBeUndefined()
      // Not kept: the next transaction asks again.
      await price(1)
      expect(asked).toHaveLength(2)
    }
  })

  it(`waits ${PRICE_WAIT_MS} ms at most: a slow API leaves the approval without a price`, async () => {
    const clock = createManualClock()
    const price = createNativeUsdPrice({
      apiUrl: api.url,
      projectId: 'p',
      fetch: () => new Promise<Response>(() => {}),
      now: () => clock.now(),
      setTimeout: (run, ms) => clock.setTimeout(run, ms),
    })
    const answer = price(1)
    clock.advance(PRICE_WAIT_MS - 1)
    let settled = false
    void answer.then(() => {
      settled = true
    })
    await Promise.resolve()
    expect(settled).toBe(false)
    clock.advance(1)
    expect(await answer).toBeUndefined()
  })
})
