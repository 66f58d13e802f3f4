// @vitest-environment happy-dom

import { errorCatalogue } from '@latch/core'
import { definePlugin } from '@latch/core/plugin'
import { createMockChainAdapter, createTestLatch, mockNetworks } from '@latch/testkit'
import { act, StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, describe, expect, it } from 'vitest'
import { LatchUI } from '../LatchUI'
import { accessibleName, byRole, renderUI, uiTestLatch, until } from '../test/renderUI'

/** The test client of `uiTestLatch`, with a wallet that answers after `latencyMs` (real time). */
function uiTestLatchWithLatency(latencyMs: number) {
  const networks = [mockNetworks.home, mockNetworks.other]
  const adapter = createMockChainAdapter({ networks, latencyMs })
  const latch = createTestLatch({
    networks,
    plugins: [definePlugin({ name: 'evm', setup: (ctx) => ctx.registerAdapter(adapter) })],
  })
  return { latch, adapter }
}

let unmount = () => {}
afterEach(() => unmount())

const connectCalls = (adapter: { calls: { method: string }[] }) =>
  adapter.calls.filter((call) => call.method === 'connect').length
const alertText = () => byRole('alert').map((element) => element.textContent?.trim())

async function openConnecting(
  latch: ReturnType<typeof uiTestLatch>['latch'],
  connectorId = 'mock',
) {
  await act(() => latch.open({ view: 'ConnectingExternal', data: { connectorId } }))
}

describe('ConnectingExternal', () => {
  it('asks the wallet once, waits with the wallet named, and the core closes the modal when it connects', async () => {
    // A wallet that takes a moment to answer, so the waiting state is on screen.
    const { latch: waiting, adapter: wallet } = uiTestLatchWithLatency(150)
    ;({ unmount } = renderUI(waiting, null))
    await openConnecting(waiting)
    await until(() => byRole('heading', 'Continue in Mock Wallet').length === 1)
    expect(byRole('status', 'Waiting for Mock Wallet')).toHaveLength(1)
    expect(byRole('img', 'Mock Wallet logo')).toHaveLength(1)
    expect(accessibleName(byRole('dialog')[0] as HTMLElement)).toBe('Connecting')

    await until(() => !waiting.getState().modal.open)
    expect(waiting.getState().accounts.eip155?.status).toBe('connected')
    expect(connectCalls(wallet)).toBe(1)
  })

  it('starts the connect once under React strict mode', async () => {
    const { latch, adapter } = uiTestLatchWithLatency(50)
    const container = document.createElement('div')
    document.body.appendChild(container)
    const root = createRoot(container)
    act(() =>
      root.render(
        <StrictMode>
          <LatchUI client={latch} />
        </StrictMode>,
      ),
    )
    unmount = () => {
      act(() => root.unmount())
      container.remove()
    }
    await openConnecting(latch)
    await until(() => !latch.getState().modal.open)
    expect(connectCalls(adapter)).toBe(1)
  })

  it("shows 'Connection rejected' with Retry, and Retry asks the wallet again", async () => {
    const { latch, adapter } = uiTestLatch()
    adapter.rejectNext('connect')
    ;({ unmount } = renderUI(latch, null))
    await openConnecting(latch)
    await until(() => byRole('button', 'Retry').length === 1)
    expect(alertText()).toEqual(['Connection rejected'])
    expect(byRole('status', 'Waiting for Mock Wallet')).toHaveLength(0)
    expect(latch.getState().modal.open).toBe(true)

    await act(async () => byRole('button', 'Retry')[0]?.click())
    await until(() => !latch.getState().modal.open)
    expect(connectCalls(adapter)).toBe(2)
    expect(latch.getState().accounts.eip155?.status).toBe('connected')
  })

  it("shows another failure by the spec's message, never the wallet's raw text", async () => {
    const { latch, adapter } = uiTestLatch()
    adapter.failNext('connect', { code: 1234, message: 'raw wallet stack trace' })
    ;({ unmount } = renderUI(latch, null))
    await openConnecting(latch)
    await until(() => byRole('alert').length === 1)
    // The mock wallet's unknown code is the catalogue's default (spec §8).
    expect(alertText()).toEqual([errorCatalogue.INTERNAL_SDK_ERROR])
    expect(document.body.textContent).not.toContain('raw wallet stack trace')
    expect(byRole('button', 'Retry')).toHaveLength(1)
  })

  it("names a missing connector's failure: 'No connector found for connection'", async () => {
    const { latch } = uiTestLatch()
    ;({ unmount } = renderUI(latch, null))
    await openConnecting(latch, 'gone')
    await until(() => byRole('alert').length === 1)
    expect(alertText()).toEqual(['No connector found for connection'])
    expect(byRole('heading', 'Wallet')).toHaveLength(1)
  })
})
