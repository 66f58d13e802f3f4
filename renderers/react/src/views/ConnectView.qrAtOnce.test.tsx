// @vitest-environment happy-dom
import type { Latch } from '@latch/core'
import { definePlugin } from '@latch/core/plugin'
import { createMockChainAdapter, createTestLatch, mockNetworks } from '@latch/testkit'
import { act } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { lazyComponent } from '../modal/lazyComponent'
import { builtInViews, defineViews, type ViewSet } from '../modal/viewRegistry'
import { byRole, declareViewsOf, renderUI, until } from '../test/renderUI'
import ConnectView from './ConnectView'

// A QR at once (issue 35): Connect loads the QR view's chunk and calls its `prepare` (the relay
// protocol's plugin prepares a pairing there) when it shows and on intent over the entry that
// opens the QR, so a click finds both ready.

/** A client with the relay protocol's connector, and the views given. */
function relayTestLatch(views: ViewSet[]) {
  const networks = [mockNetworks.home]
  const adapter = createMockChainAdapter({
    networks,
    connectors: [
      { id: 'mock', kind: 'injected', name: 'Mock Wallet' },
      { id: 'walletConnect', kind: 'walletConnect', name: 'WalletConnect' },
    ],
  })
  const latch = createTestLatch({
    networks,
    plugins: [
      definePlugin({ name: 'evm', setup: (ctx) => ctx.registerAdapter(adapter) }),
      declareViewsOf(...views),
    ],
  })
  return { latch }
}

let unmount = () => {}
afterEach(() => unmount())

describe('Connect: a QR at once', () => {
  it('asks for a pairing and loads the QR view as it shows, and again on intent over WalletConnect', async () => {
    let loads = 0
    const asked: string[] = []
    const views = defineViews({
      ConnectingWalletConnect: {
        title: 'WalletConnect',
        Component: lazyComponent(() => {
          loads++
          return import('../modal/fixtures/ConnectingWalletConnectView')
        }),
        connects: 'walletConnect',
        // The client it is given: the one the UI shows.
        prepare: (client: Latch) => void asked.push(client === latch ? 'pair' : 'another client'),
      },
    })
    const { latch } = relayTestLatch([views])
    ;({ unmount } = renderUI(latch, null, { views: [views] }))
    await act(() => latch.open())
    await until(() => byRole('button', 'WalletConnect').length === 1)
    await until(() => asked.length === 1)
    expect(loads).toBe(1)
    await until(() => views.ConnectingWalletConnect?.Component.current() !== undefined)

    const entry = byRole('button', 'WalletConnect')[0] as HTMLElement
    await act(async () => entry.dispatchEvent(new PointerEvent('pointerover', { bubbles: true })))
    await act(async () => entry.focus())
    expect(asked).toEqual(['pair', 'pair', 'pair'])
    // The chunk loads once; the plugin keeps a fresh pairing (preparedPairing.integration.test).
    expect(loads).toBe(1)
    // An installed wallet's entry is no intent for a QR.
    const other = byRole('button', 'Mock Wallet Installed')[0] as HTMLElement
    await act(async () => other.dispatchEvent(new PointerEvent('pointerover', { bubbles: true })))
    expect(asked).toHaveLength(3)
  })

  it('asks nothing when the app has no QR view', async () => {
    const { latch } = relayTestLatch([])
    ;({ unmount } = renderUI(latch, null))
    await act(() => latch.open())
    await until(() => byRole('button', 'WalletConnect').length === 1)
    const entry = byRole('button', 'WalletConnect')[0] as HTMLElement
    await act(async () => entry.dispatchEvent(new PointerEvent('pointerover', { bubbles: true })))
    await act(async () => entry.focus())
    // Nothing to prepare, and nothing failed: the entry is still there.
    expect(byRole('button', 'WalletConnect')).toHaveLength(1)
  })

  it('prepares nothing while Connect is not what the visitor sees (the modal built hidden, ahead)', async () => {
    const asked: string[] = []
    const views = defineViews({
      ConnectingWalletConnect: {
        title: 'WalletConnect',
        Component: lazyComponent(() => import('../modal/fixtures/ConnectingWalletConnectView')),
        connects: 'walletConnect',
        prepare: () => void asked.push('pair'),
      },
    })
    const { latch } = relayTestLatch([views])
    // Connect rendered with the modal closed: what a hidden, pre-built modal holds.
    ;({ unmount } = renderUI(latch, <ConnectView />, { views: [views] }))
    await until(() => byRole('button', 'WalletConnect').length >= 1)
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)))
    expect(asked).toEqual([])
    // Opened on another view (the email wallet's approval over a signature): still nothing.
    await act(() => latch.open({ view: 'Account' }))
    await until(() => builtInViews.Account?.Component.current() !== undefined)
    expect(asked).toEqual([])
    await act(() => latch.open())
    await until(() => asked.length > 0)
  })
})
