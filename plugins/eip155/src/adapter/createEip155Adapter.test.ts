// @vitest-environment happy-dom
import { createMemoryLogger, type Network, systemClock } from '@latch/core'
import {
  createTestWallet,
  type Devnet,
  type DevnetChain,
  startDevnet,
  type TestWallet,
} from '@latch/testkit'
import { createPublicClient, type EIP1193Provider, http } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { defineEip155Network } from '../networks/defineEip155Network'
import { createEip155Adapter } from './createEip155Adapter'
import { type InjectedWallets, LEGACY_INJECTED_ID, watchInjectedWallets } from './injectedWallets'

let devnet: Devnet
let home: Network
beforeAll(async () => {
  devnet = await startDevnet()
  const chain = devnet.chains[0] as DevnetChain
  home = defineEip155Network({ chainId: chain.chainId, name: 'Local', rpcUrl: chain.rpcUrl })
})
afterAll(() => devnet.stop())

const page = window as unknown as { ethereum?: unknown }
afterEach(() => {
  delete page.ethereum
})

function adapterWith(wallets: InjectedWallets) {
  return createEip155Adapter({
    wallets,
    networks: () => [home],
    publicClient: (network) =>
      createPublicClient({ transport: http(network.rpcUrls.default.http[0]) }) as never,
    log: createMemoryLogger(),
    clock: systemClock,
  })
}

const testWallet = (): TestWallet => {
  const key = devnet.accounts[5]?.privateKey
  if (!key) throw new Error('no dev account')
  return createTestWallet({ accounts: [key], chains: devnet.chains })
}

describe('injected wallets', () => {
  it('uses the legacy window.ethereum when no wallet announces itself', async () => {
    const wallet = testWallet()
    page.ethereum = wallet
    const adapter = adapterWith(watchInjectedWallets())
    expect(adapter.getConnectors()).toEqual([
      { id: LEGACY_INJECTED_ID, kind: 'injected', namespace: 'eip155', name: 'Browser Wallet' },
    ])
    const { accounts } = await adapter.connect({ connectorId: LEGACY_INJECTED_ID })
    expect(accounts[0]?.address).toBe(devnet.accounts[5]?.address)
    adapter.destroy?.()
  })

  it('has no connectors and refuses to connect an unknown one', async () => {
    const adapter = adapterWith(watchInjectedWallets())
    expect(adapter.getConnectors()).toEqual([])
    await expect(adapter.connect({ connectorId: 'io.metamask' })).rejects.toMatchObject({
      code: 'NO_CONNECTOR_FOR_CONNECTION',
    })
    adapter.destroy?.()
  })
})

describe('sending', () => {
  it('falls back to wallet_sendTransaction when the wallet refuses eth_sendTransaction (4200)', async () => {
    const wallet = testWallet()
    const methods: string[] = []
    // A wallet that only speaks wallet_sendTransaction; the test wallet signs underneath.
    const provider = {
      on: wallet.on.bind(wallet),
      removeListener: wallet.removeListener.bind(wallet),
      async request(args: { method: string; params?: unknown }) {
        methods.push(args.method)
        if (args.method === 'eth_sendTransaction') {
          throw Object.assign(new Error('Method not supported'), { code: 4200 })
        }
        if (args.method === 'wallet_sendTransaction') {
          return wallet.request({ method: 'eth_sendTransaction', params: args.params as never })
        }
        return wallet.request(args as never)
      },
    } as unknown as EIP1193Provider
    const adapter = adapterWith({
      connectors: () => [
        { id: 'only-wallet-send', kind: 'announced', namespace: 'eip155', name: 'W' },
      ],
      provider: () => provider,
      subscribe: () => () => {},
      destroy() {},
    })
    const { accounts } = await adapter.connect({ connectorId: 'only-wallet-send' })
    const from = accounts[0]?.address ?? ''
    const hash = await adapter.sendTransaction({
      connectorId: 'only-wallet-send',
      network: home,
      transaction: { from, to: devnet.accounts[6]?.address ?? '', value: 1n },
    })
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    expect(methods.filter((m) => m.endsWith('sendTransaction'))).toEqual([
      'eth_sendTransaction',
      'wallet_sendTransaction',
    ])
  })

  it('refuses to send on another chain than the wallet is on (chain mismatch)', async () => {
    const wallet = testWallet()
    const adapter = adapterWith({
      connectors: () => [{ id: 'w', kind: 'announced', namespace: 'eip155', name: 'W' }],
      provider: () => wallet as unknown as EIP1193Provider,
      subscribe: () => () => {},
      destroy() {},
    })
    const { accounts } = await adapter.connect({ connectorId: 'w' })
    wallet.setChain(devnet.chains[1]?.chainId ?? 0)
    await expect(
      adapter.sendTransaction({
        connectorId: 'w',
        network: home,
        transaction: {
          from: accounts[0]?.address ?? '',
          to: accounts[0]?.address ?? '',
          value: 1n,
        },
      }),
    ).rejects.toMatchObject({ code: 'CHAIN_MISMATCH' })
  })
})
