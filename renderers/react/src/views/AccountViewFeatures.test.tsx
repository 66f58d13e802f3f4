// @vitest-environment happy-dom
import type { ViewName } from '@latch/core'
import { definePlugin } from '@latch/core/plugin'
import { createMockChainAdapter, createTestLatch, mockNetworks } from '@latch/testkit'
import { act } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { lazyComponent } from '../modal/lazyComponent'
import { defineViews, type ViewSet } from '../modal/viewRegistry'
import { accessibleName, byRole, renderUI, until } from '../test/renderUI'

// The default UI has no Swap view: a swap plugin declares it (`LatchViews`, `ctx.declareViews`)
// and its `react` entry brings its screen, which the app passes to LatchUI.
const SWAP = 'Swap' as ViewName
const swapViews = defineViews({
  [SWAP]: {
    title: 'Swap',
    Component: lazyComponent(async () => ({ default: () => <p>Swap screen</p> })),
    walletFeature: 'swaps',
  },
})

let unmount = () => {}
afterEach(() => unmount())

async function openAccount(pluginNames: string[], views: ViewSet[] = [swapViews]) {
  const networks = [mockNetworks.home, mockNetworks.other]
  const adapter = createMockChainAdapter({ networks })
  const latch = createTestLatch({
    networks,
    plugins: [
      definePlugin({ name: 'evm', setup: (ctx) => ctx.registerAdapter(adapter) }),
      ...pluginNames.map((name) =>
        definePlugin({
          name,
          setup: (ctx) => (name === 'swap' ? ctx.declareViews({ [SWAP]: {} }) : undefined),
        }),
      ),
    ],
  })
  ;({ unmount } = renderUI(latch, null, { views }))
  await act(() => latch.dispatch({ type: 'connection.connect', connectorId: 'mock' }))
  await act(() => latch.open())
  await until(() => byRole('button', 'Disconnect').length === 1)
  return latch
}

describe('wallet feature buttons', () => {
  it('shows Swap once the swap plugin is registered, and it opens the Swap view', async () => {
    const latch = await openAccount(['swap'])
    const [swap] = byRole('button', 'Swap')
    expect(swap).toBeDefined()
    await act(async () => swap?.click())
    await until(() => accessibleName(byRole('dialog')[0] as HTMLElement) === 'Swap')
    expect(latch.getState().router.history.map((entry) => entry.view)).toEqual(['Account', 'Swap'])
  })

  it('shows no Swap with the swap plugin registered but its views not passed to LatchUI', async () => {
    await openAccount(['swap'], [])
    expect(byRole('button', 'Disconnect')).toHaveLength(1)
    expect(byRole('button', 'Swap')).toHaveLength(0)
  })

  it('shows no Swap without the swap plugin, even with the view in the UI', async () => {
    await openAccount(['send', 'onramp'])
    expect(byRole('button', 'Swap')).toHaveLength(0)
    // Buy, Receive and Send have no view in the default UI yet: never a button that does nothing.
    for (const name of ['Buy', 'Receive', 'Send']) expect(byRole('button', name)).toHaveLength(0)
  })
})
