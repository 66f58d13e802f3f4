import type { Connector, TokenBalance } from '@latch/core'
import type { LatchPlugin } from '@latch/core/plugin'
import { defineEip155Network, eip155 } from '@latch/eip155'
import {
  createTestLatch,
  createTestWallet,
  type Devnet,
  type DevnetChain,
  type LocalApi,
  type TestLatch,
  type TestWallet,
} from '@latch/testkit'
import { send } from '../plugin'
import type { SendState } from '../state'

/** The test wallet as the page's only EVM wallet. */
export const testWalletConnector: Connector = {
  id: 'dev.latch.testwallet',
  kind: 'announced',
  namespace: 'eip155',
  name: 'Latch Test Wallet',
}

export const localNetwork = (chain: DevnetChain) =>
  defineEip155Network({
    chainId: chain.chainId,
    name: `Local ${chain.chainId}`,
    rpcUrl: chain.rpcUrl,
    blockExplorer: { name: 'Local explorer', url: 'https://explorer.local.test' },
  })

export interface SendWorld {
  latch: TestLatch
  wallet: TestWallet
  address: `0x${string}`
  /** The Data API requests the client made (paths), in order. */
  dataRequests: string[]
  own(): SendState
  native(): TokenBalance
  erc20(): TokenBalance
  destroy(): void
}

/**
 * A Latch client (manual clock) with eip155 and send, the test wallet of dev account
 * `accountIndex` connected on the devnet's first chain, the local Data API reading the devnet.
 * `sendPlugin` is the send plugin to register (default `send()`).
 */
export async function connectedSendWorld(
  devnet: Devnet,
  api: LocalApi,
  accountIndex: number,
  sendPlugin: LatchPlugin = send(),
): Promise<SendWorld> {
  const account = devnet.accounts[accountIndex]!
  const wallet = createTestWallet({ accounts: [account.privateKey], chains: devnet.chains })
  const dataRequests: string[] = []
  const countingFetch: typeof fetch = (input, init) => {
    const url = new URL(String(input instanceof Request ? input.url : input))
    if (url.origin === new URL(api.dataUrl).origin) dataRequests.push(url.pathname)
    return fetch(input, init)
  }
  const latch = createTestLatch({
    networks: devnet.chains.map(localNetwork),
    plugins: [
      eip155({
        wallets: {
          connectors: () => [testWalletConnector],
          provider: (id) => (id === testWalletConnector.id ? (wallet as never) : undefined),
          subscribe: () => () => {},
          destroy() {},
        },
      }),
      sendPlugin,
    ],
    endpoints: { api: api.apiUrl, data: api.dataUrl, analytics: api.analyticsUrl },
    fetch: countingFetch,
  })
  await latch.dispatch({ type: 'connection.connect', connectorId: testWalletConnector.id })
  const own = () => latch.getState().plugins.send as SendState
  const find = (native: boolean) => () => {
    const token = own().tokenBalances.find((t) => (t.address === undefined) === native)
    if (!token) throw new Error(`no ${native ? 'native' : 'ERC20'} balance`)
    return token
  }
  return {
    latch,
    wallet,
    address: account.address,
    dataRequests,
    own,
    native: find(true),
    erc20: find(false),
    destroy: () => latch.destroy(),
  }
}
