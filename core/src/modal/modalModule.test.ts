import { createMockChainAdapter, createTestLatch, mockNetworks } from '@latch/testkit'
import { describe, expect, it, vi } from 'vitest'
import type { ChainNamespace } from '../caip/caip'
import type { ChainAdapter } from '../chain/types'
import type { AccountState } from '../connections/types'
import { MODAL_SHAKE_MS } from '../constants'
import { definePlugin } from '../plugins/definePlugin'
import type { PluginContext } from '../plugins/types'
import { selectCurrentView } from './router'
import type { ViewDeclaration, ViewName } from './types'

const evmAddress = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

/** Views no plugin of this repository declares: a feature plugin from elsewhere would. */
const SWAP = 'Swap' as ViewName
const SIGN = 'SignIn' as ViewName

/** A feature plugin that declares its views, as `ctx.declareViews` in its setup. */
const viewsPlugin = (
  views: Record<string, ViewDeclaration> = { [SWAP]: {}, [SIGN]: {} },
  name = 'feature',
) => definePlugin({ name, setup: (ctx) => ctx.declareViews(views) })

/**
 * Puts accounts in state the way the connection module will: a plugin may update any state. The
 * modal only reads `state.accounts`, so these tests do not need a wallet.
 */
function accountsFixture() {
  let context: PluginContext | undefined
  const update: PluginContext['update'] = (recipe) => context?.update(recipe)
  return {
    plugin: definePlugin({
      name: 'test.accounts',
      setup(ctx) {
        context = ctx
      },
    }),
    connect(namespace: ChainNamespace, address: string) {
      const account: AccountState = {
        status: 'connected',
        address,
        tokenBalance: [],
        preferredAccountType: 'eoa',
        allAccounts: [],
        currentTab: 0,
        addressLabels: {},
      }
      update((state) => {
        state.accounts[namespace] = account
      })
    },
  }
}

/** A namespace plugin's adapter, for the one rule that asks whether any is registered. */
function adapterPlugin(namespace: ChainNamespace) {
  const notUsedHere = () => Promise.reject(new Error('The modal does not call chain adapters'))
  const adapter: ChainAdapter = {
    namespace,
    getConnectors: () => [],
    connect: notUsedHere,
    reconnect: notUsedHere,
    disconnect: notUsedHere,
    switchNetwork: notUsedHere,
    getBalance: notUsedHere,
    signMessage: notUsedHere,
    sendTransaction: notUsedHere,
    estimateGas: notUsedHere,
    estimateFee: notUsedHere,
    on: () => () => {},
  }
  return definePlugin({
    name: `test.${namespace}`,
    setup(ctx) {
      ctx.registerAdapter(adapter)
    },
  })
}

const views = (latch: ReturnType<typeof createTestLatch>) =>
  latch.getState().router.history.map((entry) => entry.view)

describe('opening the modal', () => {
  it('starts closed, on Connect', () => {
    const latch = createTestLatch()
    expect(latch.getState().modal).toEqual({ open: false, loading: false, shake: false })
    expect(views(latch)).toEqual(['Connect'])
  })

  it('opens on Connect when nothing is connected', async () => {
    const latch = createTestLatch()
    await latch.open()
    expect(latch.getState().modal.open).toBe(true)
    expect(selectCurrentView(latch.getState())).toEqual({ view: 'Connect', data: {} })
  })

  it('opens on Account when an address is connected', async () => {
    const accounts = accountsFixture()
    const latch = createTestLatch({ plugins: [accounts.plugin] })
    accounts.connect('eip155', evmAddress)
    await latch.open()
    expect(views(latch)).toEqual(['Account'])
  })

  it('opens on the requested view with its data', async () => {
    const latch = createTestLatch()
    await latch.open({ view: 'Networks', data: { caipNetworkId: 'eip155:8453' } })
    expect(selectCurrentView(latch.getState())).toEqual({
      view: 'Networks',
      data: { caipNetworkId: 'eip155:8453' },
    })
  })

  it('opens for a namespace: Connect when that one is not connected, and the view knows it', async () => {
    const accounts = accountsFixture()
    const latch = createTestLatch({ plugins: [accounts.plugin] })
    accounts.connect('eip155', evmAddress)
    await latch.open({ namespace: 'solana' })
    expect(selectCurrentView(latch.getState())).toEqual({
      view: 'Connect',
      data: { namespace: 'solana' },
    })
  })

  it('opens on AllWallets on mobile when no chain adapter is registered', async () => {
    const latch = createTestLatch({ device: 'mobile' })
    await latch.open()
    expect(views(latch)).toEqual(['AllWallets'])
  })

  it('opens on Connect on mobile once a chain adapter is registered', async () => {
    const latch = createTestLatch({ device: 'mobile', plugins: [adapterPlugin('eip155')] })
    await latch.open()
    expect(views(latch)).toEqual(['Connect'])
  })

  it('navigates when opened while open: the history starts again on the new view', async () => {
    const latch = createTestLatch()
    await latch.open()
    await latch.dispatch({ type: 'router.push', view: 'AllWallets' })
    await latch.open({ view: 'Networks' })
    expect(latch.getState().modal.open).toBe(true)
    expect(views(latch)).toEqual(['Networks'])
  })

  it('refuses a view that does not exist, and changes nothing', async () => {
    const latch = createTestLatch()
    const before = latch.getState()
    await expect(latch.open({ view: 'Settings' as 'Connect' })).rejects.toMatchObject({
      code: 'INVALID_INPUT',
      details: expect.stringContaining('view'),
    })
    await expect(
      latch.dispatch({ type: 'router.push', view: 'Nope' as 'Connect' }),
    ).rejects.toMatchObject({ code: 'INVALID_INPUT' })
    expect(latch.getState()).toBe(before)
  })

  it('refuses view data that is not flat, naming the field, and changes nothing', async () => {
    const latch = createTestLatch()
    const before = latch.getState()
    // Deep enough to overflow the stack of any code that walks it.
    let deep: Record<string, unknown> = {}
    for (let level = 0; level < 100_000; level++) deep = { child: deep }
    const refusal = {
      code: 'INVALID_INPUT',
      message: 'Invalid input',
      details: 'data.child: Invalid input',
    }
    await expect(latch.open({ view: 'Connect', data: deep as never })).rejects.toMatchObject(
      refusal,
    )
    await expect(
      latch.dispatch({ type: 'router.push', view: 'AllWallets', data: deep as never }),
    ).rejects.toMatchObject(refusal)
    await expect(latch.open({ data: { tokens: ['USDC'] } as never })).rejects.toMatchObject({
      code: 'INVALID_INPUT',
      details: 'data.tokens: Invalid input',
    })
    expect(latch.getState()).toBe(before)
  })

  it('is refused once the client is destroyed', async () => {
    const latch = createTestLatch()
    latch.destroy()
    await expect(latch.open()).rejects.toMatchObject({ code: 'CLIENT_DESTROYED' })
    await expect(latch.close()).rejects.toMatchObject({ code: 'CLIENT_DESTROYED' })
  })
})

describe('closing the modal', () => {
  it('closes and resets the history to Connect', async () => {
    const latch = createTestLatch()
    await latch.open()
    await latch.dispatch({ type: 'router.push', view: 'AllWallets' })
    await latch.close()
    expect(latch.getState().modal.open).toBe(false)
    expect(views(latch)).toEqual(['Connect'])
  })

  it('resets to Connect when connected but not embedded', async () => {
    const accounts = accountsFixture()
    const latch = createTestLatch({ plugins: [accounts.plugin] })
    accounts.connect('eip155', evmAddress)
    await latch.open()
    await latch.close()
    expect(views(latch)).toEqual(['Connect'])
  })

  it('resets to Account when embedded and connected, to Connect when embedded only', async () => {
    const accounts = accountsFixture()
    const latch = createTestLatch({ embedded: true, plugins: [accounts.plugin] })
    await latch.open({ view: 'AllWallets' })
    await latch.close()
    expect(views(latch)).toEqual(['Connect'])

    accounts.connect('eip155', evmAddress)
    await latch.open({ view: 'Networks' })
    await latch.close()
    expect(views(latch)).toEqual(['Account'])
  })

  it('clears the loading flag', async () => {
    const latch = createTestLatch()
    await latch.open()
    await latch.dispatch({ type: 'modal.setLoading', loading: true })
    expect(latch.getState().modal.loading).toBe(true)
    await latch.close()
    expect(latch.getState().modal.loading).toBe(false)
  })
})

describe('after a connect', () => {
  it('closes when the wallet connected from a connecting view, and only then', async () => {
    const adapter = createMockChainAdapter({ networks: [mockNetworks.home] })
    const latch = createTestLatch({
      networks: [mockNetworks.home],
      plugins: [definePlugin({ name: 'evm', setup: (ctx) => ctx.registerAdapter(adapter) })],
    })
    await latch.open()
    await latch.dispatch({
      type: 'router.push',
      view: 'ConnectingExternal',
      data: { connectorId: 'mock' },
    })
    await latch.dispatch({ type: 'connection.connect', connectorId: 'mock' })
    expect(latch.getState().modal.open).toBe(false)

    await latch.dispatch({ type: 'connection.disconnect' })
    await latch.open({ view: 'Networks' })
    await latch.dispatch({ type: 'connection.connect', connectorId: 'mock' })
    expect(latch.getState().modal.open).toBe(true)
  })
})

describe('the view stack through commands', () => {
  it('pushes, replaces and resets views with their data', async () => {
    const latch = createTestLatch()
    await latch.open()
    await latch.dispatch({ type: 'router.push', view: 'AllWallets' })
    await latch.dispatch({
      type: 'router.push',
      view: 'ConnectingExternal',
      data: { connectorId: 'injected' },
    })
    expect(latch.getState().router.history).toEqual([
      { view: 'Connect', data: {} },
      { view: 'AllWallets', data: {} },
      { view: 'ConnectingExternal', data: { connectorId: 'injected' } },
    ])

    const withFeature = createTestLatch({ plugins: [viewsPlugin()] })
    await withFeature.open({ view: 'AllWallets' })
    await withFeature.dispatch({ type: 'router.replace', view: SIGN })
    expect(views(withFeature)).toEqual([SIGN])

    await latch.dispatch({ type: 'router.reset', view: 'Account' })
    expect(views(latch)).toEqual(['Account'])
  })

  it("keeps a feature plugin's own fields in view data, and checks the known ones", async () => {
    const latch = createTestLatch({ plugins: [viewsPlugin()] })
    await latch.dispatch({
      type: 'router.push',
      view: SWAP,
      data: { caipNetworkId: 'eip155:1', toToken: 'USDC' } as { caipNetworkId: string },
    })
    expect(latch.getState().router.history.at(-1)?.data).toEqual({
      caipNetworkId: 'eip155:1',
      toToken: 'USDC',
    })
    await expect(
      latch.dispatch({ type: 'router.push', view: SWAP, data: { caipNetworkId: 1 as never } }),
    ).rejects.toMatchObject({ code: 'INVALID_INPUT', details: expect.stringContaining('data') })
  })

  it('goes back one view', async () => {
    const latch = createTestLatch()
    await latch.open()
    await latch.dispatch({ type: 'router.push', view: 'AllWallets' })
    await latch.dispatch({ type: 'router.back' })
    expect(views(latch)).toEqual(['Connect'])
    expect(latch.getState().modal.open).toBe(true)
  })

  it('closes the modal when going back from the first view', async () => {
    const latch = createTestLatch({ embedded: false })
    await latch.open({ view: 'Networks' })
    await latch.dispatch({ type: 'modal.setLoading', loading: true })
    await latch.dispatch({ type: 'router.back' })
    expect(latch.getState().modal).toEqual({ open: false, loading: false, shake: false })
    expect(views(latch)).toEqual(['Connect'])
  })

  it('shows Account instead of Connect when going back to it while connected', async () => {
    const accounts = accountsFixture()
    const latch = createTestLatch({ plugins: [accounts.plugin] })
    await latch.open()
    await latch.dispatch({ type: 'router.push', view: 'ConnectingExternal' })
    // The wallet connects while its view is on screen; the user then goes back.
    accounts.connect('eip155', evmAddress)
    await latch.dispatch({ type: 'router.back' })
    expect(views(latch)).toEqual(['Account'])
  })
})

describe('loading and shake', () => {
  it('sets and clears the loading flag', async () => {
    const latch = createTestLatch()
    await latch.dispatch({ type: 'modal.setLoading', loading: true })
    expect(latch.getState().modal.loading).toBe(true)
    await latch.dispatch({ type: 'modal.setLoading', loading: false })
    expect(latch.getState().modal.loading).toBe(false)
  })

  it(`shakes for ${MODAL_SHAKE_MS} ms`, async () => {
    const latch = createTestLatch()
    await latch.dispatch({ type: 'modal.shake' })
    expect(latch.getState().modal.shake).toBe(true)
    latch.clock.advance(MODAL_SHAKE_MS - 1)
    expect(latch.getState().modal.shake).toBe(true)
    latch.clock.advance(1)
    expect(latch.getState().modal.shake).toBe(false)
  })

  it('restarts the shake when shaken again', async () => {
    const latch = createTestLatch()
    await latch.dispatch({ type: 'modal.shake' })
    latch.clock.advance(300)
    await latch.dispatch({ type: 'modal.shake' })
    latch.clock.advance(MODAL_SHAKE_MS - 1)
    expect(latch.getState().modal.shake).toBe(true)
    latch.clock.advance(1)
    expect(latch.getState().modal.shake).toBe(false)
  })

  it('clears the shake timer when the client is destroyed', async () => {
    const latch = createTestLatch()
    const timersBefore = latch.clock.pendingTimers()
    await latch.dispatch({ type: 'modal.shake' })
    expect(latch.clock.pendingTimers()).toBe(timersBefore + 1)
    latch.destroy()
    latch.clock.advance(MODAL_SHAKE_MS)
    // The timer never ran: the last state still shows the shake.
    expect(latch.getState().modal.shake).toBe(true)
  })
})

describe('notifications', () => {
  it('notifies subscribers once per command, however many fields it changes', async () => {
    const accounts = accountsFixture()
    const latch = createTestLatch({ embedded: true, plugins: [accounts.plugin] })
    accounts.connect('eip155', evmAddress)
    const listener = vi.fn()
    latch.subscribe((state) => state, listener)

    const commands = [
      () => latch.open({ view: 'Networks' }),
      () => latch.dispatch({ type: 'modal.setLoading', loading: true }),
      () => latch.dispatch({ type: 'router.push', view: 'SwitchNetwork' }),
      () => latch.dispatch({ type: 'router.replace', view: 'SwitchActiveChain' }),
      () => latch.dispatch({ type: 'router.back' }),
      // Back from the first view: closes, clears loading and resets the history at once.
      () => latch.dispatch({ type: 'router.back' }),
      () => latch.dispatch({ type: 'router.reset', view: 'Networks' }),
      () => latch.dispatch({ type: 'modal.shake' }),
      () => latch.open(),
      () => latch.close(),
    ]
    for (const run of commands) {
      listener.mockClear()
      await run()
      expect(listener).toHaveBeenCalledOnce()
    }
  })

  it('tells a view subscriber only when the view changes', async () => {
    const latch = createTestLatch()
    const onView = vi.fn()
    latch.subscribe(selectCurrentView, onView)
    await latch.dispatch({ type: 'modal.setLoading', loading: true })
    expect(onView).not.toHaveBeenCalled()
    await latch.open({ view: 'AllWallets' })
    expect(onView).toHaveBeenCalledOnce()
    expect(onView.mock.calls[0]?.[0]).toEqual({ view: 'AllWallets', data: {} })
  })
})

describe('views a plugin declares', () => {
  it('are refused until a registered plugin declares them, then taken by open and the router', async () => {
    const bare = createTestLatch()
    await expect(bare.open({ view: SWAP })).rejects.toMatchObject({
      code: 'INVALID_INPUT',
      details: expect.stringContaining('No registered plugin declares this view'),
    })
    await expect(bare.open({ view: 'Connect', data: { navigateTo: SWAP } })).rejects.toMatchObject({
      code: 'INVALID_INPUT',
      details: expect.stringContaining('navigateTo'),
    })

    const latch = createTestLatch({ plugins: [viewsPlugin()] })
    await latch.open({ view: SWAP })
    await latch.dispatch({ type: 'router.push', view: 'Connect', data: { navigateTo: SWAP } })
    expect(views(latch)).toEqual([SWAP, 'Connect'])
  })

  it('refuses a view the core or another plugin declared, naming its owner', async () => {
    const latch = createTestLatch({
      plugins: [
        viewsPlugin(),
        viewsPlugin({ [SWAP]: {} }, 'other'),
        viewsPlugin({ Account: {} }, 'third'),
      ],
    })
    expect(latch.getState().pluginStatus.other).toMatchObject({
      status: 'failed',
      error: { details: 'View Swap is already declared by feature' },
    })
    expect(latch.getState().pluginStatus.third).toMatchObject({
      status: 'failed',
      error: { details: 'View Account is already declared by core.modal' },
    })
    // The first plugin's view stays.
    await latch.open({ view: SWAP })
    expect(views(latch)).toEqual([SWAP])
  })

  it('goes with its plugin: a plugin whose setup fails leaves no view behind', async () => {
    const failing = definePlugin({
      name: 'failing',
      setup(ctx) {
        ctx.declareViews({ [SWAP]: {} })
        throw new Error('no network')
      },
    })
    const latch = createTestLatch({ plugins: [failing] })
    await expect(latch.open({ view: SWAP })).rejects.toMatchObject({ code: 'INVALID_INPUT' })
  })

  it('closes the modal after a connect only from a view declared `connecting`', async () => {
    const QR = 'Qr' as ViewName
    const adapter = createMockChainAdapter({ networks: [mockNetworks.home] })
    const latch = createTestLatch({
      networks: [mockNetworks.home],
      plugins: [
        definePlugin({ name: 'evm', setup: (ctx) => ctx.registerAdapter(adapter) }),
        viewsPlugin({ [QR]: { connecting: true }, [SWAP]: {} }),
      ],
    })
    await latch.open({ view: SWAP })
    await latch.dispatch({ type: 'connection.connect', connectorId: 'mock' })
    expect(latch.getState().modal.open).toBe(true)

    await latch.dispatch({ type: 'connection.disconnect' })
    await latch.open({ view: QR })
    await latch.dispatch({ type: 'connection.connect', connectorId: 'mock' })
    expect(latch.getState().modal.open).toBe(false)
  })

  it('opens basic mode on the view declared `basic`, for the relay connector', async () => {
    const BASIC = 'Basic' as ViewName
    const relay = definePlugin({
      name: 'relay',
      setup(ctx) {
        ctx.declareViews({ [BASIC]: { connecting: true, basic: true } })
        ctx.update((state) => {
          state.connectors.all.push({
            id: 'relay',
            kind: 'walletConnect',
            namespace: 'eip155',
            name: 'Relay',
          })
        })
      },
    })
    const latch = createTestLatch({ basic: true, plugins: [relay] })
    await latch.open()
    expect(latch.getState().router.history).toEqual([
      { view: BASIC, data: { connectorId: 'relay', namespace: 'eip155' } },
    ])
    const withoutView = createTestLatch({ basic: true })
    await withoutView.open()
    expect(views(withoutView)).toEqual(['Connect'])
  })
})
