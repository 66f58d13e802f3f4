// @vitest-environment happy-dom
import { LatchProvider } from '@latch/hooks'
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, describe, expect, it } from 'vitest'
import { wcTestLatch } from '../react/test/fakeWalletConnect'
import { useWalletConnectPairing } from './useWalletConnectPairing'

type Pairing = ReturnType<typeof useWalletConnectPairing>
let cleanup = () => {}
afterEach(() => cleanup())

/** A custom UI's component: keeps what the hook returned last. */
function Probe({ seen }: { seen: { current?: Pairing } }) {
  seen.current = useWalletConnectPairing()
  return null
}

/** Renders the hook in a custom UI (no default UI) and hands back what it returned last. */
function renderPairing(latch: ReturnType<typeof wcTestLatch>['latch']) {
  const seen: { current?: Pairing } = {}
  const root = createRoot(document.createElement('div'))
  act(() =>
    root.render(
      <LatchProvider client={latch}>
        <Probe seen={seen} />
      </LatchProvider>,
    ),
  )
  cleanup = () => act(() => root.unmount())
  return seen as { current: Pairing }
}

describe('useWalletConnectPairing', () => {
  it('gives the wc: URI only while a wallet can use it, with its expiry', async () => {
    const { latch, wc } = wcTestLatch({ autoOffer: false })
    const pairing = renderPairing(latch)
    expect(pairing.current).toMatchObject({ status: 'idle', uri: undefined })
    void latch
      .dispatch({ type: 'connection.connect', connectorId: 'walletConnect' })
      .catch(() => {})
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)))
    expect(pairing.current).toMatchObject({ status: 'starting', uri: undefined })

    const uri = wc.offer()
    expect(pairing.current.uri).toBe(uri)
    expect(pairing.current.expiresAt).toBeGreaterThan(0)
    expect(pairing.current.linkFor('https://rnbwapp.com')).toBe(
      `https://rnbwapp.com/wc?uri=${encodeURIComponent(uri)}`,
    )
    // A URI that is not a wc: pairing URI is never handed out.
    wc.setPairing({ status: 'ready', uri: 'javascript:alert(1)', expiresAt: 1 })
    expect(pairing.current.uri).toBeUndefined()
    expect(pairing.current.linkFor()).toBeUndefined()

    await wc.reject()
    expect(pairing.current).toMatchObject({
      status: 'rejected',
      uri: undefined,
      error: { code: 'CONNECTION_REJECTED', message: 'Connection rejected' },
    })
  })

  it('refresh asks the plugin for a new URI', async () => {
    const { latch, wc } = wcTestLatch()
    const pairing = renderPairing(latch)
    void latch
      .dispatch({ type: 'connection.connect', connectorId: 'walletConnect' })
      .catch(() => {})
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)))
    const first = pairing.current.uri
    expect(first).toMatch(/^wc:/)
    await act(() => pairing.current.refresh())
    expect(pairing.current.uri).toMatch(/^wc:/)
    expect(pairing.current.uri).not.toBe(first)
    expect(wc.attempts).toBe(1)
  })
})
