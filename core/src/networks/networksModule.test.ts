import {
  createIdlePage,
  createMockChainAdapter,
  createTestLatch,
  mockNetworks,
} from '@latch/testkit'
import { describe, expect, it, vi } from 'vitest'
import { definePlugin } from '../plugins/definePlugin'
import { createMemoryStorage } from '../storage/adapter'
import { shouldOpenUnsupportedChain } from './unsupportedNetwork'

const { home, other, solana } = mockNetworks

function setup(options: { authConnector?: boolean } = {}) {
  const evm = createMockChainAdapter({
    networks: [home, other],
    connectors: [
      { id: 'metamask', kind: 'announced', name: 'MetaMask' },
      { id: 'auth', kind: 'auth', name: 'Email' },
    ],
  })
  const sol = createMockChainAdapter({
    namespace: 'solana',
    networks: [solana],
    connectors: [{ id: 'phantom', kind: 'announced', name: 'Phantom' }],
  })
  const latch = createTestLatch({
    networks: [home, other, solana],
    plugins: [
      definePlugin({ name: 'evm', setup: (ctx) => ctx.registerAdapter(evm) }),
      definePlugin({ name: 'sol', setup: (ctx) => ctx.registerAdapter(sol) }),
    ],
  })
  const connect = () =>
    latch.dispatch({
      type: 'connection.connect',
      connectorId: options.authConnector ? 'auth' : 'metamask',
    })
  const views = () => latch.getState().router.history.map((entry) => entry.view)
  return { evm, sol, latch, connect, views }
}

describe('network.switch (spec §2)', () => {
  it('does nothing for the network already active', async () => {
    const { evm, latch, connect } = setup()
    await connect()
    const changed = vi.fn()
    latch.on('network.changed', changed)
    await latch.dispatch({ type: 'network.switch', caipNetworkId: 'eip155:31337' })
    expect(changed).not.toHaveBeenCalled()
    expect(evm.calls.some((c) => c.method === 'switchNetwork')).toBe(false)
  })

  it('switches at once when no wallet needs asking, and remembers the network', async () => {
    const { latch } = setup()
    const changed = vi.fn()
    latch.on('network.changed', changed)
    await latch.dispatch({ type: 'network.switch', caipNetworkId: 'eip155:31338' })
    expect(latch.getState().networks.activeCaipNetworkId).toBe('eip155:31338')
    expect(latch.storage.get('activeCaipNetworkId')).toBe('eip155:31338')
    expect(changed).toHaveBeenCalledWith({
      previous: 'eip155:31337',
      caipNetworkId: 'eip155:31338',
    })
  })

  it('connected: shows SwitchNetwork while the wallet switches, then leaves it', async () => {
    const { evm, latch, connect, views } = setup()
    await connect()
    await latch.dispatch({ type: 'modal.open', view: 'Networks' })
    const seen: string[] = []
    latch.subscribe(
      (s) => s.router.history.at(-1)?.view,
      (view) => seen.push(String(view)),
    )
    await latch.dispatch({ type: 'network.switch', caipNetworkId: 'eip155:31338' })
    expect(seen).toEqual(['SwitchNetwork', 'Networks'])
    expect(views()).toEqual(['Networks'])
    expect(evm.calls.find((c) => c.method === 'switchNetwork')?.params).toMatchObject({
      caipNetworkId: 'eip155:31338',
    })
    expect(latch.getState().networks.activeCaipNetworkId).toBe('eip155:31338')
    expect(latch.getState().accounts.eip155?.caipAddress).toMatch(/^eip155:31338:/)
  })

  it('a failed switch goes back one view and leaves the network as it was', async () => {
    const { evm, latch, connect, views } = setup()
    await connect()
    await latch.dispatch({ type: 'modal.open', view: 'Networks' })
    evm.rejectNext('switchNetwork')
    await expect(
      latch.dispatch({ type: 'network.switch', caipNetworkId: 'eip155:31338' }),
    ).rejects.toMatchObject({ code: 'USER_REJECTED_REQUEST' })
    expect(views()).toEqual(['Networks'])
    expect(latch.getState().networks.activeCaipNetworkId).toBe('eip155:31337')
  })

  it('records the attempt: pending while the wallet is asked, failed with the message, cleared on success or when the modal closes', async () => {
    const { evm, latch, connect } = setup()
    await connect()
    await latch.dispatch({ type: 'modal.open', view: 'Networks' })
    const seen: unknown[] = []
    latch.subscribe(
      (s) => s.networks.switchAttempt,
      (attempt) => seen.push(attempt),
    )
    evm.rejectNext('switchNetwork')
    await expect(
      latch.dispatch({ type: 'network.switch', caipNetworkId: 'eip155:31338' }),
    ).rejects.toThrow()
    expect(seen[0]).toEqual({ status: 'pending', caipNetworkId: 'eip155:31338' })
    expect(latch.getState().networks.switchAttempt).toMatchObject({
      status: 'failed',
      caipNetworkId: 'eip155:31338',
      error: { code: 'USER_REJECTED_REQUEST', message: 'User rejected the request' },
    })
    await latch.dispatch({ type: 'network.setActive', caipNetworkId: 'eip155:31338' })
    expect(latch.getState().networks.switchAttempt).toBeUndefined()

    evm.rejectNext('switchNetwork')
    await expect(
      latch.dispatch({ type: 'network.setActive', caipNetworkId: 'eip155:31337' }),
    ).rejects.toThrow()
    expect(latch.getState().networks.switchAttempt?.status).toBe('failed')
    await latch.dispatch({ type: 'modal.close' })
    expect(latch.getState().networks.switchAttempt).toBeUndefined()
  })

  it('another namespace with no address there: SwitchActiveChain, then Connect in its place', async () => {
    const { latch, connect, views } = setup()
    await connect()
    await latch.dispatch({ type: 'modal.open', view: 'Networks' })
    await latch.dispatch({ type: 'network.switch', caipNetworkId: solana.caipNetworkId })
    expect(latch.getState().router.history.at(-1)).toEqual({
      view: 'SwitchActiveChain',
      data: {
        switchToNamespace: 'solana',
        navigateTo: 'Connect',
        navigateWithReplace: true,
        caipNetworkId: solana.caipNetworkId,
      },
    })
    expect(latch.getState().networks.activeNamespace).toBe('eip155')

    const switched = vi.fn()
    latch.on('namespace.switched', switched)
    await latch.dispatch({ type: 'network.setActive', caipNetworkId: solana.caipNetworkId })
    expect(switched).toHaveBeenCalledWith({ from: 'eip155', to: 'solana' })
    expect(latch.getState().networks).toMatchObject({
      activeNamespace: 'solana',
      activeCaipNetworkId: solana.caipNetworkId,
      namespaceSwitching: true,
    })
    expect(latch.storage.get('activeNamespace')).toBe('solana')
    expect(views()).toEqual(['Networks', 'Connect'])

    await latch.dispatch({ type: 'connection.connect', connectorId: 'phantom' })
    expect(latch.getState().networks.namespaceSwitching).toBe(false)
  })

  it('flags a switch to a connected namespace while the wallet switches, and clears it after', async () => {
    /** Connected on both namespaces, Solana active (the last connected), with the flag recorded. */
    async function onBothNamespaces() {
      const both = setup()
      await both.connect()
      await both.latch.dispatch({ type: 'connection.connect', connectorId: 'phantom' })
      expect(both.latch.getState().networks).toMatchObject({
        activeNamespace: 'solana',
        namespaceSwitching: false,
      })
      const flags: boolean[] = []
      both.latch.subscribe(
        (s) => s.networks.namespaceSwitching,
        (switching) => flags.push(switching),
      )
      return { ...both, flags }
    }

    const done = await onBothNamespaces()
    const whileAsked: boolean[] = []
    done.latch.subscribe(
      (s) => s.networks.switchAttempt?.status === 'pending',
      (pending) => pending && whileAsked.push(done.latch.getState().networks.namespaceSwitching),
    )
    await done.latch.dispatch({ type: 'network.setActive', caipNetworkId: 'eip155:31338' })
    // Set for the whole switch, the wallet's part included; cleared once it is done.
    expect(whileAsked).toEqual([true])
    expect(done.flags).toEqual([true, false])
    expect(done.latch.getState().networks.activeNamespace).toBe('eip155')

    // A refused switch stays where it was, and so does the flag.
    const refused = await onBothNamespaces()
    refused.evm.rejectNext('switchNetwork')
    await expect(
      refused.latch.dispatch({ type: 'network.setActive', caipNetworkId: 'eip155:31338' }),
    ).rejects.toMatchObject({ code: 'USER_REJECTED_REQUEST' })
    expect(refused.flags).toEqual([true, false])
    expect(refused.latch.getState().networks.activeNamespace).toBe('solana')
  })

  it('an email/social connector, or a forced switch, opens SwitchNetwork', async () => {
    const social = setup({ authConnector: true })
    await social.connect()
    const pushed: string[] = []
    social.latch.subscribe(
      (s) => s.router.history.at(-1)?.view,
      (view) => pushed.push(String(view)),
    )
    await social.latch.dispatch({ type: 'network.switch', caipNetworkId: solana.caipNetworkId })
    expect(pushed[0]).toBe('SwitchNetwork')

    const forced = setup()
    await forced.connect()
    const forcedViews: string[] = []
    forced.latch.subscribe(
      (s) => s.router.history.at(-1)?.view,
      (view) => forcedViews.push(String(view)),
    )
    await forced.latch
      .dispatch({ type: 'network.switch', caipNetworkId: solana.caipNetworkId, force: true })
      .catch(() => {})
    expect(forcedViews[0]).toBe('SwitchNetwork')
  })

  it("refuses a network the app did not configure: 'Network Not Found'", async () => {
    const { latch } = setup()
    await expect(
      latch.dispatch({ type: 'network.switch', caipNetworkId: 'eip155:1' }),
    ).rejects.toMatchObject({ code: 'NETWORK_NOT_FOUND', message: 'Network Not Found' })
  })
})

describe('removing networks and adapters (spec §4)', () => {
  it('removing the active network moves to the first remaining network of that chain', async () => {
    const { latch } = setup()
    await latch.dispatch({ type: 'network.remove', caipNetworkId: 'eip155:31337' })
    expect(latch.getState().networks.activeCaipNetworkId).toBe('eip155:31338')
    await latch.dispatch({ type: 'network.remove', caipNetworkId: 'eip155:31338' })
    expect(latch.getState().networks.activeCaipNetworkId).toBe(solana.caipNetworkId)
  })

  it("removing the active chain's adapter moves to the first other chain", () => {
    const evm = createMockChainAdapter({ networks: [home] })
    const latch = createTestLatch({
      networks: [home, solana],
      plugins: [
        definePlugin({ name: 'evm', setup: (ctx) => ctx.registerAdapter(evm) }),
        definePlugin({
          name: 'sol',
          setup: (ctx) =>
            ctx.registerAdapter(
              createMockChainAdapter({ namespace: 'solana', networks: [solana] }),
            ),
        }),
      ],
    })
    expect(latch.getState().networks.activeNamespace).toBe('eip155')
    latch.destroy() // teardown in reverse: sol, then evm; evm's removal moves the active chain
    expect(latch.getState().networks.activeNamespace).toBe('solana')
  })
})

describe('active network on load', () => {
  it('comes back from storage when the app still offers it', () => {
    const storage = createMemoryStorage()
    storage.setItem('@latch/active_caip_network_id', '"eip155:31338"')
    const latch = createTestLatch({ networks: [home, other], storage })
    expect(latch.getState().networks.activeCaipNetworkId).toBe('eip155:31338')
  })

  it('ignores a stored network the app no longer offers', () => {
    const storage = createMemoryStorage()
    storage.setItem('@latch/active_caip_network_id', '"eip155:1"')
    const latch = createTestLatch({
      networks: [home, other],
      storage,
      defaultNetwork: 'eip155:31338',
    })
    expect(latch.getState().networks.activeCaipNetworkId).toBe('eip155:31338')
  })
})

describe('network images', () => {
  /** A page with window events; `act()` is the visitor's first press. */
  const pageWithEvents = () => {
    const page = createIdlePage()
    const listeners = new Set<() => void>()
    const window = Object.assign(page.window, {
      addEventListener: (type: string, listener: () => void) => {
        if (type === 'pointerdown') listeners.add(listener)
      },
      removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    })
    return { ...page, window, act: () => [...listeners].map((listener) => listener()) }
  }

  it("resolves each network's image id to the Provider API's asset image, once the visitor acts", () => {
    const page = pageWithEvents()
    const withImage = { ...home, assets: { imageId: 'network-local' } }
    const latch = createTestLatch({ networks: [withImage, other], window: page.window })
    page.becomeIdle()
    // Nothing the page would fetch from the Provider API before the visitor does something.
    expect(latch.getState().wallets.images['network-local']).toBeUndefined()
    page.act()
    page.becomeIdle()
    const url = new URL(latch.getState().wallets.images['network-local'] ?? '')
    expect(url.pathname).toBe('/public/getAssetImage/network-local')
    expect(url.searchParams.get('projectId')).toBe('latch-test')
  })

  it('renders none on a server, as a hydrating page first does', () => {
    const withImage = { ...home, assets: { imageId: 'network-local' } }
    const latch = createTestLatch({ networks: [withImage, other] })
    expect(latch.getState().wallets.images['network-local']).toBeUndefined()
  })
})

describe('UnsupportedChain gating (spec §2)', () => {
  it.each([
    [true, false, false, true],
    [false, false, false, false],
    [true, true, false, false],
    [true, false, true, false],
  ])(
    'switching %s, unsupported allowed %s, basic %s → opens: %s',
    (enable, allow, basic, opens) => {
      const options = createTestLatch({
        enableNetworkSwitch: enable,
        allowUnsupportedChain: allow,
        basic,
      }).getState().options
      expect(shouldOpenUnsupportedChain(options)).toBe(opens)
    },
  )
})
