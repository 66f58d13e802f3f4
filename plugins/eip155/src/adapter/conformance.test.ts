// @vitest-environment happy-dom
import { type Network, systemClock } from '@latch/core'
import {
  announceTestWallet,
  createTestWallet,
  type Devnet,
  type DevnetChain,
  startDevnet,
} from '@latch/testkit'
import { describeChainAdapterConformance } from '@latch/testkit/conformance'
import { createPublicClient, http, verifyMessage } from 'viem'
import { afterAll, beforeAll } from 'vitest'
import { defineEip155Network } from '../networks/defineEip155Network'
import { createEip155Adapter } from './createEip155Adapter'
import { watchInjectedWallets } from './injectedWallets'

const localNetwork = (chain: DevnetChain): Network =>
  defineEip155Network({
    chainId: chain.chainId,
    name: `Local ${chain.chainId}`,
    rpcUrl: chain.rpcUrl,
  })

let devnet: Devnet
beforeAll(async () => {
  devnet = await startDevnet()
})
afterAll(() => devnet.stop())

// The real adapter, a real wallet (the testkit's, signing with a local key), real chains: the
// wallet is found the way a page finds it, through its EIP-6963 announcement.
describeChainAdapterConformance('eip155', () => {
  const [first, second] = devnet.accounts
  if (!first || !second) throw new Error('the devnet has dev accounts')
  const networks = devnet.chains.map(localNetwork) as [Network, Network]
  const wallet = createTestWallet({
    accounts: [first.privateKey, second.privateKey],
    chains: devnet.chains,
  })
  const stopAnnouncing = announceTestWallet(window, wallet)
  const adapter = createEip155Adapter({
    wallets: watchInjectedWallets(),
    networks: () => networks,
    publicClient: (network) =>
      createPublicClient({ transport: http(network.rpcUrls.default.http[0]) }) as never,
    log: { debug() {}, info() {}, warn() {}, error() {} },
    clock: systemClock,
  })
  return {
    adapter,
    connectorId: 'dev.latch.testwallet',
    networks,
    transaction: (from) => ({ from, to: second.address, value: 1n }),
    rejectNextRequest: () => wallet.rejectNext(),
    changeAccount: () => wallet.selectAccount(second.address),
    disconnectWallet: () => wallet.disconnect(),
    verifySignature: ({ address, message, signature }) =>
      verifyMessage({
        address: address as `0x${string}`,
        message,
        signature: signature as `0x${string}`,
      }),
    cleanup() {
      adapter.destroy?.()
      stopAnnouncing()
    },
  }
})
