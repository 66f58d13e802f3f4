import { defineEip155Network, eip155, type InjectedWallets } from '@latch/eip155'
import { createTestLatch, type Devnet, startDevnet, type TestLatch } from '@latch/testkit'
import { latchConnector } from '@latch/wagmi'
import { base58 } from '@scure/base'
import * as wagmi2 from '@wagmi/core'
import { createPublicClient, createWalletClient, defineChain, http, parseEther } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import * as wagmi3 from 'wagmi-core-v3'
import { createSecret, createSigner } from '../../custody/index'
import type { UnlockedWallet } from '../wallet'
import { createRpcHandler } from './index'
import { frameEip1193Provider } from './test/frameEip1193Provider'

const connectorId = 'dev.latch.frame'

// An unmodified wagmi app's batch actions (sendCalls, getCallsStatus, getCapabilities) through
// @latch/wagmi's connector and Latch's EVM provider (its app RPC gate) to the frame's RPC handler,
// on anvil: the path an embedded-wallet request takes, the frame's channel aside.
describe.each([
  { major: 'wagmi 2', wagmi: wagmi2 as unknown as typeof wagmi3 },
  { major: 'wagmi 3', wagmi: wagmi3 },
])('$major batch actions against the frame', ({ wagmi }) => {
  let devnet: Devnet
  let latch: TestLatch
  let config: ReturnType<typeof wagmi.createConfig>
  let frame: ReturnType<typeof frameEip1193Provider>
  const signer = createSigner(createSecret())
  const wallet: UnlockedWallet = {
    user: { id: 'u', email: 'ada@example.com' },
    evmAddress: signer.evm.address,
    solanaAddress: base58.encode(signer.solana.publicKey),
    signer,
  }
  const alice = privateKeyToAccount(`0x${'11'.repeat(32)}`).address
  const bob = privateKeyToAccount(`0x${'22'.repeat(32)}`).address

  beforeAll(async () => {
    devnet = await startDevnet({ chains: [{ chainId: 31337 }] })
    const chain = devnet.chains[0]!
    const transport = http(chain.rpcUrl)
    const funder = privateKeyToAccount(devnet.accounts[0]!.privateKey)
    const hash = await createWalletClient({ account: funder, transport }).sendTransaction({
      to: wallet.evmAddress,
      value: parseEther('1'),
      chain: null,
    })
    await createPublicClient({ transport }).waitForTransactionReceipt({ hash })

    const rpc = createRpcHandler({
      wallet: async () => wallet,
      evmRpcUrl: (chainId) => (chainId === chain.chainId ? chain.rpcUrl : undefined),
      solanaRpcUrl: () => undefined,
      currentEvmChain: () => chain.chainId,
      currentSolanaChain: () => undefined,
    })
    frame = frameEip1193Provider(rpc, chain.chainId)
    const wallets: InjectedWallets = {
      connectors: () => [
        { id: connectorId, kind: 'announced', namespace: 'eip155', name: 'Latch frame' },
      ],
      provider: (id) => (id === connectorId ? (frame as never) : undefined),
      subscribe: () => () => {},
      destroy() {},
    }
    latch = createTestLatch({
      networks: [
        defineEip155Network({ chainId: chain.chainId, name: 'Local', rpcUrl: chain.rpcUrl }),
      ],
      plugins: [eip155({ wallets })],
    })
    const local = defineChain({
      id: chain.chainId,
      name: 'Local',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [chain.rpcUrl] } },
    })
    config = wagmi.createConfig({
      chains: [local],
      connectors: [latchConnector(latch)],
      transports: { [local.id]: http() },
    } as never)
    const connecting = wagmi.connect(config, { connector: config.connectors[0]! })
    await vi.waitFor(() => expect(latch.getState().modal.open).toBe(true))
    await latch.dispatch({ type: 'connection.connect', connectorId })
    await connecting
  })
  afterAll(async () => {
    latch?.destroy()
    await devnet?.stop()
  })

  it('getCapabilities: atomic execution unsupported on the chain', async () => {
    expect(await wagmi.getCapabilities(config, { chainId: 31337 })).toMatchObject({
      atomic: { status: 'unsupported' },
    })
  })

  it('sendCalls lands two transfers after one approval; getCallsStatus reads success with both receipts', async () => {
    const publicClient = createPublicClient({ transport: http(devnet.chains[0]!.rpcUrl) })
    const [aliceBefore, bobBefore] = await Promise.all(
      [alice, bob].map((address) => publicClient.getBalance({ address })),
    )
    const approvals = frame.shown.length
    const { id } = await wagmi.sendCalls(config, {
      calls: [
        { to: alice, value: parseEther('0.1') },
        { to: bob, value: parseEther('0.2') },
      ],
    })
    expect(frame.shown.length - approvals).toBe(1)
    expect(frame.shown.at(-1)).toMatchObject({ action: 'sendCalls', count: 2 })
    await vi.waitFor(
      async () => {
        const result = await wagmi.getCallsStatus(config, { id })
        expect(result).toMatchObject({ status: 'success', statusCode: 200, atomic: false })
        expect(result.receipts?.map((receipt) => receipt.status)).toEqual(['success', 'success'])
      },
      { timeout: 20_000, interval: 250 },
    )
    expect(await publicClient.getBalance({ address: alice })).toBe(aliceBefore! + parseEther('0.1'))
    expect(await publicClient.getBalance({ address: bob })).toBe(bobBefore! + parseEther('0.2'))
  })

  it('forceAtomic is refused (5760, viem’s AtomicityNotSupportedError), nothing shown', async () => {
    const approvals = frame.shown.length
    await expect(
      wagmi.sendCalls(config, { calls: [{ to: alice, value: 1n }], forceAtomic: true }),
    ).rejects.toMatchObject({ cause: { name: 'AtomicityNotSupportedError', code: 5760 } })
    expect(frame.shown.length).toBe(approvals)
  })
})
