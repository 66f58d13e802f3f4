// @vitest-environment happy-dom
import { definePlugin } from '@latch/core/plugin'
import { LatchProvider } from '@latch/hooks'
import {
  createMockChainAdapter,
  createTestLatch,
  mockNetworks,
  type TestLatch,
} from '@latch/testkit'
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, describe, expect, it } from 'vitest'
import { siwx } from '../plugin'
import { useSiwx } from './useSiwx'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

type Siwx = ReturnType<typeof useSiwx>
let cleanup = () => {}
afterEach(() => cleanup())

function Probe({ seen }: { seen: { current?: Siwx } }) {
  seen.current = useSiwx()
  return null
}

function render(latch: TestLatch) {
  const seen: { current?: Siwx } = {}
  const root = createRoot(document.createElement('div'))
  act(() =>
    root.render(
      <LatchProvider client={latch}>
        <Probe seen={seen} />
      </LatchProvider>,
    ),
  )
  cleanup = () => {
    act(() => root.unmount())
    latch.destroy()
  }
  return seen as { current: Siwx }
}

function client(withPlugin: boolean) {
  const adapter = createMockChainAdapter({ networks: [mockNetworks.home] })
  return createTestLatch({
    networks: [mockNetworks.home],
    plugins: [
      definePlugin({ name: 'evm', setup: (ctx) => ctx.registerAdapter(adapter) }),
      ...(withPlugin
        ? [
            siwx({
              domain: 'app.example',
              server: {
                getNonce: async () => 'abcdefgh1234',
                verify: async ({ message, signature, caipNetworkId }) => ({
                  pci: 'one',
                  data: {
                    accountAddress: /\n(0x[0-9a-fA-F]{40})\n/.exec(message)![1]!,
                    caipNetworkId,
                    domain: 'app.example',
                    uri: 'https://app.example',
                    nonce: 'abcdefgh1234',
                  },
                  message,
                  signature,
                }),
              },
            }),
          ]
        : []),
    ],
  })
}

describe('useSiwx', () => {
  it("rejects with 'SIWX is not enabled' when the app did not register the plugin", async () => {
    const siwxState = render(client(false))
    expect(siwxState.current).toMatchObject({ enabled: false, status: 'idle', isSignedIn: false })
    await expect(siwxState.current.signIn()).rejects.toMatchObject({
      code: 'SIWX_NOT_ENABLED',
      message: 'SIWX is not enabled',
    })
  })

  it('signs in the active account and reports the session for the active network', async () => {
    const latch = client(true)
    const siwxState = render(latch)
    await expect(siwxState.current.signIn()).rejects.toMatchObject({
      message: 'No ActiveCaipAddress found',
    })
    const connectorId = latch.getState().connectors.all[0]!.id
    await act(() => latch.dispatch({ type: 'connection.connect', connectorId }))
    expect(siwxState.current.isSignedIn).toBe(false)

    await act(async () => {
      await siwxState.current.signIn()
    })
    expect(siwxState.current).toMatchObject({ enabled: true, status: 'idle', isSignedIn: true })
    expect(siwxState.current.session?.pci).toBe('one')
  })
})
