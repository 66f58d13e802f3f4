import { createMemoryStorage } from '@latch/core'
import { defineEip155Network, eip155, type InjectedWallets } from '@latch/eip155'
import {
  createTestLatch,
  createTestWallet,
  type Devnet,
  startDevnet,
  type TestLatch,
  type TestWallet,
} from '@latch/testkit'
import * as wagmi2 from '@wagmi/core'
import { createPublicClient, defineChain, http, parseEther, verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import * as wagmi3 from 'wagmi-core-v3'
import { latchConnector } from './latchConnector'

const walletConnectorId = 'dev.latch.testwallet'

/** The test wallet as the page's only browser wallet. */
const walletsOf = (wallet: TestWallet): InjectedWallets => ({
  connectors: () => [
    { id: walletConnectorId, kind: 'announced', namespace: 'eip155', name: 'Latch Test Wallet' },
  ],
  provider: (id) => (id === walletConnectorId ? (wallet as never) : undefined),
  subscribe: () => () => {},
  destroy() {},
})

// An unmodified wagmi app (its own config, actions and chains) on Latch's connector, once with
// wagmi 2 and once with wagmi 3, on anvil with the test wallet as the visitor's browser wallet.
describe.each([
  { major: 'wagmi 2', wagmi: wagmi2 as unknown as typeof wagmi3 },
  { major: 'wagmi 3', wagmi: wagmi3 },
])('$major with latchConnector', ({ wagmi }) => {
  let devnet: Devnet
  let latch: TestLatch
  let config: ReturnType<typeof wagmi.createConfig>
  const recipient = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

  beforeAll(async () => {
    devnet = await startDevnet({ chains: [{ chainId: 31337 }, { chainId: 31338 }] })
    const account = devnet.accounts[4] as Devnet['accounts'][number]
    const wallet = createTestWallet({ accounts: [account.privateKey], chains: devnet.chains })
    latch = createTestLatch({
      networks: devnet.chains.map((chain) =>
        defineEip155Network({
          chainId: chain.chainId,
          name: `Local ${chain.chainId}`,
          rpcUrl: chain.rpcUrl,
        }),
      ),
      plugins: [eip155({ wallets: walletsOf(wallet) })],
    })
    const chains = devnet.chains.map((chain) =>
      defineChain({
        id: chain.chainId,
        name: `Local ${chain.chainId}`,
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: { default: { http: [chain.rpcUrl] } },
      }),
    ) as [ReturnType<typeof defineChain>, ReturnType<typeof defineChain>]
    config = wagmi.createConfig({
      chains,
      connectors: [latchConnector(latch)],
      transports: Object.fromEntries(chains.map((chain) => [chain.id, http()])),
    } as never)
  })
  afterAll(async () => {
    latch?.destroy()
    await devnet?.stop()
  })

  const connector = () => config.connectors[0] as (typeof config.connectors)[number]
  const address = () => devnet.accounts[4]?.address

  it("connect opens Latch's modal and resolves once the visitor picked a wallet", async () => {
    const connecting = wagmi.connect(config, { connector: connector() })
    await vi.waitFor(() => expect(latch.getState().modal.open).toBe(true))
    // The visitor picks the browser wallet in Latch's modal.
    await latch.dispatch({ type: 'connection.connect', connectorId: walletConnectorId })
    const { accounts, chainId } = await connecting
    expect(accounts).toEqual([address()])
    expect(chainId).toBe(31337)
    expect(wagmi.getAccount(config)).toMatchObject({ status: 'connected', address: address() })
  })

  it('signMessage and sendTransaction go through the connection', async () => {
    const signature = await wagmi.signMessage(config, { message: 'from wagmi' })
    expect(
      await verifyMessage({
        address: address() as `0x${string}`,
        message: 'from wagmi',
        signature,
      }),
    ).toBe(true)
    const hash = await wagmi.sendTransaction(config, { to: recipient, value: parseEther('0.01') })
    const chain = createPublicClient({ transport: http(devnet.chains[0]?.rpcUrl) })
    expect((await chain.waitForTransactionReceipt({ hash })).status).toBe('success')
  })

  it('switchChain moves Latch and the wallet; a switch in Latch reaches wagmi', async () => {
    await wagmi.switchChain(config, { chainId: 31338 })
    expect(latch.getState().networks.activeCaipNetworkId).toBe('eip155:31338')
    expect(wagmi.getAccount(config).chainId).toBe(31338)
    await latch.dispatch({ type: 'network.switch', caipNetworkId: 'eip155:31337' })
    await vi.waitFor(() => expect(wagmi.getAccount(config).chainId).toBe(31337))
  })

  it('a disconnect in Latch disconnects wagmi; a connect in Latch reaches wagmi', async () => {
    await latch.dispatch({ type: 'connection.disconnect', namespace: 'eip155' })
    await vi.waitFor(() => expect(wagmi.getAccount(config).status).toBe('disconnected'))
    await latch.dispatch({ type: 'connection.connect', connectorId: walletConnectorId })
    await vi.waitFor(() =>
      expect(wagmi.getAccount(config)).toMatchObject({ status: 'connected', address: address() }),
    )
    await wagmi.disconnect(config)
    expect(latch.getState().accounts.eip155?.status).toBe('disconnected')
  })

  it("Latch's reconnect on load reaches wagmi through wagmi's own reconnect, not before (ssr: true hydrates first)", async () => {
    // A returning visitor: the wallet still grants the site, Latch remembers it.
    const account = devnet.accounts[4] as Devnet['accounts'][number]
    const wallet = createTestWallet({ accounts: [account.privateKey], chains: devnet.chains })
    await wallet.request({ method: 'eth_requestAccounts' })
    const storage = createMemoryStorage()
    storage.setItem('@latch/connector_ids', JSON.stringify({ eip155: walletConnectorId }))
    storage.setItem(
      '@latch/connections',
      JSON.stringify({
        eip155: [{ connectorId: walletConnectorId, accounts: [{ address: address() }] }],
      }),
    )
    const returning = createTestLatch({
      networks: latch.getState().options.networks as never,
      plugins: [eip155({ wallets: walletsOf(wallet) })],
      storage,
    })
    const ssrConfig = wagmi.createConfig({
      chains: config.chains,
      connectors: [latchConnector(returning)],
      transports: Object.fromEntries(config.chains.map((chain) => [chain.id, http()])),
      ssr: true,
    } as never)
    try {
      const provider = await returning.getProvider('eip155')
      const latchConnected = new Promise((resolve) => provider.on('connect', resolve))
      await returning.dispatch({ type: 'connection.reconnect' })
      await latchConnected
      // What the connector would have told wagmi has had every chance to arrive.
      await (ssrConfig.connectors[0] as (typeof config.connectors)[number]).getAccounts()
      await new Promise((resolve) => setTimeout(resolve, 0))
      expect(wagmi.getAccount(ssrConfig).status).toBe('disconnected')

      await wagmi.reconnect(ssrConfig)
      expect(wagmi.getAccount(ssrConfig)).toMatchObject({
        status: 'connected',
        address: address(),
      })
    } finally {
      returning.destroy()
    }
  })

  it('closing the modal without connecting is a rejection wagmi reports', async () => {
    const connecting = wagmi.connect(config, { connector: connector() })
    await vi.waitFor(() => expect(latch.getState().modal.open).toBe(true))
    await latch.close()
    await expect(connecting).rejects.toMatchObject({ code: 4001 })
    expect(wagmi.getAccount(config).status).toBe('disconnected')
  })
})
