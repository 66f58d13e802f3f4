import { createMemoryStorage, selectConnectList } from '@latch/core'
import { defineEip155Network, eip155 } from '@latch/eip155'
import { defineSolanaNetwork, solana } from '@latch/solana'
import {
  createRelayTestWallet,
  createTestLatch,
  type Devnet,
  type LocalRelay,
  type SolanaValidator,
  startDevnet,
  startLocalRelay,
  startSolanaValidator,
} from '@latch/testkit'
import { Connection, PublicKey } from '@solana/web3.js'
import { verifyMessage } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { PAIRING_EXPIRED_WITHIN_MS, PAIRING_EXPIRY_MS } from './constants'
import { walletConnect } from './plugin'
import { RELAY_SESSION_EVENTS, RELAY_SESSION_METHODS } from './session/relaySession'
import {
  closeSdk,
  noStandardWallets,
  pairingOf as pairing,
  readyUri,
  sdkMemoryStorage,
} from './test/relayTestParts'

// The relay-protocol login method end to end in Node: the real sign-client on both sides of the
// local relay, the real eip155 and solana plugins, signatures and sends on local chains.
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

function page(
  options: {
    storage?: ReturnType<typeof createMemoryStorage>
    sdkStorage?: unknown
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
          customStoragePrefix: options.sdkPrefix ?? `latch-wc-test-${process.pid}-${++prefix}`,
          logger: 'silent',
        },
      }),
    ],
  })
  cleanups.push(() => latch.destroy())
  return latch
}

async function phone() {
  const wallet = await createRelayTestWallet({
    relayUrl: relay.url,
    evm: { privateKeys: [devnet.accounts[5]!.privateKey], chains: devnet.chains },
    solana: {
      secretKeys: [validator.accounts[5]!.secretKey],
      chains: [{ chainId: validator.chainId, rpcUrl: validator.rpcUrl }],
    },
    requestQueue: false,
  })
  cleanups.push(() => wallet.close())
  return wallet
}

async function connected() {
  const latch = page()
  const wallet = await phone()
  const connecting = latch.dispatch({ type: 'connection.connect', connectorId: 'walletConnect' })
  await wallet.pair(await readyUri(latch))
  await wallet.approve()
  await connecting
  return { latch, wallet }
}

describe('walletConnect', () => {
  it('is first in the Connect list (spec connector order), with the catalogue API down', async () => {
    // The test client has no API at all: every catalogue call fails at once, as on a closed port.
    const latch = page()
    await latch.dispatch({ type: 'wallets.prefetch' }).catch(() => {})
    const [first] = selectConnectList(latch.getState())
    expect(first).toMatchObject({ group: 'walletConnect', connector: { id: 'walletConnect' } })
  })

  it('is one connector on each namespace, and one approved session connects both', async () => {
    const latch = page()
    expect(
      latch
        .getState()
        .connectors.all.filter((c) => c.kind === 'walletConnect')
        .map((c) => c.namespace),
    ).toEqual(['eip155', 'solana'])
    const wallet = await phone()
    const connecting = latch.dispatch({ type: 'connection.connect', connectorId: 'walletConnect' })
    const uri = await readyUri(latch)
    expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
    await wallet.pair(uri)
    // The page asks for the core's relay methods and events; the testkit's wallet grants them all.
    const proposal = await wallet.nextProposal()
    const session = await wallet.approve(proposal)
    await connecting
    for (const namespace of ['eip155', 'solana'] as const) {
      const asked = {
        methods: [...RELAY_SESSION_METHODS[namespace]],
        events: [...RELAY_SESSION_EVENTS[namespace]],
      }
      expect(proposal.optionalNamespaces[namespace]).toMatchObject(asked)
      expect(session.namespaces[namespace]).toMatchObject(asked)
    }

    const { accounts, connectors } = latch.getState()
    expect(accounts.eip155).toMatchObject({
      status: 'connected',
      address: devnet.accounts[5]!.address,
    })
    expect(accounts.solana).toMatchObject({
      status: 'connected',
      address: validator.accounts[5]!.publicKey,
    })
    expect(connectors.activeIds).toEqual({ eip155: 'walletConnect', solana: 'walletConnect' })
    expect(pairing(latch)).toEqual({ status: 'idle' })
  })

  it('signs and sends over the session on each namespace', async () => {
    const { latch } = await connected()
    const signature = await latch.dispatch({
      type: 'account.signMessage',
      message: 'over the relay',
    })
    expect(
      await verifyMessage({
        address: devnet.accounts[5]!.address,
        message: 'over the relay',
        signature: signature as `0x${string}`,
      }),
    ).toBe(true)

    const to = validator.accounts[6]!.publicKey
    const rpc = new Connection(validator.rpcUrl, 'confirmed')
    const before = await rpc.getBalance(new PublicKey(to))
    await latch.dispatch({
      type: 'account.sendTransaction',
      namespace: 'solana',
      transaction: { to, value: 5_000n },
    })
    expect(await rpc.getBalance(new PublicKey(to))).toBe(before + 5_000)
  })

  it('disconnects one namespace and keeps the other; the last ends the session', async () => {
    const { latch, wallet } = await connected()
    await latch.dispatch({ type: 'connection.disconnect', namespace: 'solana' })
    expect(latch.getState().accounts.solana?.status).toBe('disconnected')
    expect(latch.getState().accounts.eip155?.status).toBe('connected')
    expect(await wallet.sessions()).toHaveLength(1)
    await expect(
      latch.dispatch({ type: 'account.signMessage', message: 'still' }),
    ).resolves.toMatch(/^0x/)

    await latch.dispatch({ type: 'connection.disconnect' })
    await vi.waitFor(async () => expect(await wallet.sessions()).toHaveLength(0), {
      timeout: 10_000,
    })
  })

  it('leaves a clean disconnected state when the wallet ends the session', async () => {
    const { latch, wallet } = await connected()
    await wallet.disconnect()
    await vi.waitFor(
      () =>
        expect([
          latch.getState().accounts.eip155?.status,
          latch.getState().accounts.solana?.status,
        ]).toEqual(['disconnected', 'disconnected']),
      { timeout: 10_000 },
    )
    expect(latch.getState().connectors.activeIds).toEqual({})
  })

  it("a rejected proposal is 'Connection rejected', and a fresh pairing is one retry away", async () => {
    const latch = page()
    const wallet = await phone()
    const connecting = latch.dispatch({ type: 'connection.connect', connectorId: 'walletConnect' })
    const first = await readyUri(latch)
    await wallet.pair(first)
    await wallet.reject()
    await expect(connecting).rejects.toMatchObject({ code: 'CONNECTION_REJECTED' })
    expect(pairing(latch)).toMatchObject({
      status: 'rejected',
      error: { code: 'CONNECTION_REJECTED' },
    })

    const again = latch.dispatch({ type: 'connection.connect', connectorId: 'walletConnect' })
    const second = await readyUri(latch, first)
    expect(second).not.toBe(first)
    await wallet.pair(second)
    await wallet.approve()
    await again
    expect(latch.getState().accounts.eip155?.status).toBe('connected')
  })

  it('offers a fresh pairing before the one shown expires (fake clock), and the fresh one connects', async () => {
    const latch = page()
    const wallet = await phone()
    const connecting = latch.dispatch({ type: 'connection.connect', connectorId: 'walletConnect' })
    const first = await readyUri(latch)
    const shown = pairing(latch)
    expect(shown).toMatchObject({ expiresAt: latch.clock.now() + PAIRING_EXPIRY_MS })

    await latch.clock.advanceAsync(PAIRING_EXPIRY_MS - PAIRING_EXPIRED_WITHIN_MS - 1)
    expect(pairing(latch)).toEqual(shown)
    await latch.clock.advanceAsync(1)
    const second = await readyUri(latch, first)
    expect(second).not.toBe(first)

    await wallet.pair(second)
    await wallet.approve()
    await connecting
    expect(latch.getState().accounts.solana?.status).toBe('connected')
  })

  it('says the relay is unreachable, never a dead QR, and connects once it is back', async () => {
    relay.refuseConnections(true)
    cleanups.push(() => relay.refuseConnections(false))
    const latch = page()
    const connecting = latch.dispatch({ type: 'connection.connect', connectorId: 'walletConnect' })
    await vi.waitFor(() => expect(pairing(latch).status).toBe('starting'))
    await latch.clock.advanceAsync(10_000)
    await expect(connecting).rejects.toMatchObject({
      code: 'RELAY_UNREACHABLE',
      message: 'The relay could not be reached',
    })
    expect(pairing(latch)).toMatchObject({ status: 'unreachable' })
  })

  it('closes its relay socket with latch.destroy(); the session stays for the next page', async () => {
    const { latch, wallet } = await connected()
    const open = relay.connectionCount()
    latch.destroy()
    await vi.waitFor(() => expect(relay.connectionCount()).toBeLessThanOrEqual(open - 1), {
      timeout: 10_000,
    })
    expect(await wallet.sessions()).toHaveLength(1)
  })

  it('restores the session silently on reload', async () => {
    const storage = createMemoryStorage()
    const sdkStorage = sdkMemoryStorage()
    const sdkPrefix = `latch-wc-reload-${process.pid}`
    const first = page({ storage, sdkStorage, sdkPrefix })
    const wallet = await phone()
    const connecting = first.dispatch({ type: 'connection.connect', connectorId: 'walletConnect' })
    await wallet.pair(await readyUri(first))
    await wallet.approve()
    await connecting
    // The tab closes: its SDK with it (another client on the same Core would hear the reload's
    // session ping answered too).
    first.destroy()
    await closeSdk(sdkPrefix)

    const reloaded = page({ storage, sdkStorage, sdkPrefix })
    const { connected: namespaces } = await reloaded.dispatch({ type: 'connection.reconnect' })
    expect(namespaces.sort()).toEqual(['eip155', 'solana'])
    expect(reloaded.getState().accounts.eip155?.address).toBe(devnet.accounts[5]!.address)
  })
})
