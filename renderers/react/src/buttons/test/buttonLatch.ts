import type { StorageAdapter } from '@latch/core'
import { definePlugin, type LatchPlugin } from '@latch/core/plugin'
import { createMockChainAdapter, createTestLatch, mockNetworks } from '@latch/testkit'
import { act } from 'react'

/** The mock wallet's first account, and how buttons show it. */
export const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
export const SHORT_ADDRESS = '0xf39F…2266'

/**
 * A test client with the mock EVM wallet (as `uiTestLatch`), plus the test's plugins and a wallet
 * that takes `latencyMs` (real time) to answer.
 */
export function buttonLatch(
  options: { latencyMs?: number; plugins?: LatchPlugin[]; storage?: StorageAdapter } = {},
) {
  const networks = [mockNetworks.home, mockNetworks.other]
  const adapter = createMockChainAdapter({ networks, latencyMs: options.latencyMs })
  const latch = createTestLatch({
    networks,
    plugins: [
      definePlugin({ name: 'evm', setup: (ctx) => ctx.registerAdapter(adapter) }),
      ...(options.plugins ?? []),
    ],
    storage: options.storage,
  })
  return { latch, adapter }
}

/** A plugin that gives the connected account a profile, as the identity lookup would. */
export function profilePlugin(profileName: string) {
  return definePlugin({
    name: 'test-profile',
    setup: (ctx) => {
      ctx.on('connected', ({ namespace }) =>
        ctx.update((state) => {
          const account = state.accounts[namespace]
          if (account) account.profileName = profileName
        }),
      )
    },
  })
}

export function connect(latch: ReturnType<typeof buttonLatch>['latch']) {
  return act(() => latch.dispatch({ type: 'connection.connect', connectorId: 'mock' }))
}
