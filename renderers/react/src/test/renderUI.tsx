import type { Latch } from '@latch/core'
import { definePlugin } from '@latch/core/plugin'
import {
  createMockChainAdapter,
  createTestLatch,
  type MockChainAdapter,
  mockNetworks,
} from '@latch/testkit'
import { act, type ReactNode } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { LatchUI } from '../LatchUI'
import { walletConnectViews } from '../modal/fixtures/walletConnectViews'
import type { ViewSet } from '../modal/viewRegistry'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

/** A test client with a mock EVM wallet ("Mock Wallet"), on the testkit's manual clock. */
export function uiTestLatch(options: Parameters<typeof createTestLatch>[0] = {}): {
  latch: ReturnType<typeof createTestLatch>
  adapter: MockChainAdapter
} {
  const adapter = createMockChainAdapter({ networks: [mockNetworks.home, mockNetworks.other] })
  const latch = createTestLatch({
    networks: [mockNetworks.home, mockNetworks.other],
    plugins: [
      definePlugin({ name: 'evm', setup: (ctx) => ctx.registerAdapter(adapter) }),
      // The relay protocol's QR view, as its plugin declares it.
      declareViewsOf(walletConnectViews),
    ],
    ...options,
  })
  return { latch, adapter }
}

/**
 * Declares in the core the plugin views of `sets` (those the core does not have), as the plugins
 * whose sets they stand for would in their setup: the router takes them then.
 */
export function declareViewsOf(...sets: ViewSet[]) {
  return definePlugin({
    name: 'test.views',
    setup(ctx) {
      const views = sets
        .flatMap((set) => Object.entries(set))
        .filter(([name]) => !name.startsWith('AccountTab:') && !ctx.views.get(name))
        .map(([name, view]) => [name, { connecting: view?.connects !== undefined }])
      ctx.declareViews(Object.fromEntries(views))
    },
  })
}

/** Renders `node` inside the default UI (with `views`' sets) into the document; returns the unmount. */
export function renderUI(
  latch: Latch,
  node: ReactNode,
  { views }: { views?: readonly ViewSet[] } = {},
): { container: HTMLElement; unmount(): void } {
  const container = document.createElement('div')
  document.body.appendChild(container)
  let root: Root | undefined
  act(() => {
    root = createRoot(container)
    root.render(
      <LatchUI client={latch} views={views}>
        {node}
      </LatchUI>,
    )
  })
  return {
    container,
    unmount() {
      act(() => root?.unmount())
      container.remove()
    },
  }
}

export { accessibleName, byRole, isHidden, settle, until } from '@latch/testkit/dom'
