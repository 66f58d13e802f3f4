// @vitest-environment happy-dom
import { createMemoryStorage, type Network, selectConnectList } from '@latch/core'
import {
  announceTestWallet,
  type CreateTestWalletOptions,
  createTestLatch,
  createTestWallet,
  type Devnet,
  type DevnetChain,
  installTestWallet,
  startDevnet,
  type TestWallet,
} from '@latch/testkit'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { RECONNECT_TIMEOUT_MS, SWITCH_CHAIN_TIMEOUT_MS } from '../constants'
import { defineEip155Network } from '../networks/defineEip155Network'
import { type Eip155PluginOptions, eip155 } from '../plugin'

// Real wallets as they behave (issue 35): each quirk replayed by an option of the testkit's EVM
// test wallet, on the devnet, against the real eip155 plugin. `@latch/testkit`'s `evmQuirks`
// names each test here with the wallets it is known in.

let devnet: Devnet
let home: DevnetChain
let other: DevnetChain
const cleanups: (() => void)[] = []
const page = window as unknown as { ethereum?: unknown }

beforeAll(async () => {
  devnet = await startDevnet()
  ;[home, other] = devnet.chains as [DevnetChain, DevnetChain]
})
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
  delete page.ethereum
})
afterAll(() => devnet?.stop())

const account = (index: number) => {
  const found = devnet.accounts[index]
  if (!found) throw new Error(`no dev account ${index}`)
  return found
}
const network = (chain: DevnetChain): Network =>
  defineEip155Network({
    chainId: chain.chainId,
    name: `Local ${chain.chainId}`,
    rpcUrl: chain.rpcUrl,
  })
const caip = (chain: DevnetChain) => `eip155:${chain.chainId}` as const

/** A wallet holding dev account `index` with the quirks given, on both devnet chains. */
const walletWith = (quirks: Partial<CreateTestWalletOptions> = {}, index = 2): TestWallet =>
  createTestWallet({ accounts: [account(index).privateKey], chains: devnet.chains, ...quirks })

/** Announces `wallet` in the page (EIP-6963) under `info` until the test ends. */
function announce(wallet: TestWallet, info: { name?: string; rdns?: string } = {}) {
  cleanups.push(announceTestWallet(window, wallet, info))
}

/** `wallet` behind a login method's connector (kind 'auth': an email wallet's frame, say). */
const behindLoginMethod = (wallet: TestWallet): Eip155PluginOptions['wallets'] => ({
  connectors: () => [{ id: 'test-email', kind: 'auth', namespace: 'eip155', name: 'Email' }],
  provider: (id) => (id === 'test-email' ? (wallet as never) : undefined),
  subscribe: () => () => {},
  destroy() {},
})

/** A page's Latch client with the eip155 plugin (it reconnects on load, as in a page). */
function latchPage(storage = createMemoryStorage(), wallets?: Eip155PluginOptions['wallets']) {
  const latch = createTestLatch({
    networks: devnet.chains.map(network),
    plugins: [eip155({ wallets })],
    window,
    storage,
  })
  cleanups.push(() => latch.destroy())
  return latch
}
type Latch = ReturnType<typeof latchPage>

const connect = (latch: Latch, connectorId = 'dev.latch.testwallet') =>
  latch.dispatch({ type: 'connection.connect', connectorId })
const eip155Account = (latch: Latch) => latch.getState().accounts.eip155
const listedNames = (latch: Latch) =>
  selectConnectList(latch.getState()).map((item) =>
    'connector' in item ? item.connector.name : 'wallet' in item ? item.wallet.name : '',
  )
const failure = (promise: Promise<unknown>) =>
  promise.then(
    (value) => {
      throw new Error(`expected a failure, got ${String(value)}`)
    },
    (error: unknown) => error,
  )

describe('wallets passing for MetaMask', () => {
  it('lists each wallet by its announcement; the MetaMask entry connects MetaMask, not the isMetaMask wallet behind window.ethereum', async () => {
    const rabby = walletWith({ isMetaMask: true }, 3)
    page.ethereum = rabby // Rabby answers window.ethereum, flagged isMetaMask
    announce(rabby, { name: 'Rabby Wallet', rdns: 'io.rabby' })
    const metaMask = walletWith({ isMetaMask: true }, 2)
    announce(metaMask, { name: 'MetaMask', rdns: 'io.metamask' })
    const latch = latchPage()
    await vi.waitFor(() => expect(listedNames(latch)).toEqual(['Rabby Wallet', 'MetaMask']))

    const asked = vi.spyOn(rabby, 'request')
    await connect(latch, 'io.metamask')
    expect(eip155Account(latch)).toMatchObject({ status: 'connected', address: account(2).address })
    expect(asked).not.toHaveBeenCalled()
  })

  it('a window.ethereum that passes for MetaMask, with nothing announced, is a browser wallet, never MetaMask', async () => {
    const okx = walletWith({ isMetaMask: true }, 3)
    page.ethereum = okx
    const latch = latchPage()
    await vi.waitFor(() => expect(listedNames(latch)).toEqual(['Browser Wallet']))
    expect(latch.getState().connectors.all.map((c) => [c.id, c.name])).toEqual([
      ['injected', 'Browser Wallet'],
    ])
  })
})

describe('EIP-6963 announcements', () => {
  it('a wallet announced after the modal opened appears in the open list', async () => {
    const latch = latchPage()
    await latch.open()
    expect(listedNames(latch)).toEqual([])
    const installed = installTestWallet(
      { accounts: [account(2).privateKey], chains: devnet.chains, announceAfterMs: 20 },
      window,
    )
    cleanups.push(installed.uninstall)
    await vi.waitFor(() => expect(listedNames(latch)).toEqual(['Latch Test Wallet']))
    expect(latch.getState().modal.open).toBe(true)
  })

  it('a wallet announced twice (same rdns, a new uuid) is one entry, and connects', async () => {
    const installed = installTestWallet(
      { accounts: [account(2).privateKey], chains: devnet.chains, announceTwice: true },
      window,
    )
    cleanups.push(installed.uninstall)
    const latch = latchPage()
    await vi.waitFor(() => expect(listedNames(latch)).toEqual(['Latch Test Wallet']))
    expect(latch.getState().connectors.all).toHaveLength(1)
    await connect(latch)
    expect(eip155Account(latch)?.address).toBe(account(2).address)
  })
})

describe('chain ids and addresses in other spellings', () => {
  it('eth_chainId as a number or a decimal string is the same chain', async () => {
    for (const chainIdFormat of ['number', 'decimal'] as const) {
      const wallet = walletWith({ chainIdFormat })
      announce(wallet)
      const latch = latchPage()
      await connect(latch)
      expect(latch.getState().networks.activeCaipNetworkId).toBe(caip(home))
      wallet.setChain(other.chainId) // chainChanged in the same spelling
      expect(latch.getState().networks.activeCaipNetworkId).toBe(caip(other))
      for (const cleanup of cleanups.splice(0)) cleanup()
    }
  })

  it('lower-case addresses: one connection, shown checksummed, no duplicate account', async () => {
    const wallet = createTestWallet({
      accounts: [account(2).privateKey, account(3).privateKey],
      chains: devnet.chains,
      addressCase: 'lower',
    })
    announce(wallet)
    const latch = latchPage()
    await connect(latch)
    expect(eip155Account(latch)?.address).toBe(account(2).address)
    wallet.selectAccount(account(3).address)
    wallet.selectAccount(account(2).address)
    expect(eip155Account(latch)?.address).toBe(account(2).address)
    const [connection, ...more] = latch.getState().connections.eip155 ?? []
    expect(more).toEqual([])
    expect(connection?.accounts.map((a) => a.address)).toEqual([
      account(2).address,
      account(3).address,
    ])
    await expect(
      latch.dispatch({ type: 'account.signMessage', message: 'checksums' }),
    ).resolves.toMatch(/^0x[0-9a-f]{130}$/)
  })
})

describe('network switching', () => {
  it('a switch the wallet never answers fails after the time-out with the network unchanged; a retry switches', async () => {
    const wallet = walletWith({ unansweredSwitches: 1 })
    announce(wallet)
    const latch = latchPage()
    await connect(latch)
    const switching = failure(
      latch.dispatch({ type: 'network.switch', caipNetworkId: caip(other) }),
    )
    // The wallet was asked (the switch's code loads first), and does not answer.
    await vi.waitFor(() => expect(wallet.getState().unansweredSwitches).toBe(0))
    await latch.clock.advanceAsync(SWITCH_CHAIN_TIMEOUT_MS - 1)
    expect(latch.getState().networks.switchAttempt?.status).toBe('pending')
    await latch.clock.advanceAsync(1)
    expect(await switching).toMatchObject({
      code: 'WALLET_SWITCH_TIMEOUT',
      message: 'The wallet did not answer the network switch',
    })
    expect(latch.getState().networks.activeCaipNetworkId).toBe(caip(home))
    expect(latch.getState().networks.switchAttempt?.status).toBe('failed')
    expect(wallet.getState().chainId).toBe(home.chainId)

    await latch.dispatch({ type: 'network.switch', caipNetworkId: caip(other) })
    expect(latch.getState().networks.activeCaipNetworkId).toBe(caip(other))
    expect(wallet.getState().chainId).toBe(other.chainId)
  })

  it('a wallet that switches without chainChanged: Latch reads the chain back', async () => {
    const wallet = walletWith({ silentSwitch: true })
    announce(wallet)
    const latch = latchPage()
    await connect(latch)
    const asked = vi.spyOn(wallet, 'request')
    await latch.dispatch({ type: 'network.switch', caipNetworkId: caip(other) })
    expect(latch.getState().networks.activeCaipNetworkId).toBe(caip(other))
    const methods = asked.mock.calls.map(([args]) => args.method)
    expect(methods.slice(0, 2)).toEqual(['wallet_switchEthereumChain', 'eth_chainId'])
    const hash = await latch.dispatch({
      type: 'account.sendTransaction',
      transaction: { to: account(4).address, value: 1n },
    })
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
  })

  it('a wallet that answers a switch without switching: the switch fails, the network stays', async () => {
    const wallet = walletWith()
    announce(wallet)
    const latch = latchPage()
    await connect(latch)
    // The wallet says yes and stays where it is (the quirk's worst case): a chain read back.
    const request = wallet.request.bind(wallet)
    wallet.request = async (args) =>
      args.method === 'wallet_switchEthereumChain' ? null : request(args)
    expect(
      await failure(latch.dispatch({ type: 'network.switch', caipNetworkId: caip(other) })),
    ).toMatchObject({ code: 'CHAIN_MISMATCH' })
    expect(latch.getState().networks.activeCaipNetworkId).toBe(caip(home))
  })
})

describe('locked wallets', () => {
  it('accountsChanged([]) when the wallet locks disconnects that connection cleanly', async () => {
    const wallet = walletWith()
    announce(wallet)
    const latch = latchPage()
    await connect(latch)
    wallet.lock()
    expect(eip155Account(latch)).toMatchObject({ status: 'disconnected' })
    expect(eip155Account(latch)?.address).toBeUndefined()
    expect(latch.getState().connections.eip155).toEqual([])
    expect(latch.getState().connectors.activeIds.eip155).toBeUndefined()
    // Unlocking later does not bring it back behind the user's back; connecting again does.
    wallet.unlock()
    expect(eip155Account(latch)?.status).toBe('disconnected')
    await connect(latch)
    expect(eip155Account(latch)?.status).toBe('connected')
  })

  /** Connects, closes the page, locks the wallet, reloads: what the page shows, in order. */
  async function reloadLocked(whenLocked: CreateTestWalletOptions['whenLocked']) {
    const storage = createMemoryStorage()
    const wallet = walletWith({ whenLocked })
    announce(wallet)
    const first = latchPage(storage)
    await connect(first)
    first.destroy()

    wallet.lock({ silently: true }) // locked while the page was closed
    const statuses: string[] = []
    const reloaded = latchPage(storage)
    const seen = () => statuses.push(eip155Account(reloaded)?.status ?? 'none')
    seen()
    const stop = reloaded.subscribe((state) => state.accounts.eip155?.status, seen)
    cleanups.push(stop)
    await vi.waitFor(() => expect(eip155Account(reloaded)?.status).toBe('disconnected'))
    expect(statuses[0]).toBe('reconnecting')
    expect(statuses).not.toContain('connected')
    expect(reloaded.getState().connections.eip155).toEqual([])
    expect(
      await failure(reloaded.dispatch({ type: 'account.signMessage', message: 'hi' })),
    ).toMatchObject({ name: 'LatchError' })
  }

  it('a wallet that does not answer at reload (asleep): reconnecting, then the Connect state after the time-out; connecting works', async () => {
    const storage = createMemoryStorage()
    const first = latchPage(storage)
    const awake = walletWith()
    announce(awake)
    await connect(first)
    first.destroy()
    for (const cleanup of cleanups.splice(0)) cleanup()

    // The browser restarted: the same wallet, still granting the site, asleep for one request.
    const asleep = walletWith({ authorized: true, unansweredRequests: 1 })
    announce(asleep)
    const reloaded = latchPage(storage)
    await vi.waitFor(() => expect(asleep.getState().unansweredRequests).toBe(0))
    expect(eip155Account(reloaded)?.status).toBe('reconnecting')
    await reloaded.clock.advanceAsync(RECONNECT_TIMEOUT_MS - 1)
    expect(eip155Account(reloaded)?.status).toBe('reconnecting')
    await reloaded.clock.advanceAsync(1)
    await vi.waitFor(() => expect(eip155Account(reloaded)?.status).toBe('disconnected'))
    await connect(reloaded)
    expect(eip155Account(reloaded)).toMatchObject({
      status: 'connected',
      address: account(2).address,
    })
  })

  it("the reload's time-out is a browser wallet's: a login method's provider, slower to load, still reconnects", async () => {
    const storage = createMemoryStorage()
    const wallet = walletWith()
    const loginMethod = behindLoginMethod(wallet)
    const first = latchPage(storage, loginMethod)
    await connect(first, 'test-email')
    first.destroy()

    wallet.setResponseDelay(300) // its frame loads before it answers
    const asked = vi.spyOn(wallet, 'request')
    const reloaded = latchPage(storage, loginMethod)
    await vi.waitFor(() => expect(asked).toHaveBeenCalledWith({ method: 'eth_accounts' }))
    await reloaded.clock.advanceAsync(RECONNECT_TIMEOUT_MS)
    await vi.waitFor(() => expect(eip155Account(reloaded)?.status).toBe('connected'))
  })

  it('locked at reload with eth_accounts empty: reconnecting, then disconnected, never connected', () =>
    reloadLocked('no-accounts'))

  it('locked at reload, listing the accounts but refusing requests (4100): reconnecting, then disconnected, never connected', () =>
    reloadLocked('unauthorized'))
})

describe('a wallet that disconnects and comes back', () => {
  it('disconnect (4900) then connect: Latch disconnects, and connects again without a reload', async () => {
    const wallet = walletWith()
    announce(wallet)
    const latch = latchPage()
    await connect(latch)
    wallet.disconnect()
    expect(eip155Account(latch)?.status).toBe('disconnected')
    expect(
      await failure(latch.dispatch({ type: 'account.signMessage', message: 'gone' })),
    ).toMatchObject({ name: 'LatchError' })
    wallet.reconnect()
    await connect(latch)
    expect(eip155Account(latch)).toMatchObject({ status: 'connected', address: account(2).address })
    await expect(latch.dispatch({ type: 'account.signMessage', message: 'back' })).resolves.toMatch(
      /^0x/,
    )
  })
})

describe('errors in non-standard shapes', () => {
  /** The wallet rejects a connection, then a signature, throwing in `errorShape`. */
  async function rejectsIn(errorShape: CreateTestWalletOptions['errorShape']) {
    const wallet = walletWith({ errorShape })
    announce(wallet)
    const latch = latchPage()
    wallet.rejectNext()
    expect(await failure(connect(latch))).toMatchObject({ code: 'CONNECTION_REJECTED' })
    await connect(latch)
    wallet.rejectNext()
    expect(
      await failure(latch.dispatch({ type: 'account.signMessage', message: 'no' })),
    ).toMatchObject({ code: 'USER_REJECTED_REQUEST' })
  }

  it('a rejection thrown as a string is a user rejection', () => rejectsIn('string'))
  it("an ethers rejection ({ code: 'ACTION_REJECTED' }) is a user rejection", () =>
    rejectsIn('ethers'))
  it('a rejection nested in causes is a user rejection', () => rejectsIn('nested-cause'))
  it('4001 wrapped in -32603 is a user rejection', () => rejectsIn('wrapped-internal'))

  it('other errors keep their code through the shapes (4100 wrapped in -32603 is unauthorised)', async () => {
    const wallet = walletWith({ errorShape: 'wrapped-internal', whenLocked: 'unauthorized' })
    announce(wallet)
    const latch = latchPage()
    await connect(latch)
    wallet.lock({ silently: true })
    expect(
      await failure(latch.dispatch({ type: 'account.signMessage', message: 'locked' })),
    ).toMatchObject({ code: 'UNAUTHORIZED' })
  })
})
