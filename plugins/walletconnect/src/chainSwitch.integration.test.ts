import type { CaipNetworkId } from '@latch/core'
import { defineEip155Network, eip155, SWITCH_CHAIN_TIMEOUT_MS } from '@latch/eip155'
import {
  type CreateRelayTestWalletOptions,
  createRelayTestWallet,
  createTestLatch,
  type Devnet,
  type LocalRelay,
  type RelayTestWallet,
  type RelayWalletRequest,
  startDevnet,
  startLocalRelay,
  type TestLatch,
} from '@latch/testkit'
import { createPublicClient, http, parseEther, verifyMessage } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { walletConnect } from './plugin'
import { RELAY_SESSION_METHODS } from './session/relaySession'
import { readyUri, sdkMemoryStorage } from './test/relayTestParts'

// Spec: "switch chain through the wallet (wallet_switchEthereumChain, add on 4902)", over a real
// relay session: the real sign-client on both sides of the local relay, the real eip155 plugin
// driving the WalletConnect EIP-1193 provider, the relay test wallet answering by hand
// (`autoApprove: false`), sends landing on the local chains. One relay and one devnet (two EVM
// chains) for the file.

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
const chain = (i: 0 | 1) => devnet.chains[i]!
const caip = (i: 0 | 1) => `eip155:${chain(i).chainId}` as CaipNetworkId
const hex = (i: 0 | 1) => `0x${chain(i).chainId.toString(16)}`
const user = () => devnet.accounts[5]!
const EIP155_METHODS = [...RELAY_SESSION_METHODS.eip155]

/** A page offering both local EVM chains, on chain 0 first. */
function page() {
  const latch = createTestLatch({
    networks: devnet.chains.map((each, i) =>
      defineEip155Network({ chainId: each.chainId, name: `EVM ${i}`, rpcUrl: each.rpcUrl }),
    ),
    endpoints: { relay: relay.url },
    plugins: [
      eip155({ gatewayChainIds: [] }),
      walletConnect({
        sdk: {
          storage: sdkMemoryStorage() as never,
          customStoragePrefix: `latch-wc-switch-${process.pid}-${++prefix}`,
          logger: 'silent',
        },
      }),
    ],
  })
  cleanups.push(() => latch.destroy())
  return latch
}

/** The phone, answering by hand; it knows `chains` of the devnet (both by default). */
async function phone(
  chains: (0 | 1)[] = [0, 1],
  quirks: CreateRelayTestWalletOptions['quirks'] = {},
) {
  const wallet = await createRelayTestWallet({
    relayUrl: relay.url,
    evm: { privateKeys: [user().privateKey], chains: chains.map(chain) },
    requestQueue: false,
    autoApprove: false,
    quirks,
  })
  cleanups.push(() => wallet.close())
  return wallet
}

/**
 * Connected on chain 0, the session granting chain 0 ONLY (the page asked for both), with the
 * modal open on Networks as when the user picks one there.
 */
async function connectedOnChain0(wallet: RelayTestWallet) {
  const latch = page()
  const connecting = latch.dispatch({ type: 'connection.connect', connectorId: 'walletConnect' })
  await wallet.pair(await readyUri(latch))
  await wallet.approve(undefined, {
    sessionNamespaces: {
      eip155: {
        chains: [caip(0)],
        accounts: [`${caip(0)}:${user().address}`],
        methods: EIP155_METHODS,
        events: ['accountsChanged', 'chainChanged'],
      },
    },
  })
  await connecting
  expect(latch.getState().networks.activeCaipNetworkId).toBe(caip(0))
  expect(latch.getState().accounts.eip155).toMatchObject({
    status: 'connected',
    caipAddress: `${caip(0)}:${user().address}`,
  })
  await latch.dispatch({ type: 'modal.open', view: 'Networks' })
  return latch
}

/** The switch the user asked for, not awaited: the wallet answers it first. */
function switchTo(latch: TestLatch, i: 0 | 1) {
  const switching = latch.dispatch({ type: 'network.switch', caipNetworkId: caip(i) })
  switching.catch(() => {})
  return switching
}

const views = (latch: TestLatch) => latch.getState().router.history.map((entry) => entry.view)
const sessionChains = (wallet: RelayTestWallet) =>
  wallet.sessions().flatMap((session) => session.namespaces.eip155?.chains ?? [])
const asked = (wallet: RelayTestWallet) =>
  wallet.requests().map(({ method, chainId, outcome }) => ({ method, chainId, outcome }))

/** The next request must be `method` on `chainId`. */
async function expectRequest(wallet: RelayTestWallet, method: string, chainId: string) {
  const request = await wallet.nextRequest()
  expect({ method: request.method, chainId: request.chainId }).toEqual({ method, chainId })
  return request
}

/** Signs with Latch and answers on the wallet: the request's chain, the signature checked. */
async function signsOn(latch: TestLatch, wallet: RelayTestWallet, chainId: string) {
  const signing = latch.dispatch({ type: 'account.signMessage', message: `on ${chainId}` })
  const request = await expectRequest(wallet, 'personal_sign', chainId)
  await request.approve()
  const signature = (await signing) as `0x${string}`
  expect(
    await verifyMessage({ address: user().address, message: `on ${chainId}`, signature }),
  ).toBe(true)
}

/** Sends with Latch; the wallet's eth_sendTransaction is on chain `i` and lands on its node. */
async function sendsOn(latch: TestLatch, wallet: RelayTestWallet, i: 0 | 1) {
  const to = devnet.accounts[6]!.address
  const sending = latch.dispatch({
    type: 'account.sendTransaction',
    transaction: { to, value: parseEther('0.001') },
  })
  const request = await expectRequest(wallet, 'eth_sendTransaction', caip(i))
  const walletHash = await request.approve()
  const hash = (await sending) as `0x${string}`
  expect(hash).toBe(walletHash)
  const client = (j: 0 | 1) => createPublicClient({ transport: http(chain(j).rpcUrl) })
  const receipt = await client(i).waitForTransactionReceipt({ hash, pollingInterval: 50 })
  expect(receipt).toMatchObject({ status: 'success', to: to.toLowerCase() })
  // On that chain's node only: the other one never saw it.
  await expect(client(i === 0 ? 1 : 0).getTransactionReceipt({ hash })).rejects.toThrow()
}

describe('switching chain through the wallet over WalletConnect', () => {
  it('a chain the session does not grant: one wallet_switchEthereumChain, the wallet adds it to the session, then requests and sends go on it', async () => {
    const wallet = await phone()
    const latch = await connectedOnChain0(wallet)
    expect(sessionChains(wallet)).toEqual([caip(0)])

    const switching = switchTo(latch, 1)
    const request = await expectRequest(wallet, 'wallet_switchEthereumChain', caip(0))
    expect(request.params).toEqual([{ chainId: hex(1) }])
    expect(latch.getState().networks.switchAttempt).toEqual({
      status: 'pending',
      caipNetworkId: caip(1),
    })
    expect(views(latch)).toEqual(['Networks', 'SwitchNetwork'])
    await expect(request.approve()).resolves.toBeNull()
    await switching

    // The wallet updated the session (chain 1 granted, the account on it) and switched.
    expect(sessionChains(wallet)).toEqual([caip(0), caip(1)])
    const { networks, accounts } = latch.getState()
    expect(networks.activeCaipNetworkId).toBe(caip(1))
    expect(networks.switchAttempt).toBeUndefined()
    expect(accounts.eip155).toMatchObject({
      status: 'connected',
      caipAddress: `${caip(1)}:${user().address}`,
    })
    expect(views(latch)).toEqual(['Networks'])

    await signsOn(latch, wallet, caip(1))
    await sendsOn(latch, wallet, 1)
    expect(asked(wallet)).toEqual([
      { method: 'wallet_switchEthereumChain', chainId: caip(0), outcome: 'approved' },
      { method: 'personal_sign', chainId: caip(1), outcome: 'approved' },
      { method: 'eth_sendTransaction', chainId: caip(1), outcome: 'approved' },
    ])

    // Back to chain 0, which the session grants: switched locally, the wallet is not asked.
    await latch.dispatch({ type: 'network.switch', caipNetworkId: caip(0) })
    expect(latch.getState().networks.activeCaipNetworkId).toBe(caip(0))
    expect(wallet.requests()).toHaveLength(3)
    await sendsOn(latch, wallet, 0)
  }, 60_000)

  it('a chain the wallet does not know: 4902, then wallet_addEthereumChain with the network, and the switch completes on it', async () => {
    const wallet = await phone([0])
    const latch = await connectedOnChain0(wallet)

    const switching = switchTo(latch, 1)
    const switchRequest = await expectRequest(wallet, 'wallet_switchEthereumChain', caip(0))
    await expect(switchRequest.approve()).rejects.toMatchObject({ code: 4902 })
    const add = await expectRequest(wallet, 'wallet_addEthereumChain', caip(0))
    // The network's own parameters (blockExplorerUrls: none defined, so left out).
    expect(add.params).toEqual([
      {
        chainId: hex(1),
        chainName: 'EVM 1',
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: [chain(1).rpcUrl],
      },
    ])
    expect(latch.getState().networks.activeCaipNetworkId).toBe(caip(0))
    await expect(add.approve()).resolves.toBeNull()
    await switching

    expect(sessionChains(wallet)).toEqual([caip(0), caip(1)])
    expect(latch.getState().networks).toMatchObject({ activeCaipNetworkId: caip(1) })
    expect(latch.getState().networks.switchAttempt).toBeUndefined()
    expect(latch.getState().accounts.eip155?.caipAddress).toBe(`${caip(1)}:${user().address}`)
    expect(views(latch)).toEqual(['Networks'])
    // The added chain is used: the wallet signs and sends on it, to the RPC URL Latch gave it.
    await signsOn(latch, wallet, caip(1))
    await sendsOn(latch, wallet, 1)
    expect(asked(wallet)).toEqual([
      { method: 'wallet_switchEthereumChain', chainId: caip(0), outcome: 'failed' },
      { method: 'wallet_addEthereumChain', chainId: caip(0), outcome: 'approved' },
      { method: 'personal_sign', chainId: caip(1), outcome: 'approved' },
      { method: 'eth_sendTransaction', chainId: caip(1), outcome: 'approved' },
    ])
  }, 60_000)

  it('an add the wallet answers by updating the session but with no chainChanged: Latch is on the added chain all the same', async () => {
    // A wallet that adds the chain to the session and answers null, but does not switch (EIP-3085
    // leaves that to the wallet): the session grants the chain, so Latch uses it from then on.
    const wallet = await phone()
    const latch = await connectedOnChain0(wallet)

    const switching = switchTo(latch, 1)
    const switchRequest = await expectRequest(wallet, 'wallet_switchEthereumChain', caip(0))
    await switchRequest.reject({ code: 4902, message: 'Unrecognized chain ID' })
    const add = await expectRequest(wallet, 'wallet_addEthereumChain', caip(0))
    const [session] = wallet.sessions()
    const updated = await wallet.client.update({
      topic: session!.topic,
      namespaces: {
        eip155: {
          ...session!.namespaces.eip155!,
          chains: [caip(0), caip(1)],
          accounts: [caip(0), caip(1)].map((chainId) => `${chainId}:${user().address}`),
        },
      },
    })
    await updated.acknowledged()
    await add.respond(null)
    await switching

    expect(latch.getState().networks.activeCaipNetworkId).toBe(caip(1))
    expect(latch.getState().accounts.eip155?.caipAddress).toBe(`${caip(1)}:${user().address}`)
    await signsOn(latch, wallet, caip(1))
    await sendsOn(latch, wallet, 1)
  }, 60_000)

  it('a switch the wallet answers null without granting the chain in the session: Latch stays on chain 0', async () => {
    // Nothing a wallet says is trusted: "switched" means nothing unless the session grants the
    // chain, since no request can go on it otherwise.
    const wallet = await phone()
    const latch = await connectedOnChain0(wallet)

    const switching = switchTo(latch, 1)
    const request = await expectRequest(wallet, 'wallet_switchEthereumChain', caip(0))
    await request.respond(null)
    await expect(switching).rejects.toMatchObject({ code: 'CHAIN_NOT_SUPPORTED' })
    await expectStillOnChain0(latch, wallet, 'CHAIN_NOT_SUPPORTED', 'Chain is not supported')
    expect(asked(wallet).map(({ method }) => method)).toEqual([
      'wallet_switchEthereumChain',
      'personal_sign',
      'eth_sendTransaction',
    ])
  }, 60_000)

  it("a refused add (4001) is 'Chain is not supported': back one view, still on chain 0", async () => {
    const wallet = await phone([0])
    const latch = await connectedOnChain0(wallet)

    const switching = switchTo(latch, 1)
    const switchRequest = await expectRequest(wallet, 'wallet_switchEthereumChain', caip(0))
    await expect(switchRequest.approve()).rejects.toMatchObject({ code: 4902 })
    const add = await expectRequest(wallet, 'wallet_addEthereumChain', caip(0))
    await add.reject({ code: 4001, message: 'User rejected the request.' })
    await expect(switching).rejects.toMatchObject({
      code: 'CHAIN_NOT_SUPPORTED',
      message: 'Chain is not supported',
    })

    await expectStillOnChain0(latch, wallet, 'CHAIN_NOT_SUPPORTED', 'Chain is not supported')
    expect(asked(wallet)).toEqual([
      { method: 'wallet_switchEthereumChain', chainId: caip(0), outcome: 'failed' },
      { method: 'wallet_addEthereumChain', chainId: caip(0), outcome: 'rejected' },
      { method: 'personal_sign', chainId: caip(0), outcome: 'approved' },
      { method: 'eth_sendTransaction', chainId: caip(0), outcome: 'approved' },
    ])
  }, 60_000)

  it('a rejected switch (4001): back one view, still on chain 0, nothing asked twice', async () => {
    const wallet = await phone()
    const latch = await connectedOnChain0(wallet)

    const switching = switchTo(latch, 1)
    const request: RelayWalletRequest = await expectRequest(
      wallet,
      'wallet_switchEthereumChain',
      caip(0),
    )
    await request.reject({ code: 4001, message: 'User rejected the request.' })
    await expect(switching).rejects.toMatchObject({ code: 'USER_REJECTED_REQUEST' })

    await expectStillOnChain0(latch, wallet, 'USER_REJECTED_REQUEST', 'User rejected the request')
    // One switch request, no add (4001 is not "unknown chain"), nothing retried.
    expect(asked(wallet)).toEqual([
      { method: 'wallet_switchEthereumChain', chainId: caip(0), outcome: 'rejected' },
      { method: 'personal_sign', chainId: caip(0), outcome: 'approved' },
      { method: 'eth_sendTransaction', chainId: caip(0), outcome: 'approved' },
    ])
  }, 60_000)

  // The relay side of the eip155 adapter's switch time-out (SWITCH_CHAIN_TIMEOUT_MS).
  it('a switch the wallet never answers fails after the time-out (fake clock): still on chain 0, nothing asked twice', async () => {
    const wallet = await phone([0, 1], { ignoreSwitchChain: true })
    const latch = await connectedOnChain0(wallet)

    const switching = switchTo(latch, 1)
    await vi.waitFor(() =>
      expect(asked(wallet)).toEqual([
        { method: 'wallet_switchEthereumChain', chainId: caip(0), outcome: 'pending' },
      ]),
    )
    await latch.clock.advanceAsync(SWITCH_CHAIN_TIMEOUT_MS - 1)
    expect(latch.getState().networks.switchAttempt).toMatchObject({ status: 'pending' })
    await latch.clock.advanceAsync(1)
    await expect(switching).rejects.toMatchObject({ code: 'WALLET_SWITCH_TIMEOUT' })

    await expectStillOnChain0(
      latch,
      wallet,
      'WALLET_SWITCH_TIMEOUT',
      'The wallet did not answer the network switch',
    )
    expect(asked(wallet)).toEqual([
      { method: 'wallet_switchEthereumChain', chainId: caip(0), outcome: 'pending' },
      { method: 'personal_sign', chainId: caip(0), outcome: 'approved' },
      { method: 'eth_sendTransaction', chainId: caip(0), outcome: 'approved' },
    ])
  }, 60_000)
})

/** After a failed switch: Latch, the session and the wallet all still on chain 0, and usable. */
async function expectStillOnChain0(
  latch: TestLatch,
  wallet: RelayTestWallet,
  code: string,
  message: string,
) {
  const { networks, accounts } = latch.getState()
  expect(networks.activeCaipNetworkId).toBe(caip(0))
  expect(networks.switchAttempt).toEqual({
    status: 'failed',
    caipNetworkId: caip(1),
    error: expect.objectContaining({ code, message }),
  })
  expect(accounts.eip155).toMatchObject({
    status: 'connected',
    caipAddress: `${caip(0)}:${user().address}`,
  })
  expect(views(latch)).toEqual(['Networks'])
  expect(sessionChains(wallet)).toEqual([caip(0)])
  // Nothing more reached the wallet meanwhile; the next requests go on chain 0.
  await expect(wallet.nextRequest(300)).rejects.toThrow(/no session request/)
  await signsOn(latch, wallet, caip(0))
  await sendsOn(latch, wallet, 0)
}
