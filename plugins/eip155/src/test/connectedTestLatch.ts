import type { Connector } from '@latch/core'
import {
  createTestLatch,
  createTestWallet,
  type DevnetChain,
  startDevnet,
  type TestLatch,
  type TestWallet,
} from '@latch/testkit'
import type { InjectedWallets } from '../adapter/injectedWallets'
import { defineEip155Network } from '../networks/defineEip155Network'
import { eip155 } from '../plugin'

/** Test support (not exported by the package): the connector of the test wallet. */
export const testWalletConnector: Connector = {
  id: 'dev.latch.testwallet',
  kind: 'announced',
  namespace: 'eip155',
  name: 'Latch Test Wallet',
}

/** The test wallet as the only browser wallet, without a page to announce it in. */
export const onlyWallet = (wallet: TestWallet): InjectedWallets => ({
  connectors: () => [testWalletConnector],
  provider: (id) => (id === testWalletConnector.id ? (wallet as never) : undefined),
  subscribe: () => () => {},
  destroy() {},
})

export interface ConnectedTestLatch {
  latch: TestLatch
  wallet: TestWallet
  chain: DevnetChain
  /** The connected account. */
  address: `0x${string}`
  stop(): Promise<void>
}

/**
 * A client with the eip155 plugin and a real test wallet (dev account `accountIndex`) connected
 * to a real local chain (anvil, chain id 31337).
 *
 * @example
 * const { latch, stop } = await startConnectedTestLatch({ accountIndex: 2 })
 */
export async function startConnectedTestLatch({
  accountIndex = 2,
}: {
  accountIndex?: number
} = {}): Promise<ConnectedTestLatch> {
  const devnet = await startDevnet({ chains: [{ chainId: 31337 }] })
  const chain = devnet.chains[0] as DevnetChain
  const account = devnet.accounts[accountIndex]
  if (!account) throw new Error(`no dev account ${accountIndex}`)
  const wallet = createTestWallet({ accounts: [account.privateKey], chains: devnet.chains })
  const latch = createTestLatch({
    networks: [
      defineEip155Network({ chainId: chain.chainId, name: 'Local', rpcUrl: chain.rpcUrl }),
    ],
    plugins: [eip155({ wallets: onlyWallet(wallet) })],
  })
  await latch.dispatch({ type: 'connection.connect', connectorId: testWalletConnector.id })
  return {
    latch,
    wallet,
    chain,
    address: account.address,
    async stop() {
      latch.destroy()
      await devnet.stop()
    },
  }
}
