import { definePlugin, type Latch } from '@latch/core'
import {
  createMockChainAdapter,
  createTestLatch,
  type MockChainAdapter,
  mockNetworks,
} from '@latch/testkit'
import { act, type ReactNode } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { LatchUI } from './LatchUI'
import type { ViewSet } from './modal/viewRegistry'

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

/** Lets effects settle. */
export async function settle(): Promise<void> {
  for (let i = 0; i < 5; i++) await act(() => new Promise((resolve) => setTimeout(resolve, 0)))
}

/**
 * Waits until `check` passes (lazy chunks load, effects run), then lets the UI settle. It polls
 * between short `act` turns: inside one `act`, React would hold the updates it waits for.
 */
export async function until(check: () => unknown, timeout = 5_000): Promise<void> {
  const deadline = Date.now() + timeout
  while (!check()) {
    if (Date.now() > deadline)
      throw new Error(`UI never reached the expected state in ${timeout} ms`)
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)))
  }
  await settle()
}

/** Elements by role and accessible name, the way users and assistive tech find them. */
export function byRole(role: string, name?: string | RegExp): HTMLElement[] {
  const explicit = Array.from(document.querySelectorAll<HTMLElement>(`[role="${role}"]`))
  const implicit: Record<string, string> = {
    button: 'button',
    heading: 'h1,h2,h3',
    list: 'ul',
    link: 'a[href]',
    img: 'img',
    textbox: 'input[type="text"],input[type="search"],input:not([type])',
    tab: '[role="tab"]',
  }
  const native = implicit[role]
    ? Array.from(document.querySelectorAll<HTMLElement>(implicit[role]))
    : []
  const all = [...new Set([...explicit, ...native])]
  if (name === undefined) return all
  return all.filter((element) => {
    const accessible = accessibleName(element)
    return typeof name === 'string' ? accessible === name : name.test(accessible)
  })
}

export function accessibleName(element: HTMLElement): string {
  const label = element.getAttribute('aria-label')
  if (label) return label
  const labelledBy = element.getAttribute('aria-labelledby')
  if (labelledBy) return document.getElementById(labelledBy)?.textContent?.trim() ?? ''
  if (element instanceof HTMLImageElement) return element.alt
  return element.textContent?.replace(/\s+/g, ' ').trim() ?? ''
}
