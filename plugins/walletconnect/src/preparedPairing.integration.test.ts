import { defineEip155Network, eip155 } from '@latch/eip155'
import {
  createRelayTestWallet,
  createTestLatch,
  type Devnet,
  type LocalRelay,
  startDevnet,
  startLocalRelay,
  type TestLatch,
} from '@latch/testkit'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { PAIRING_EXPIRED_WITHIN_MS, PAIRING_EXPIRY_MS } from './constants'
import { walletConnect } from './plugin'
import { pairingOf, readyUri, sdkMemoryStorage } from './test/relayTestParts'

// A QR at once: the Connect view (and intent over the WalletConnect entry) asks for a pairing
// ahead ('walletConnect.pair' with no connect under way), and the click that follows takes it,
// once, while it is fresh (spec §9: expired with 10 s or less left). Real SDK, real relay.
let relay: LocalRelay
let devnet: Devnet
beforeAll(async () => {
  ;[relay, devnet] = await Promise.all([startLocalRelay(), startDevnet()])
})
const cleanups: (() => Promise<void> | void)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})
afterAll(async () => {
  await Promise.all([relay?.stop(), devnet?.stop()])
})

let prefix = 0

function page() {
  const chain = devnet.chains[0]!
  const latch = createTestLatch({
    networks: [
      defineEip155Network({ chainId: chain.chainId, name: 'Local EVM', rpcUrl: chain.rpcUrl }),
    ],
    endpoints: { relay: relay.url },
    plugins: [
      eip155({ gatewayChainIds: [] }),
      walletConnect({
        namespaces: ['eip155'],
        sdk: {
          storage: sdkMemoryStorage() as never,
          customStoragePrefix: `latch-wc-prepared-${process.pid}-${++prefix}`,
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
    evm: { privateKeys: [devnet.accounts[4]!.privateKey], chains: devnet.chains },
    requestQueue: false,
  })
  cleanups.push(() => wallet.close())
  return wallet
}

/** How many pairings the page proposed on the relay so far. */
const proposals = () => relay.requests().filter((r) => r.method === 'wc_proposeSession').length

/** What the Connect view asks when it shows: a pairing ahead (resolved once it is made). */
async function connectViewShown(latch: TestLatch) {
  await latch.dispatch({ type: 'walletConnect.pair' })
  expect(proposals()).toBe(1)
}

/** The pairing states the page goes through from now on. */
function pairingStatuses(latch: TestLatch): string[] {
  const seen: string[] = []
  latch.subscribe(
    (state) => state.plugins.walletConnect?.pairing.status,
    (status) => seen.push(String(status)),
  )
  return seen
}

describe('a pairing prepared ahead', () => {
  afterEach(() => relay.clearRequests())

  it('starts before the click, and the click takes it: ready at once, no second proposal', async () => {
    relay.clearRequests()
    const latch = page()
    const wallet = await phone()
    await connectViewShown(latch)
    // Prepared, not shown: nothing offers a URI no connect is waiting on.
    expect(pairingOf(latch)).toEqual({ status: 'idle' })
    // Asked again (intent over the entry) while it is fresh: kept, not replaced.
    await latch.dispatch({ type: 'walletConnect.pair' })

    const statuses = pairingStatuses(latch)
    const connecting = latch.dispatch({ type: 'connection.connect', connectorId: 'walletConnect' })
    const uri = await readyUri(latch)
    expect(statuses).not.toContain('starting')
    expect(proposals()).toBe(1)

    await wallet.pair(uri)
    await wallet.approve()
    await connecting
    expect(latch.getState().accounts.eip155?.status).toBe('connected')
  })

  it('is taken while fresh, with the expiry it was made with (fake clock)', async () => {
    relay.clearRequests()
    const latch = page()
    await connectViewShown(latch)
    const madeAt = latch.clock.now()
    await latch.clock.advanceAsync(PAIRING_EXPIRY_MS - PAIRING_EXPIRED_WITHIN_MS - 1)

    const connecting = latch.dispatch({ type: 'connection.connect', connectorId: 'walletConnect' })
    connecting.catch(() => {})
    await readyUri(latch)
    expect(proposals()).toBe(1)
    expect(pairingOf(latch)).toMatchObject({ expiresAt: madeAt + PAIRING_EXPIRY_MS })
    // Its replacement comes when it is due, 1 ms on, not 4 minutes after the click.
    await latch.clock.advanceAsync(1)
    await vi.waitFor(() => expect(proposals()).toBe(2), { timeout: 10_000 })
  })

  it('is never shown once expired (10 s or less left, fake clock): a new pairing instead', async () => {
    relay.clearRequests()
    const latch = page()
    const wallet = await phone()
    await connectViewShown(latch)
    await latch.clock.advanceAsync(PAIRING_EXPIRY_MS - PAIRING_EXPIRED_WITHIN_MS)

    const statuses = pairingStatuses(latch)
    const connecting = latch.dispatch({ type: 'connection.connect', connectorId: 'walletConnect' })
    const uri = await readyUri(latch)
    expect(statuses[0]).toBe('starting')
    expect(proposals()).toBe(2)
    expect(pairingOf(latch)).toMatchObject({ expiresAt: latch.clock.now() + PAIRING_EXPIRY_MS })

    await wallet.pair(uri)
    await wallet.approve()
    await connecting
    expect(latch.getState().accounts.eip155?.status).toBe('connected')
  })

  it('is used once: after a refusal the next connect gets a new pairing', async () => {
    relay.clearRequests()
    const latch = page()
    const wallet = await phone()
    await connectViewShown(latch)
    const first = latch.dispatch({ type: 'connection.connect', connectorId: 'walletConnect' })
    const used = await readyUri(latch)
    await wallet.pair(used)
    await wallet.reject()
    await expect(first).rejects.toMatchObject({ code: 'CONNECTION_REJECTED' })

    const again = latch.dispatch({ type: 'connection.connect', connectorId: 'walletConnect' })
    const uri = await readyUri(latch, used)
    expect(uri).not.toBe(used)
    expect(proposals()).toBe(2)
    await wallet.pair(uri)
    await wallet.approve()
    await again
    expect(latch.getState().accounts.eip155?.status).toBe('connected')
  })
})
