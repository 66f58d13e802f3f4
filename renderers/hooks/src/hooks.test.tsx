// @vitest-environment happy-dom
import type { Latch } from '@latch/core'
import { definePlugin } from '@latch/core/plugin'
import { createMockChainAdapter, createTestLatch, mockNetworks } from '@latch/testkit'
import { act, type ReactNode, StrictMode } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, describe, expect, it } from 'vitest'
import { LatchProvider } from './LatchProvider'
import { useAccount } from './useAccount'
import { useConnect } from './useConnect'
import { useConnectors } from './useConnectors'
import { useLatch } from './useLatch'
import { useLatchState } from './useLatchState'
import { useModal } from './useModal'
import { useNetwork } from './useNetwork'
import { useProvider } from './useProvider'
import { useSignMessage } from './useSignMessage'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const roots: Root[] = []
afterEach(() => {
  for (const root of roots.splice(0)) act(() => root.unmount())
})

function setup() {
  const adapter = createMockChainAdapter({ networks: [mockNetworks.home, mockNetworks.other] })
  const latch = createTestLatch({
    networks: [mockNetworks.home, mockNetworks.other],
    plugins: [definePlugin({ name: 'evm', setup: (ctx) => ctx.registerAdapter(adapter) })],
  })
  return { adapter, latch }
}

function render(latch: Latch, node: ReactNode) {
  const container = document.createElement('div')
  const root = createRoot(container)
  roots.push(root)
  act(() => root.render(<LatchProvider client={latch}>{node}</LatchProvider>))
  return container
}

/** Renders nothing; records what `hook` returned at each render. */
function Probe<T>({ hook, seen }: { hook: () => T; seen: T[] }) {
  seen.push(hook())
  return null
}

/** A probe element for `hook`, with its render count and last value. */
function counted<T>(hook: () => T) {
  const seen: T[] = []
  return {
    element: <Probe hook={hook} seen={seen} />,
    renders: () => seen.length,
    last: () => seen.at(-1) as T,
  }
}

function Orphan() {
  useLatch()
  return null
}

describe('useLatchState', () => {
  it('re-renders a component only when what it selected changed', async () => {
    const { latch } = setup()
    const theme = counted(() => useLatchState((s) => s.theme.themeMode))
    const modal = counted(() => useLatchState((s) => s.modal.open))
    render(
      latch,
      <>
        {theme.element}
        {modal.element}
      </>,
    )
    expect([theme.renders(), modal.renders()]).toEqual([1, 1])

    await act(() => latch.open())
    expect([theme.renders(), modal.renders()]).toEqual([1, 2])
    await act(() => latch.dispatch({ type: 'theme.setMode', themeMode: 'dark' }))
    expect([theme.renders(), modal.renders()]).toEqual([2, 2])
    expect(theme.last()).toBe('dark')
  })

  it('an equal selection (by the equality function) does not re-render', async () => {
    const { latch } = setup()
    const probe = counted(() =>
      useLatchState(
        (s) => ({ open: s.modal.open }),
        (a, b) => a.open === b.open,
      ),
    )
    render(latch, probe.element)
    await act(() => latch.dispatch({ type: 'theme.setMode', themeMode: 'dark' }))
    await act(() => latch.dispatch({ type: 'modal.setLoading', loading: true }))
    expect(probe.renders()).toBe(1)
  })

  it('works in strict mode', async () => {
    const { latch } = setup()
    const probe = counted(() => useModal().isOpen)
    const container = document.createElement('div')
    const root = createRoot(container)
    roots.push(root)
    act(() =>
      root.render(
        <StrictMode>
          <LatchProvider client={latch}>{probe.element}</LatchProvider>
        </StrictMode>,
      ),
    )
    await act(() => latch.open())
    expect(probe.last()).toBe(true)
  })

  it('says what is missing outside a LatchProvider', () => {
    const root = createRoot(document.createElement('div'))
    expect(() => act(() => root.render(<Orphan />))).toThrow(/Wrap your app in <LatchProvider/)
  })
})

describe('job hooks', () => {
  it('useAccount follows the connection and ignores unrelated changes', async () => {
    const { latch } = setup()
    const account = counted(() => useAccount())
    render(latch, account.element)
    expect(account.last()).toMatchObject({ status: 'disconnected', isConnected: false })
    await act(() => latch.dispatch({ type: 'connection.connect', connectorId: 'mock' }))
    await act(async () => {
      while (!latch.getState().accounts.eip155?.balance) await Promise.resolve()
    })
    expect(account.last()).toMatchObject({
      isConnected: true,
      address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      balance: '1.234',
      balanceSymbol: 'ETH',
    })
    const renders = account.renders()
    await act(() => latch.dispatch({ type: 'theme.setMode', themeMode: 'dark' }))
    await act(() => latch.open())
    expect(account.renders()).toBe(renders)
  })

  it('useConnect exposes pending, then the error the user can read, then success', async () => {
    const { adapter, latch } = setup()
    const hook = counted(() => useConnect())
    render(latch, hook.element)
    adapter.rejectNext('connect')
    let attempt: Promise<unknown> = Promise.resolve()
    act(() => {
      attempt = hook
        .last()
        .connect('mock')
        .catch(() => {})
    })
    expect(hook.last().isPending).toBe(true)
    await act(() => attempt)
    expect(hook.last()).toMatchObject({
      status: 'error',
      error: { message: 'Connection rejected' },
    })
    await act(() => hook.last().connect('mock'))
    expect(hook.last()).toMatchObject({ status: 'success', error: null })
    expect(hook.last().data?.accounts[0]?.address).toBe(
      '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    )
  })

  it('useSignMessage returns the signature', async () => {
    const { latch } = setup()
    await latch.dispatch({ type: 'connection.connect', connectorId: 'mock' })
    const hook = counted(() => useSignMessage())
    render(latch, hook.element)
    await act(() => hook.last().signMessage('hello'))
    expect(hook.last().data).toMatch(/^0x[0-9a-f]{130}$/)
  })

  it('useNetwork and useConnectors read the networks and the connect list', async () => {
    const { latch } = setup()
    const network = counted(() => useNetwork())
    const connectors = counted(() => useConnectors())
    render(
      latch,
      <>
        {network.element}
        {connectors.element}
      </>,
    )
    expect(network.last().networks.map((n) => n.caipNetworkId)).toEqual([
      'eip155:31337',
      'eip155:31338',
    ])
    expect(network.last().network?.name).toBe('Latch Local')
    expect(connectors.last().list.map((item) => item.group)).toEqual(['injected'])
    const renders = connectors.renders()
    await act(() => latch.dispatch({ type: 'theme.setMode', themeMode: 'dark' }))
    expect(connectors.renders()).toBe(renders)
  })
})

describe('useProvider', () => {
  it("gives the namespace's provider once its code is in, the same one on every render", async () => {
    const provider = { request: async () => '0x1' }
    const latch = createTestLatch({
      plugins: [
        definePlugin({
          name: 'fake-eip155',
          setup: (ctx) =>
            ctx.handle('eip155.getProvider' as never, (async () => provider) as never),
        }),
      ],
    })
    const probe = counted(() => useProvider('eip155' as never))
    render(latch, probe.element)
    expect(probe.last().provider).toBeUndefined()
    await act(async () => {})
    expect(probe.last()).toEqual({ provider, error: undefined })
  })

  it('gives the error when no plugin serves the namespace', async () => {
    const { latch } = setup()
    const probe = counted(() => useProvider('eip155' as never))
    render(latch, probe.element)
    await act(async () => {})
    expect(probe.last().error).toMatchObject({ code: 'CHAIN_ADAPTER_NOT_FOUND' })
  })
})
