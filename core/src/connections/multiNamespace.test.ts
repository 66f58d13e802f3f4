import {
  createMockChainAdapter,
  createTestLatch,
  type MockChainAdapter,
  mockNetworks,
} from '@latch/testkit'
import { describe, expect, it, vi } from 'vitest'
import type { ChainNamespace } from '../caip/caip'
import type { LoginMethod } from '../loginMethods/types'
import { definePlugin } from '../plugins/definePlugin'
import { createMemoryStorage, type StorageAdapter } from '../storage/adapter'

const { home, solana } = mockNetworks
const solanaAddress = 'BY6CZz6EAkxF3312euv7voeBNUmxypKDcRk52H4EgZA7'

/** A login method like a relay session: one approval, accounts on both namespaces. */
function relayLoginMethod(): LoginMethod & { dropped: ChainNamespace[] } {
  const dropped: ChainNamespace[] = []
  return {
    id: 'relay',
    name: 'Relay Wallet',
    kind: 'walletConnect',
    namespaces: ['eip155', 'solana'],
    provider: () => undefined,
    dropped,
    async disconnect(namespace) {
      dropped.push(namespace)
    },
  }
}

function setup(options: { storage?: StorageAdapter; loginMethod?: LoginMethod } = {}) {
  const evm = createMockChainAdapter({
    networks: [home],
    connectors: [{ id: 'metamask', kind: 'announced', name: 'MetaMask' }],
  })
  const sol = createMockChainAdapter({
    namespace: 'solana',
    networks: [solana],
    addresses: [solanaAddress],
    connectors: [{ id: 'phantom', kind: 'announced', name: 'Phantom' }],
  })
  const adapters: MockChainAdapter[] = [evm, sol]
  if (options.loginMethod) {
    // Each namespace adapter lists the method as one of its connectors (as eip155 and solana do).
    for (const adapter of adapters)
      adapter.addConnector({ id: 'relay', kind: 'walletConnect', name: 'Relay Wallet' })
  }
  const latch = createTestLatch({
    networks: [home, solana],
    storage: options.storage,
    plugins: [
      ...adapters.map((adapter) =>
        definePlugin({
          name: `adapter-${adapter.namespace}`,
          setup: (ctx) => ctx.registerAdapter(adapter),
        }),
      ),
      ...(options.loginMethod
        ? [
            definePlugin({
              name: 'relay',
              setup: (ctx) => ctx.registerLoginMethod(options.loginMethod as LoginMethod),
            }),
          ]
        : []),
    ],
  })
  return { latch, evm, sol }
}

const connected = (latch: ReturnType<typeof setup>['latch']) =>
  Object.fromEntries(
    (['eip155', 'solana'] as const).map((ns) => [ns, latch.getState().accounts[ns]?.status]),
  )

describe('several namespaces at once', () => {
  it('keeps an EVM and a Solana wallet connected side by side', async () => {
    const { latch } = setup()
    await latch.dispatch({ type: 'connection.connect', connectorId: 'metamask' })
    await latch.dispatch({
      type: 'connection.connect',
      connectorId: 'phantom',
      namespace: 'solana',
    })

    expect(connected(latch)).toEqual({ eip155: 'connected', solana: 'connected' })
    expect(latch.getState().connectors.activeIds).toEqual({ eip155: 'metamask', solana: 'phantom' })
    // The last wallet connected decides the active network.
    expect(latch.getState().networks.activeCaipNetworkId).toBe(solana.caipNetworkId)
  })

  it('disconnects only the active namespace, and the page moves to the one still connected', async () => {
    const { latch, evm } = setup()
    await latch.dispatch({ type: 'connection.connect', connectorId: 'metamask' })
    await latch.dispatch({
      type: 'connection.connect',
      connectorId: 'phantom',
      namespace: 'solana',
    })

    await latch.dispatch({ type: 'connection.disconnect' })

    expect(connected(latch)).toEqual({ eip155: 'connected', solana: 'disconnected' })
    expect(evm.calls.some((c) => c.method === 'disconnect')).toBe(false)
    expect(latch.getState().networks).toMatchObject({
      activeNamespace: 'eip155',
      activeCaipNetworkId: home.caipNetworkId,
    })
  })

  it('disconnects one named namespace', async () => {
    const { latch } = setup()
    await latch.dispatch({ type: 'connection.connect', connectorId: 'metamask' })
    await latch.dispatch({
      type: 'connection.connect',
      connectorId: 'phantom',
      namespace: 'solana',
    })

    await latch.dispatch({ type: 'connection.disconnect', namespace: 'eip155' })

    expect(connected(latch)).toEqual({ eip155: 'disconnected', solana: 'connected' })
    expect(latch.getState().networks.activeNamespace).toBe('solana')
  })

  it('disconnects every namespace with `all`', async () => {
    const { latch, evm, sol } = setup()
    await latch.dispatch({ type: 'connection.connect', connectorId: 'metamask' })
    await latch.dispatch({
      type: 'connection.connect',
      connectorId: 'phantom',
      namespace: 'solana',
    })

    await latch.dispatch({ type: 'connection.disconnect', all: true })

    expect(connected(latch)).toEqual({ eip155: 'disconnected', solana: 'disconnected' })
    expect(latch.getState().connectors.activeIds).toEqual({})
    for (const adapter of [evm, sol])
      expect(adapter.calls.filter((c) => c.method === 'disconnect')).toHaveLength(1)
  })

  it('refuses an `all` that is not a boolean', async () => {
    const { latch } = setup()
    await expect(
      latch.dispatch({ type: 'connection.disconnect', all: 'yes' as unknown as boolean }),
    ).rejects.toMatchObject({ code: 'INVALID_INPUT', details: expect.stringContaining('all') })
  })

  it('restores every namespace that was connected on reload', async () => {
    const storage = createMemoryStorage()
    const before = setup({ storage })
    await before.latch.dispatch({ type: 'connection.connect', connectorId: 'metamask' })
    await before.latch.dispatch({
      type: 'connection.connect',
      connectorId: 'phantom',
      namespace: 'solana',
    })
    before.latch.destroy()

    const after = setup({ storage })
    after.evm.setAuthorized('metamask', true)
    after.sol.setAuthorized('phantom', true)
    const { connected: namespaces } = await after.latch.dispatch({ type: 'connection.reconnect' })

    expect(namespaces.sort()).toEqual(['eip155', 'solana'])
    expect(connected(after.latch)).toEqual({ eip155: 'connected', solana: 'connected' })
    // The network the user was on stays the active one.
    expect(after.latch.getState().networks.activeCaipNetworkId).toBe(solana.caipNetworkId)
  })

  it('restores both namespaces on reload when both wallets announce after reconnect ran', async () => {
    const storage = createMemoryStorage()
    const before = setup({ storage })
    await before.latch.dispatch({ type: 'connection.connect', connectorId: 'metamask' })
    await before.latch.dispatch({
      type: 'connection.connect',
      connectorId: 'phantom',
      namespace: 'solana',
    })
    before.latch.destroy()

    // The page's wallets register only after the client ran reconnect.
    const evm = createMockChainAdapter({ networks: [home], connectors: [] })
    const sol = createMockChainAdapter({
      namespace: 'solana',
      networks: [solana],
      addresses: [solanaAddress],
      connectors: [],
    })
    const after = createTestLatch({
      networks: [home, solana],
      storage,
      plugins: [evm, sol].map((adapter) =>
        definePlugin({
          name: `adapter-${adapter.namespace}`,
          setup: (ctx) => ctx.registerAdapter(adapter),
        }),
      ),
    })
    evm.setAuthorized('metamask', true)
    sol.setAuthorized('phantom', true)
    await after.dispatch({ type: 'connection.reconnect' })
    evm.addConnector({ id: 'metamask', kind: 'announced', name: 'MetaMask' })
    sol.addConnector({ id: 'phantom', kind: 'announced', name: 'Phantom' })

    await vi.waitFor(() =>
      expect(
        (['eip155', 'solana'] as const).map((ns) => after.getState().accounts[ns]?.status),
      ).toEqual(['connected', 'connected']),
    )
    expect(sol.calls.some((c) => c.method === 'connect')).toBe(false) // silently
  })
})

describe('a login method that spans namespaces', () => {
  it('connects every namespace it serves from one approval, the approved one active', async () => {
    const method = relayLoginMethod()
    const { latch, sol } = setup({ loginMethod: method })
    // The relay session, approved on eip155, also covers Solana: its provider answers silently.
    sol.setAuthorized('relay', true)

    await latch.dispatch({ type: 'connection.connect', connectorId: 'relay' })

    expect(connected(latch)).toEqual({ eip155: 'connected', solana: 'connected' })
    expect(latch.getState().connectors.activeIds).toEqual({ eip155: 'relay', solana: 'relay' })
    expect(latch.getState().networks.activeNamespace).toBe('eip155')
    // Solana was asked without a prompt.
    expect(sol.calls.map((c) => c.method)).toEqual(['reconnect', 'getBalance'])
  })

  it('keeps the approved namespace when another one does not come along', async () => {
    const method = relayLoginMethod()
    const { latch, sol } = setup({ loginMethod: method })
    sol.failNext('reconnect', { code: -32000, message: 'Namespace not approved' })

    await latch.dispatch({ type: 'connection.connect', connectorId: 'relay' })

    expect(connected(latch)).toEqual({ eip155: 'connected', solana: 'disconnected' })
  })

  it('drops one namespace from the session, and the other stays connected', async () => {
    const method = relayLoginMethod()
    const { latch, sol } = setup({ loginMethod: method })
    sol.setAuthorized('relay', true)
    await latch.dispatch({ type: 'connection.connect', connectorId: 'relay' })

    await latch.dispatch({ type: 'connection.disconnect', namespace: 'solana' })
    expect(method.dropped).toEqual(['solana'])
    expect(connected(latch)).toEqual({ eip155: 'connected', solana: 'disconnected' })

    await latch.dispatch({ type: 'connection.disconnect', all: true })
    expect(method.dropped).toEqual(['solana', 'eip155'])
  })

  it('is refused twice under one id, or for a namespace that is not CAIP-2', () => {
    const plugin = (name: string, method: Partial<LoginMethod>) =>
      definePlugin({ name, setup: (ctx) => ctx.registerLoginMethod(method as LoginMethod) })
    const latch = createTestLatch({
      networks: [home],
      plugins: [
        plugin('first', relayLoginMethod()),
        plugin('second', relayLoginMethod()),
        plugin('third', { ...relayLoginMethod(), id: 'other', namespaces: ['Tezos!' as never] }),
      ],
    })
    const { pluginStatus } = latch.getState()
    expect(pluginStatus.first).toEqual({ status: 'ready' })
    expect(pluginStatus.second).toMatchObject({
      status: 'failed',
      error: { details: expect.stringContaining('first already did') },
    })
    expect(pluginStatus.third).toMatchObject({
      status: 'failed',
      error: { details: expect.stringContaining('no known namespace') },
    })
  })

  it('is listed by namespace and gone once its plugin is torn down', () => {
    const seen = vi.fn()
    let listed: string[] = []
    const latch = createTestLatch({
      networks: [home],
      plugins: [
        definePlugin({
          name: 'relay',
          setup: (ctx) => ctx.registerLoginMethod(relayLoginMethod()),
        }),
        definePlugin({
          name: 'reader',
          setup(ctx) {
            listed = ctx.loginMethods.forNamespace('solana').map((m) => m.id)
            ctx.loginMethods.onChange(seen)
          },
        }),
      ],
    })
    expect(listed).toEqual(['relay'])
    latch.destroy()
    // The reader's listener went with it before the method was removed: it hears nothing.
    expect(seen).not.toHaveBeenCalled()
  })
})
