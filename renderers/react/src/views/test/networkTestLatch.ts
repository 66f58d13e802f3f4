import { definePlugin } from '@latch/core/plugin'
import { createMockChainAdapter, createTestLatch, mockNetworks } from '@latch/testkit'

/** Networks of the view tests; the first has its own image. */
export const home = { ...mockNetworks.home, assets: { imageUrl: 'https://img.local/home.png' } }
export const { other, solana } = mockNetworks

/**
 * A test client with the mock EVM wallet ("Mock Wallet") on `networks`, its wallet answering after
 * `latencyMs` (real time) so pending states stay on screen.
 */
export function networkTestLatch(
  options: { networks?: (typeof home | typeof other | typeof solana)[]; latencyMs?: number } & Omit<
    Parameters<typeof createTestLatch>[0] & object,
    'networks' | 'plugins'
  > = {},
) {
  const { networks = [home, other], latencyMs, ...rest } = options
  const adapter = createMockChainAdapter({ networks: [home, other], latencyMs })
  const latch = createTestLatch({
    networks,
    plugins: [definePlugin({ name: 'evm', setup: (ctx) => ctx.registerAdapter(adapter) })],
    ...rest,
  })
  const connect = () => latch.dispatch({ type: 'connection.connect', connectorId: 'mock' })
  const view = () => latch.getState().router.history.at(-1)?.view
  return { latch, adapter, connect, view }
}
