import { createCookieStorage, createLatch, type StorageAdapter } from '@latch/core'
import { eip155 } from '@latch/eip155'
import type { DemoConfig } from '@latch-examples/demo-support'
import { exampleOptions } from '@latch-examples/demo-support/page'

/**
 * The app's client. On the server: one per request, from that request's cookies, with no window
 * (nothing reads `window`, `localStorage` or `indexedDB`). In the page: the page's cookies, the
 * rest in localStorage.
 */
export function createAppLatch(
  demo: DemoConfig | undefined,
  where: { server: true; cookie: string | undefined } | { server: false; fallback: StorageAdapter },
) {
  return createLatch({
    ...exampleOptions(demo, 'Latch example — server rendering'),
    plugins: [eip155()],
    ...(where.server
      ? { window: null, storage: createCookieStorage({ cookie: where.cookie ?? '' }) }
      : { storage: createCookieStorage({ fallback: where.fallback }) }),
  })
}
