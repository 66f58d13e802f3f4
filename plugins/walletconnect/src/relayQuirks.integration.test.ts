import { createMemoryStorage } from '@latch/core'
import { defineEip155Network, eip155 } from '@latch/eip155'
import { defineSolanaNetwork, solana } from '@latch/solana'
import {
  type CreateRelayTestWalletOptions,
  createRelayTestWallet,
  createTestLatch,
  type Devnet,
  type LocalRelay,
  type SolanaValidator,
  startDevnet,
  startLocalRelay,
  startSolanaValidator,
} from '@latch/testkit'
import { createPublicClient, http, verifyMessage } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import {
  PAIRING_EXPIRED_WITHIN_MS,
  PAIRING_EXPIRY_MS,
  SESSION_CHECK_MS,
  WALLET_REQUEST_TIMEOUT_MS,
} from './constants'
import { walletConnect } from './plugin'
import {
  closeSdk,
  noStandardWallets,
  readyUri,
  recordStatuses,
  sdkMemoryStorage,
} from './test/relayTestParts'

// Real wallets' quirks on the relay, replayed by the relay test wallet's `quirks` on the real
// local relay, against the real eip155 and solana plugins: each test fails without Latch's handling.
let relay: LocalRelay
let devnet: Devnet
let validator: SolanaValidator
beforeAll(async () => {
  ;[relay, devnet, validator] = await Promise.all([
    startLocalRelay(),
    startDevnet(),
    startSolanaValidator(),
  ])
})
const cleanups: (() => Promise<void> | void)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})
afterAll(async () => {
  await Promise.all([relay?.stop(), devnet?.stop(), validator?.stop()])
})

let prefix = 0

/** A page with the relay protocol; `storage`, `sdkStorage` and `sdkPrefix` carry it over a reload. */
function page(
  options: {
    storage?: ReturnType<typeof createMemoryStorage>
    sdkStorage?: ReturnType<typeof sdkMemoryStorage>
    sdkPrefix?: string
  } = {},
) {
  const chain = devnet.chains[0]
  if (!chain) throw new Error('no chain')
  const latch = createTestLatch({
    networks: [
      defineEip155Network({ chainId: chain.chainId, name: 'Local EVM', rpcUrl: chain.rpcUrl }),
      defineSolanaNetwork({
        genesisHash: validator.genesisHash,
        name: 'Local Solana',
        rpcUrl: validator.rpcUrl,
        wsUrl: validator.wsUrl,
      }),
    ],
    endpoints: { relay: relay.url },
    storage: options.storage,
    plugins: [
      eip155({ gatewayChainIds: [] }),
      solana({ wallets: noStandardWallets }),
      walletConnect({
        sdk: {
          storage: (options.sdkStorage ?? sdkMemoryStorage()) as never,
          customStoragePrefix: options.sdkPrefix ?? `latch-wc-quirk-${process.pid}-${++prefix}`,
          logger: 'silent',
        },
      }),
    ],
  })
  cleanups.push(() => latch.destroy())
  return latch
}

async function phone(quirks: CreateRelayTestWalletOptions['quirks'] = {}) {
  const wallet = await createRelayTestWallet({
    relayUrl: relay.url,
    evm: { privateKeys: [devnet.accounts[7]!.privateKey], chains: devnet.chains },
    solana: {
      secretKeys: [validator.accounts[7]!.secretKey],
      chains: [{ chainId: validator.chainId, rpcUrl: validator.rpcUrl }],
    },
    requestQueue: false,
    quirks,
  })
  cleanups.push(() => wallet.close())
  return wallet
}

/** A page that connected through `wallet`, then closed: what its reload needs. */
async function connectedThenClosed(wallet: Awaited<ReturnType<typeof phone>>) {
  const saved = {
    storage: createMemoryStorage(),
    sdkStorage: sdkMemoryStorage(),
    sdkPrefix: `latch-wc-quirk-reload-${process.pid}-${++prefix}`,
  }
  const first = page(saved)
  const connecting = first.dispatch({ type: 'connection.connect', connectorId: 'walletConnect' })
  await wallet.pair(await readyUri(first))
  await wallet.approve()
  await connecting
  first.destroy()
  await closeSdk(saved.sdkPrefix)
  return saved
}

async function connected(wallet: Awaited<ReturnType<typeof phone>>) {
  const latch = page()
  const connecting = latch.dispatch({ type: 'connection.connect', connectorId: 'walletConnect' })
  await wallet.pair(await readyUri(latch))
  await wallet.approve()
  await connecting
  return latch
}

describe('relay wallet quirks', () => {
  it('a session the wallet ended while the page was closed: the reload never shows it connected', async () => {
    const wallet = await phone()
    const saved = await connectedThenClosed(wallet)
    await wallet.disconnect()

    const reloaded = page(saved)
    const statuses = recordStatuses(reloaded, 'eip155')
    const { connected } = await reloaded.dispatch({ type: 'connection.reconnect' })
    expect(connected).toEqual([])
    expect(statuses).not.toContain('connected')
    expect(statuses.at(-1)).toBe('disconnected')
  })

  it('a session the wallet forgot without a word: reconnecting until the check times out (fake clock), then the Connect button', async () => {
    const wallet = await phone({ silentDisconnect: true })
    const saved = await connectedThenClosed(wallet)
    await wallet.disconnect()

    relay.clearRequests()
    const reloaded = page(saved)
    const statuses = recordStatuses(reloaded, 'eip155')
    let done = false
    const reconnecting = reloaded.dispatch({ type: 'connection.reconnect' }).finally(() => {
      done = true
    })
    // The ping is out and unanswered: still reconnecting just before the deadline.
    await vi.waitFor(() =>
      expect(relay.requests().some((r) => r.method === 'irn_publish')).toBe(true),
    )
    await reloaded.clock.advanceAsync(SESSION_CHECK_MS - 1)
    expect(done).toBe(false)
    expect(reloaded.getState().accounts.eip155?.status).toBe('reconnecting')
    await reloaded.clock.advanceAsync(1)
    expect((await reconnecting).connected).toEqual([])
    expect(statuses).not.toContain('connected')
    expect(reloaded.getState().accounts.eip155?.status).toBe('disconnected')
  })

  it('a session gone and the relay down at reload: a clear state at the deadline (fake clock), no hang', async () => {
    const wallet = await phone()
    const saved = await connectedThenClosed(wallet)
    await wallet.disconnect()
    relay.refuseConnections(true)
    cleanups.push(() => relay.refuseConnections(false))

    const reloaded = page(saved)
    const statuses = recordStatuses(reloaded, 'eip155')
    const reconnecting = reloaded.dispatch({ type: 'connection.reconnect' })
    await vi.waitFor(() => expect(relay.refusedCount()).toBeGreaterThan(0))
    expect(reloaded.getState().accounts.eip155?.status).toBe('reconnecting')
    await reloaded.clock.advanceAsync(SESSION_CHECK_MS)
    expect((await reconnecting).connected).toEqual([])
    expect(statuses).not.toContain('connected')
    expect(reloaded.getState().accounts.eip155?.status).toBe('disconnected')
    expect(reloaded.getState().accounts.solana?.status).toBe('disconnected')
  })

  it('an answer after the time-out is ignored: the request fails once (fake clock), nothing is sent twice', async () => {
    const wallet = await phone({ answerDelayMs: 400 })
    const latch = await connected(wallet)
    const to = devnet.accounts[8]!.address
    const chain = devnet.chains[0]!
    const rpc = createPublicClient({ transport: http(chain.rpcUrl) })
    const before = await rpc.getBalance({ address: to })
    const errors: string[] = []
    latch.on('error', ({ error }) => errors.push(error.code))

    const sending = latch.dispatch({
      type: 'account.sendTransaction',
      transaction: { to, value: 1_000n },
    })
    const outcome = sending.catch((error: unknown) => error)
    await vi.waitFor(() => expect(wallet.requests()).toHaveLength(1))
    await latch.clock.advanceAsync(WALLET_REQUEST_TIMEOUT_MS)
    expect(await outcome).toMatchObject({
      code: 'WALLET_NO_ANSWER',
      message: 'The wallet did not answer in time',
    })
    // The wallet sent it anyway, and its answer comes late: taken by nobody.
    await vi.waitFor(() => expect(wallet.requests()[0]?.outcome).toBe('approved'), {
      timeout: 5_000,
    })
    await new Promise((resolve) => setTimeout(resolve, 600))
    expect(await rpc.getBalance({ address: to })).toBe(before + 1_000n)
    expect(wallet.requests().map((r) => r.method)).toEqual(['eth_sendTransaction'])
    expect(latch.getState().accounts.eip155?.status).toBe('connected')

    // The next request is answered with its own answer, not the late one.
    const signature = await latch.dispatch({ type: 'account.signMessage', message: 'next' })
    expect(
      await verifyMessage({
        address: devnet.accounts[7]!.address,
        message: 'next',
        signature: signature as `0x${string}`,
      }),
    ).toBe(true)
    expect(wallet.requests().map((r) => r.method)).toEqual(['eth_sendTransaction', 'personal_sign'])
    expect(await rpc.getBalance({ address: to })).toBe(before + 1_000n)
  })

  it("a refusal with the relay protocol's own code (5000): the user's refusal on EVM and Solana, 4001", async () => {
    const wallet = await phone()
    const latch = await connected(wallet)
    wallet.autoApprove(false)
    for (const namespace of ['eip155', 'solana'] as const) {
      const signing = latch.dispatch({ type: 'account.signMessage', namespace, message: 'no' })
      const refused = expect(signing).rejects.toMatchObject({
        code: 'USER_REJECTED_REQUEST',
        rpcCode: 4001,
      })
      // getSdkError('USER_REJECTED'): { code: 5000, message: 'User rejected.' }
      await (await wallet.nextRequest()).reject()
      await refused
    }
    expect(wallet.requests().map((request) => request.outcome)).toEqual(['rejected', 'rejected'])
  })

  it('a pairing approved twice: one connection, no duplicate events, the extra session ended', async () => {
    const latch = page()
    const wallet = await phone({ approveTwice: true })
    const connectedEvents: string[] = []
    latch.on('connected', ({ namespace }) => connectedEvents.push(namespace))
    const connecting = latch.dispatch({ type: 'connection.connect', connectorId: 'walletConnect' })
    // The user scans the QR, and again once it refreshed: the wallet holds both proposals.
    const first = await readyUri(latch)
    await wallet.pair(first)
    await wallet.nextProposal()
    await latch.clock.advanceAsync(PAIRING_EXPIRY_MS - PAIRING_EXPIRED_WITHIN_MS)
    await wallet.pair(await readyUri(latch, first))
    await wallet.nextProposal()
    const kept = await wallet.approve()
    await connecting

    await vi.waitFor(() => expect(wallet.sessions()).toHaveLength(1), { timeout: 10_000 })
    expect(wallet.sessions()[0]?.topic).toBe(kept.topic)
    expect(connectedEvents.sort()).toEqual(['eip155', 'solana'])
    // The one left is the page's: requests go over it.
    await expect(latch.dispatch({ type: 'account.signMessage', message: 'one' })).resolves.toMatch(
      /^0x/,
    )
    await latch.dispatch({ type: 'connection.disconnect', namespace: 'solana' })
    await latch.dispatch({ type: 'connection.disconnect', namespace: 'eip155' })
    await vi.waitFor(() => expect(wallet.sessions()).toHaveLength(0), { timeout: 10_000 })
  })
})
