import { definePlugin } from '@latch/core/plugin'
import { createTestLatch, mockNetworks } from '@latch/testkit'
import { describe, expect, it, vi } from 'vitest'
import { walletConnectViews } from './index'

// The QR view's warm-up: the default UI's Connect calls `prepare` as it shows and on intent over
// an entry that opens the QR (renderers/react ConnectView.qrAtOnce.test.tsx); here, what it asks.

/** A client whose 'walletConnect.pair' runs `pair`, as the plugin's handler would. */
function clientWith(pair: () => Promise<void>) {
  return createTestLatch({
    networks: [mockNetworks.home],
    plugins: [
      definePlugin({ name: 'pairing', setup: (ctx) => ctx.handle('walletConnect.pair', pair) }),
    ],
  })
}

describe('walletConnectViews: the QR view prepares a pairing', () => {
  it("asks the plugin for one ('walletConnect.pair')", async () => {
    const pair = vi.fn(async () => {})
    const latch = clientWith(pair)
    walletConnectViews.ConnectingWalletConnect?.prepare?.(latch)
    await vi.waitFor(() => expect(pair).toHaveBeenCalledTimes(1))
    latch.destroy()
  })

  it('keeps a failed pairing to itself: the click shows it, the warm-up does not throw', async () => {
    const pair = vi.fn(async () => {
      throw new Error('relay down')
    })
    const latch = clientWith(pair)
    expect(() => walletConnectViews.ConnectingWalletConnect?.prepare?.(latch)).not.toThrow()
    await vi.waitFor(() => expect(pair).toHaveBeenCalledTimes(1))
    // An unhandled rejection would fail the run here.
    await new Promise((resolve) => setTimeout(resolve, 10))
    latch.destroy()
  })
})
