// @vitest-environment happy-dom
import { errorCatalogue } from '@latch/core'
import { DISPLAY_NAME_MAX_LENGTH } from '@latch/core/constants'
import { definePlugin, type LatchPlugin } from '@latch/core/plugin'
import { advanceUntil, createMockChainAdapter, createTestLatch, mockNetworks } from '@latch/testkit'
import { act } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { lazyComponent } from '../modal/lazyComponent'
import { defineViews, type ViewSet } from '../modal/viewRegistry'
import { COPIED_FEEDBACK_MS } from '../primitives/CopyButton'
import { accessibleName, byRole, declareViewsOf, renderUI, settle, until } from '../test/renderUI'
import { availableWalletFeatures } from './AccountViewFeatures'
import { tokenQuantity } from './AccountViewTokens'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' // the mock wallet's first account

const usdc = {
  name: 'USD Coin',
  symbol: 'USDC',
  chainId: mockNetworks.home.caipNetworkId,
  address: `${mockNetworks.home.caipNetworkId}:0x5FbDB2315678afecb367f032d93F642f64180aa3`,
  value: 12.34,
  price: 1,
  quantity: { decimals: '6', numeric: '12.3456789' },
}
const ether = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: mockNetworks.home.caipNetworkId,
  value: 3000,
  price: 3000,
  quantity: { decimals: '18', numeric: '1' },
}

/** A Data API for the balance path: answers `balances`, fails, or never answers. */
function balanceApi(answer: unknown[] | 'fail' | 'hang') {
  const fetch: typeof globalThis.fetch = async (input) => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    if (!url.pathname.endsWith('/balance') || answer === 'fail') throw new TypeError('fetch failed')
    if (answer === 'hang') return new Promise<Response>(() => {})
    return new Response(JSON.stringify({ balances: answer }), {
      headers: { 'content-type': 'application/json' },
    })
  }
  return fetch
}

/** A plugin that gives the connected account a profile (as the identity lookup would). */
const profile = (profileName: string, profileImage?: string) =>
  definePlugin({
    name: 'test-profile',
    setup: (ctx) => {
      ctx.on('connected', ({ namespace }) =>
        ctx.update((state) => {
          const account = state.accounts[namespace]
          if (!account) return
          account.profileName = profileName
          account.profileImage = profileImage
        }),
      )
    },
  })

/** A registered plugin with nothing inside: what the UI checks is that it is there. */
const named = (name: string) => definePlugin({ name, setup: () => {} })

let unmount = () => {}
const realExecCommand = document.execCommand
afterEach(() => {
  unmount()
  Reflect.deleteProperty(navigator, 'clipboard')
  document.execCommand = realExecCommand
})

/** Gives the page a Clipboard API whose `writeText` is `writeText`. */
function clipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
}

interface Setup {
  balances?: unknown[] | 'fail' | 'hang'
  plugins?: LatchPlugin[]
  features?: NonNullable<Parameters<typeof createTestLatch>[0]>['features']
  /** View sets (a plugin's panels for the NFTs and Activity tabs). */
  views?: readonly ViewSet[]
}

/** A plugin's panels for the NFTs and Activity tabs, as `@latch/activity/react` provides them. */
const tabPanels = defineViews({
  'AccountTab:NFTs': {
    title: 'NFTs',
    Component: lazyComponent(async () => ({ default: () => <p>The plugin's NFTs</p> })),
  },
  'AccountTab:Activity': {
    title: 'activity',
    Component: lazyComponent(async () => ({ default: () => <p>The plugin's activity</p> })),
  },
})

/** A client with the mock wallet plus the test's plugins (uiTestLatch's, with plugins added). */
function accountLatch({ balances = [ether, usdc], plugins = [], features }: Setup = {}) {
  const networks = [mockNetworks.home, mockNetworks.other]
  const adapter = createMockChainAdapter({ networks })
  const latch = createTestLatch({
    networks,
    plugins: [
      definePlugin({ name: 'evm', setup: (ctx) => ctx.registerAdapter(adapter) }),
      ...plugins,
    ],
    fetch: balanceApi(balances),
    features,
  })
  return { latch, adapter }
}

/** Connects the mock wallet and opens the modal, which shows Account. */
async function openAccount(setup: Setup = {}) {
  const { latch, adapter } = accountLatch(setup)
  ;({ unmount } = renderUI(latch, null, { views: setup.views }))
  await act(() => latch.dispatch({ type: 'connection.connect', connectorId: 'mock' }))
  await act(() => latch.open())
  await until(() => byRole('tab').length > 0)
  return { latch, adapter }
}

const text = () => byRole('dialog')[0]?.textContent ?? ''
const tabNames = () => byRole('tab').map((tab) => accessibleName(tab))
const selectedTab = () => byRole('tab').find((tab) => tab.getAttribute('aria-selected') === 'true')
const panel = () => byRole('tabpanel').find((element) => !element.hidden) as HTMLElement | undefined
const key = (element: Element | null | undefined, name: string) =>
  act(async () => {
    element?.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true }))
  })

describe('Account view', () => {
  it('shows who is connected: named dialog, short address, balance, explorer link', async () => {
    const { latch } = await openAccount()
    const [dialog] = byRole('dialog')
    expect(accessibleName(dialog as HTMLElement)).toBe('Account')
    expect(latch.getState().router.history.at(-1)?.view).toBe('Account')
    expect(text()).toContain('0xf39F…2266')
    // 1.23456789 ETH from the mock wallet, cut (not rounded) at 3 decimals by the core.
    await until(() => text().includes('1.234 ETH'))

    const [explorer] = byRole('link', /^View on explorer/)
    expect(explorer?.getAttribute('href')).toBe(`https://explorer.local/address/${ADDRESS}`)
    expect(explorer?.getAttribute('target')).toBe('_blank')
    expect(explorer?.getAttribute('rel')).toBe('noopener noreferrer')
    expect(accessibleName(explorer as HTMLElement)).toBe('View on explorer (opens in a new tab)')
  })

  it('has no explorer link when the network has no explorer', async () => {
    const { latch } = accountLatch()
    ;({ unmount } = renderUI(latch, null))
    await act(() =>
      latch.dispatch({
        type: 'connection.connect',
        connectorId: 'mock',
        caipNetworkId: mockNetworks.other.caipNetworkId,
      }),
    )
    await act(() => latch.open())
    await until(() => byRole('button', 'Copy address').length === 1)
    expect(latch.getState().accounts.eip155?.addressExplorerUrl).toBeUndefined()
    expect(byRole('link', /explorer/)).toHaveLength(0)
  })

  it('shows the profile name cut at 30 characters, with the address below it', async () => {
    const long = 'a-very-long-profile-name-that-goes-on.reown.id'
    await openAccount({ plugins: [profile(long, 'https://images.test/me.png')] })
    const cut = `${long.slice(0, DISPLAY_NAME_MAX_LENGTH)}…`
    expect(text()).toContain(cut)
    expect(text()).not.toContain(long)
    expect(text()).toContain('0xf39F…2266')
    const image = byRole('dialog')[0]?.querySelector('img[src="https://images.test/me.png"]')
    expect(image?.getAttribute('alt')).toBe('')
  })

  it('generates an avatar when the account has no profile image', async () => {
    await openAccount()
    const generated = byRole('dialog')[0]?.querySelector('[data-generated="true"]')
    expect(generated).not.toBeNull()
    expect(generated?.getAttribute('aria-hidden')).toBe('true')
  })

  it('copies the address: "Copied" for a moment and a success toast', async () => {
    const writeText = vi.fn(async (_text: string) => {})
    clipboard(writeText)
    const { latch } = await openAccount()
    await act(async () => byRole('button', 'Copy address')[0]?.click())
    await settle()
    expect(writeText).toHaveBeenCalledWith(ADDRESS)
    expect(byRole('button', 'Copied')).toHaveLength(1)
    expect(byRole('status', 'Address copied')).toHaveLength(1)

    await act(() => latch.clock.advanceAsync(COPIED_FEEDBACK_MS))
    expect(byRole('button', 'Copy address')).toHaveLength(1)
    expect(byRole('button', 'Copied')).toHaveLength(0)
  })

  it('says so when the address cannot be copied', async () => {
    const writeText = vi.fn(async () => {
      throw new DOMException('denied', 'NotAllowedError')
    })
    clipboard(writeText)
    // Without a selection to copy, execCommand answers false: the fallback fails too.
    document.execCommand = () => false
    await openAccount()
    await act(async () => byRole('button', 'Copy address')[0]?.click())
    await settle()
    expect(byRole('alert', 'Could not copy the address')).toHaveLength(1)
    expect(byRole('button', 'Copied')).toHaveLength(0)
  })

  it('shows the tabs as a tablist in the configured order, NFTs and Activity only with their plugin and panels', async () => {
    await openAccount({ features: { accountTabs: ['NFTs', 'Activity', 'Tokens'] } })
    const [tablist] = byRole('tablist')
    expect(accessibleName(tablist as HTMLElement)).toBe('Account')
    expect(tabNames()).toEqual(['Tokens'])
    unmount()
    // The panels without the plugin registered: still only Tokens.
    await openAccount({ views: [tabPanels] })
    expect(tabNames()).toEqual(['Tokens'])
    unmount()
    await openAccount({
      plugins: [named('activity')],
      views: [tabPanels],
      features: { accountTabs: ['NFTs', 'Activity', 'Tokens'] },
    })
    expect(tabNames()).toEqual(['NFTs', 'Activity', 'Tokens'])
    expect(accessibleName(selectedTab() as HTMLElement)).toBe('NFTs')
    await until(() => panel()?.textContent?.includes("The plugin's NFTs"))
  })

  it("shows the activity plugin's panels in its tabs, each loaded when first shown", async () => {
    await openAccount({ plugins: [named('activity')], views: [tabPanels] })
    expect(tabNames()).toEqual(['Tokens', 'NFTs', 'Activity'])
    expect(tabPanels['AccountTab:Activity']?.Component.current()).toBeUndefined()
    await act(async () => byRole('tab', 'Activity')[0]?.click())
    await until(() => panel()?.textContent?.includes("The plugin's activity"))
    expect(panel()?.getAttribute('aria-labelledby')).toBe(byRole('tab', 'Activity')[0]?.id)
  })

  it('hides NFTs and Activity when the activity plugin failed to set up', async () => {
    const failed = definePlugin({
      name: 'activity',
      setup: () => {
        throw new Error('broken')
      },
    })
    const { latch } = await openAccount({ plugins: [failed], views: [tabPanels] })
    expect(latch.getState().pluginStatus.activity?.status).toBe('failed')
    expect(tabNames()).toEqual(['Tokens'])
  })

  it('moves between tabs with the arrow keys, Home and End; one tab in the Tab order', async () => {
    await openAccount({ plugins: [named('activity')], views: [tabPanels] })
    const tabs = byRole('tab')
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([0, -1, -1])
    for (const tab of tabs) {
      const controlled = document.getElementById(tab.getAttribute('aria-controls') ?? '')
      expect(controlled?.getAttribute('role')).toBe('tabpanel')
    }
    tabs[0]?.focus()
    await key(document.activeElement, 'ArrowRight')
    expect(accessibleName(selectedTab() as HTMLElement)).toBe('NFTs')
    expect(document.activeElement).toBe(selectedTab())
    await until(() => panel()?.textContent?.includes("The plugin's NFTs"))
    await key(document.activeElement, 'End')
    expect(accessibleName(selectedTab() as HTMLElement)).toBe('Activity')
    await key(document.activeElement, 'ArrowRight')
    expect(accessibleName(selectedTab() as HTMLElement)).toBe('Tokens')
    await key(document.activeElement, 'ArrowLeft')
    expect(accessibleName(selectedTab() as HTMLElement)).toBe('Activity')
    await key(document.activeElement, 'Home')
    expect(accessibleName(selectedTab() as HTMLElement)).toBe('Tokens')
    expect(byRole('tab').map((tab) => tab.tabIndex)).toEqual([0, -1, -1])
    await settle()
  })

  it('follows the screen with the arrow keys in a right-to-left locale', async () => {
    const { latch } = await openAccount({ plugins: [named('activity')], views: [tabPanels] })
    await act(() => latch.dispatch({ type: 'locale.set', locale: 'ar' }))
    // The tabs are named in Arabic once its texts are in.
    await until(() => accessibleName(byRole('tab')[0] as HTMLElement) === 'الرموز')
    byRole('tab')[0]?.focus()
    // Right to left, the next tab is on the left.
    await key(document.activeElement, 'ArrowLeft')
    expect(accessibleName(selectedTab() as HTMLElement)).toBe('NFT')
    await key(document.activeElement, 'ArrowRight')
    expect(accessibleName(selectedTab() as HTMLElement)).toBe('الرموز')
    await settle()
  })

  it('lists the tokens with quantities to 3 decimals and their value', async () => {
    await openAccount()
    await until(() => byRole('list', 'Token balances').length === 1)
    const rows = Array.from(byRole('list', 'Token balances')[0]?.querySelectorAll('li') ?? [])
    expect(rows.map((row) => row.textContent)).toEqual([
      'Ether1 ETH$3,000.00',
      'USD Coin12.345 USDC$12.34',
    ])
  })

  it("writes balances and values the locale's way, digits unchanged (German)", async () => {
    const { latch } = await openAccount()
    await until(() => text().includes('1.234 ETH'))
    await act(() => latch.dispatch({ type: 'locale.set', locale: 'de' }))
    await until(() => byRole('list', 'Token-Guthaben').length === 1)
    const rows = Array.from(byRole('list', 'Token-Guthaben')[0]?.querySelectorAll('li') ?? [])
    expect(rows.map((row) => row.textContent?.replace(/\s/g, ' '))).toEqual([
      'Ether1 ETH3.000,00 $',
      'USD Coin12,345 USDC12,34 $',
    ])
    // The account's balance: 3 decimals as before, a German decimal comma.
    expect(text()).toContain('1,234 ETH')
    expect(byRole('button', 'Adresse kopieren')).toHaveLength(1)
    expect(byRole('button', 'Trennen')).toHaveLength(1)
  })

  it('shows a spinner while the balances load', async () => {
    await openAccount({ balances: 'hang' })
    expect(byRole('status', 'Loading tokens')).toHaveLength(1)
  })

  it('says when the account holds no token', async () => {
    await openAccount({ balances: [] })
    await until(() => panel()?.textContent?.includes('No tokens yet'))
    expect(byRole('status', 'Loading tokens')).toHaveLength(0)
  })

  it("shows 'Token Balance Unavailable' when the balances cannot be loaded", async () => {
    const { latch } = await openAccount({ balances: 'fail' })
    // Each step its own act, so React shows what it changed (React 18 holds it to the end of one).
    const clock = { advanceAsync: (ms: number) => act(() => latch.clock.advanceAsync(ms)) }
    await advanceUntil(clock, () => Boolean(panel()?.textContent?.includes('Unavailable')))
    expect(panel()?.textContent).toContain(errorCatalogue.TOKEN_BALANCE_UNAVAILABLE)
    expect(byRole('status', 'Loading tokens')).toHaveLength(0)
  })

  it('shows no wallet feature while no feature plugin is registered', async () => {
    const { latch } = await openAccount()
    expect(latch.getState().features.walletFeaturesOrder).toEqual([
      'onramp',
      'swaps',
      'receive',
      'send',
    ])
    for (const name of ['Buy', 'Swap', 'Receive', 'Send'])
      expect(byRole('button', name)).toHaveLength(0)
  })

  it("offers the features whose views a set brings, labelled in the client's language", async () => {
    const screen = lazyComponent(async () => ({ default: () => <p>A feature's screen</p> }))
    const sendSet = defineViews({
      Send: { title: 'Send', Component: screen, walletFeature: 'send' },
      Receive: { title: 'Receive', Component: screen, walletFeature: 'receive' },
    })
    const { latch } = await openAccount({
      plugins: [named('send'), declareViewsOf(sendSet)],
      views: [sendSet],
    })
    const features = () => byRole('button').map((button) => accessibleName(button))
    expect(features()).toEqual(expect.arrayContaining(['Receive', 'Send']))
    await act(() => latch.dispatch({ type: 'locale.set', locale: 'de' }))
    await until(() => byRole('button', 'Senden').length === 1)
    expect(byRole('button', 'Empfangen')).toHaveLength(1)
    expect(features()).not.toContain('Send')
  })

  it('disconnects: the account is cleared and the modal closes, reset to Connect', async () => {
    const { latch } = await openAccount()
    await act(async () => byRole('button', 'Disconnect')[0]?.click())
    await until(() => latch.getState().accounts.eip155?.status === 'disconnected')
    expect(latch.getState().router.history.map((entry) => entry.view)).toEqual(['Connect'])
    await until(() => byRole('dialog').length === 0)
    expect(latch.getState().modal.open).toBe(false)
  })

  it('with wallets on two namespaces, disconnects the shown one, or all at once', async () => {
    const solanaAdapter = createMockChainAdapter({
      namespace: 'solana',
      networks: [mockNetworks.solana],
      addresses: ['BY6CZz6EAkxF3312euv7voeBNUmxypKDcRk52H4EgZA7'],
    })
    const latch = createTestLatch({
      networks: [mockNetworks.home, mockNetworks.solana],
      plugins: [
        definePlugin({
          name: 'evm',
          setup: (ctx) =>
            ctx.registerAdapter(createMockChainAdapter({ networks: [mockNetworks.home] })),
        }),
        definePlugin({ name: 'sol', setup: (ctx) => ctx.registerAdapter(solanaAdapter) }),
      ],
      fetch: balanceApi([]),
    })
    ;({ unmount } = renderUI(latch, null))
    await act(() => latch.dispatch({ type: 'connection.connect', connectorId: 'mock' }))
    await act(() =>
      latch.dispatch({ type: 'connection.connect', connectorId: 'mock', namespace: 'solana' }),
    )
    await act(() => latch.open())
    await until(() => byRole('button', 'Disconnect all').length === 1)

    // Solana is shown (connected last): Disconnect leaves the EVM wallet connected.
    await act(async () => byRole('button', 'Disconnect')[0]?.click())
    await until(() => latch.getState().accounts.solana?.status === 'disconnected')
    expect(latch.getState().accounts.eip155?.status).toBe('connected')

    await act(() =>
      latch.dispatch({ type: 'connection.connect', connectorId: 'mock', namespace: 'solana' }),
    )
    await act(() => latch.open())
    await until(() => byRole('button', 'Disconnect all').length === 1)
    await act(async () => byRole('button', 'Disconnect all')[0]?.click())
    await until(() => latch.getState().connectors.activeIds.eip155 === undefined)
    expect(latch.getState().connectors.activeIds).toEqual({})
  })

  it("shows the core's message when the wallet fails to disconnect", async () => {
    const { latch, adapter } = await openAccount()
    adapter.disconnect = async () => {
      throw new Error('wallet went away')
    }
    await act(async () => byRole('button', 'Disconnect')[0]?.click())
    await until(() => byRole('alert', errorCatalogue.FAILED_TO_DISCONNECT).length === 1)
    expect(latch.getState().accounts.eip155?.status).toBe('disconnected')
  })

  it('names every control and keeps them reachable by keyboard', async () => {
    await openAccount({ plugins: [named('activity')], views: [tabPanels] })
    const controls = [...byRole('button'), ...byRole('link'), ...byRole('tab')]
    expect(controls.length).toBeGreaterThan(5)
    for (const control of controls) {
      expect(accessibleName(control)).not.toBe('')
      expect(control.tabIndex === 0 || control.getAttribute('role') === 'tab').toBe(true)
    }
  })
})

describe('token quantities', () => {
  it('are cut, not rounded, at 3 decimals', () => {
    expect(tokenQuantity('12.3456789')).toBe('12.345')
    expect(tokenQuantity('0.9999')).toBe('0.999')
    expect(tokenQuantity('5')).toBe('5')
    expect(tokenQuantity('1.5000')).toBe('1.5')
  })
})

describe('wallet features', () => {
  it('are the registered ones that are turned on, in the configured order', () => {
    const { latch } = accountLatch({
      plugins: [named('send'), named('swap'), named('onramp')],
      features: { walletFeaturesOrder: ['send', 'swaps', 'receive', 'onramp'] },
    })
    expect(availableWalletFeatures(latch.getState())).toEqual([
      'send',
      'swaps',
      'receive',
      'onramp',
    ])
    const without = accountLatch({ plugins: [named('swap')], features: { receive: false } })
    expect(availableWalletFeatures(without.latch.getState())).toEqual(['swaps'])
    const none = accountLatch({
      plugins: [named('send')],
      features: { send: false, receive: false },
    })
    expect(availableWalletFeatures(none.latch.getState())).toEqual([])
    expect(availableWalletFeatures(accountLatch().latch.getState())).toEqual([])
  })
})
