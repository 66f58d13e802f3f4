// @vitest-environment happy-dom
import { definePlugin } from '@latch/core/plugin'
import {
  createMockChainAdapter,
  createTestLatch,
  mockNetworks,
  startLocalApi,
} from '@latch/testkit'
import { act } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { walletConnectViews } from '../modal/fixtures/walletConnectViews'
import { lazyComponent } from '../modal/lazyComponent'
import { defineViews, type ViewSet } from '../modal/viewRegistry'
import { accessibleName, byRole, declareViewsOf, renderUI, until } from '../test/renderUI'

// The fixture plugin view renders this text (modal/fixtures/ConnectingWalletConnectView.tsx).
const QR_PROMPT = 'Scan this code with a WalletConnect wallet'

/** A client whose wallet list has an installed wallet and the relay protocol's connector. */
function connectTestLatch() {
  const networks = [mockNetworks.home, mockNetworks.other]
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
      declareViewsOf(walletConnectViews),
    ],
  })
  return { latch, adapter }
}

let unmount = () => {}
afterEach(() => unmount())

const top = (latch: ReturnType<typeof connectTestLatch>['latch']) =>
  latch.getState().router.history.at(-1)
const connects = (adapter: { calls: { method: string; params: unknown }[] }) =>
  adapter.calls.filter((call) => call.method === 'connect').map((call) => call.params)
const dialogName = () => accessibleName(byRole('dialog')[0] as HTMLElement)

async function openConnect(latch: ReturnType<typeof connectTestLatch>['latch'], views?: ViewSet[]) {
  ;({ unmount } = renderUI(latch, null, { views }))
  await act(() => latch.open())
  await until(() => byRole('button', 'WalletConnect').length === 1)
}

describe('Connect: the relay protocol’s connector', () => {
  it('opens ConnectingWalletConnect when the app has that view (the plugin’s set)', async () => {
    const { latch, adapter } = connectTestLatch()
    await openConnect(latch, [walletConnectViews])
    await act(async () => byRole('button', 'WalletConnect')[0]?.click())
    await until(() => document.body.textContent?.includes(QR_PROMPT))
    expect(top(latch)).toEqual({
      view: 'ConnectingWalletConnect',
      data: { connectorId: 'walletConnect', namespace: 'eip155' },
    })
    expect(dialogName()).toBe('WalletConnect')
    // The plugin's view connects, not the list: the fixture view does not.
    expect(connects(adapter)).toEqual([])
  })

  it('connects in place (ConnectingExternal) when the app does not have the view', async () => {
    const { latch, adapter } = connectTestLatch()
    await openConnect(latch)
    await act(async () => byRole('button', 'WalletConnect')[0]?.click())
    await until(() => !latch.getState().modal.open)
    expect(connects(adapter)).toEqual([expect.objectContaining({ connectorId: 'walletConnect' })])
    expect(latch.getState().accounts.eip155?.status).toBe('connected')
    expect(document.body.textContent).not.toContain(QR_PROMPT)
  })

  it('opens the view of whichever set provides it (an app’s own replacement too)', async () => {
    const { latch } = connectTestLatch()
    const ownQr = lazyComponent(async () => ({ default: () => <p>Our own QR screen</p> }))
    const appViews = defineViews({
      ConnectingWalletConnect: {
        title: 'Scan to connect',
        Component: ownQr,
        connects: 'walletConnect',
      },
    })
    await openConnect(latch, [appViews])
    await act(async () => byRole('button', 'WalletConnect')[0]?.click())
    await until(() => document.body.textContent?.includes('Our own QR screen'))
    expect(top(latch)?.view).toBe('ConnectingWalletConnect')
    expect(dialogName()).toBe('Scan to connect')
  })

  it('still connects another kind of wallet in place when the app has the view', async () => {
    const { latch, adapter } = connectTestLatch()
    const views: string[] = []
    const stop = latch.subscribe(
      (s) => s.router.history.at(-1)?.view,
      (view) => views.push(view ?? ''),
    )
    await openConnect(latch, [walletConnectViews])
    await act(async () => byRole('button', 'Mock Wallet Installed')[0]?.click())
    await until(() => !latch.getState().modal.open)
    stop()
    expect(views).toContain('ConnectingExternal')
    expect(views).not.toContain('ConnectingWalletConnect')
    expect(connects(adapter)).toEqual([expect.objectContaining({ connectorId: 'mock' })])
  })
})

describe('Connect: a catalogue wallet not in the page', () => {
  /** The Connect view with a featured catalogue wallet (Zerion) beside the relay's connector. */
  async function openWithFeatured(views?: ViewSet[]) {
    const networks = [mockNetworks.home]
    const adapter = createMockChainAdapter({
      networks,
      connectors: [{ id: 'walletConnect', kind: 'walletConnect', name: 'WalletConnect' }],
    })
    const latch = createTestLatch({
      networks,
      plugins: [
        definePlugin({ name: 'evm', setup: (ctx) => ctx.registerAdapter(adapter) }),
        declareViewsOf(walletConnectViews),
        // As the catalogue would have it: a featured wallet with nothing injected in the page.
        definePlugin({
          name: 'catalogue',
          setup: (ctx) =>
            ctx.update((state) => {
              state.wallets.featured = [{ id: 'zerion', name: 'Zerion', chains: ['eip155:31337'] }]
            }),
        }),
      ],
    })
    ;({ unmount } = renderUI(latch, null, { views }))
    await act(() => latch.open())
    await until(() => byRole('button', 'Zerion').length === 1)
    await act(async () => byRole('button', 'Zerion')[0]?.click())
    return latch
  }

  it('opens the relay protocol’s QR, named for it, when the app has the view', async () => {
    const latch = await openWithFeatured([walletConnectViews])
    expect(top(latch)).toEqual({
      view: 'ConnectingWalletConnect',
      data: { connectorId: 'walletConnect', namespace: 'eip155', walletId: 'zerion' },
    })
  })

  it('opens All wallets as before when the app does not have the view', async () => {
    const latch = await openWithFeatured()
    expect(top(latch)?.view).toBe('AllWallets')
  })
})

describe('Connect: the login methods in the app’s order (spec §1 connectMethodsOrder)', () => {
  // The embedded wallet's view, as its plugin's set would bring it.
  const emailViews = defineViews({
    EmailLogin: {
      title: 'Email',
      Component: lazyComponent(async () => ({ default: () => <p>Email form</p> })),
      connects: 'auth',
    },
  })

  /** Connect with an installed wallet and an email login, the app's options as given. */
  async function openMethods(options: Parameters<typeof createTestLatch>[0] = {}) {
    const networks = [mockNetworks.home]
    const adapter = createMockChainAdapter({
      networks,
      connectors: [
        { id: 'mock', kind: 'injected', name: 'Mock Wallet' },
        { id: 'auth', kind: 'auth', name: 'Email' },
      ],
    })
    const latch = createTestLatch({
      networks,
      plugins: [
        definePlugin({ name: 'evm', setup: (ctx) => ctx.registerAdapter(adapter) }),
        declareViewsOf(emailViews),
      ],
      ...options,
    })
    ;({ unmount } = renderUI(latch, null, { views: [emailViews] }))
    await act(() => latch.open())
    await until(() => byRole('button', 'Mock Wallet Installed').length === 1)
    return latch
  }

  /** The sections on screen, top to bottom, by their accessible names. */
  const sections = () =>
    [...document.querySelectorAll('ul.latch-list')].map((list) => list.getAttribute('aria-label'))

  it('shows email first by default (spec §1: email, social, wallet)', async () => {
    await openMethods()
    expect(sections()).toEqual(['Email', 'Wallets'])
  })

  it('follows the app’s order, and leaves out a method it does not list', async () => {
    await openMethods({ features: { connectMethodsOrder: ['wallet', 'social', 'email'] } })
    expect(sections()).toEqual(['Wallets', 'Email'])
    unmount()

    await openMethods({ features: { connectMethodsOrder: ['wallet'] } })
    expect(sections()).toEqual(['Wallets'])
    expect(byRole('button', 'Continue with email')).toHaveLength(0)
  })

  it('drops email when the project’s remote config turns the email feature off', async () => {
    const api = await startLocalApi({
      remoteFeatures: [{ id: 'email', isEnabled: false, config: null }],
    })
    try {
      const latch = await openMethods({ endpoints: { api: api.apiUrl } })
      // The defaults apply until the remote config arrives (spec §1: email on).
      expect(sections()).toEqual(['Email', 'Wallets'])
      await act(() => latch.dispatch({ type: 'config.fetchRemote' }))
      expect(latch.getState().remoteFeatures.email).toBe(false)
      expect(sections()).toEqual(['Wallets'])
    } finally {
      unmount()
      await api.stop()
    }
  })
})
