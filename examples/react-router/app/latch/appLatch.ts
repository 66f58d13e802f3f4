import { createCookieStorage, createLatch, type Latch } from '@latch/core'
import { base, defineEip155Network, eip155, mainnet } from '@latch/eip155'
import type { LatchConfig } from './latchConfig'

let pageLatch: Latch | undefined

/**
 * The app's Latch client. On the server: a new one for each request, from that request's cookies,
 * with no window (it renders a returning visitor's account as the page will hydrate it). In the
 * page: one for the page's life, on the page's cookies (the rest in localStorage).
 */
export function appLatch(config: LatchConfig, requestCookies: string): Latch {
  const options = {
    projectId: config.projectId,
    networks: config.chains.length
      ? config.chains.map(({ chainId, rpcUrl }, index) =>
          defineEip155Network({ chainId, rpcUrl, name: `Local chain ${index + 1}`, testnet: true }),
        )
      : [mainnet, base],
    endpoints: config.endpoints,
    plugins: [eip155()],
  }
  if (typeof document === 'undefined') {
    return createLatch({
      ...options,
      window: null,
      storage: createCookieStorage({ cookie: requestCookies }),
    })
  }
  pageLatch ??= createLatch({
    ...options,
    storage: createCookieStorage({ fallback: localStorage }),
  })
  return pageLatch
}
