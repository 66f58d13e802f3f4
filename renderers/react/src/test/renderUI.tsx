import { definePlugin, type Latch } from '@latch/core'
import {
  createMockChainAdapter,
  createTestLatch,
  type MockChainAdapter,
  mockNetworks,
} from '@latch/testkit'
import { act, type ReactNode } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { LatchUI } from '../LatchUI'
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
    plugins: [definePlugin({ name: 'evm', setup: (ctx) => ctx.registerAdapter(adapter) })],
    ...options,
  })
  return { latch, adapter }
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
