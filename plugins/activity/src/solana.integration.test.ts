import { definePlugin, type LoginMethod } from '@latch/core/plugin'
import { defineSolanaNetwork, type SolanaPluginOptions, solana } from '@latch/solana'
import {
  createSolanaTestWallet,
  createTestLatch,
  createTestLoginMethod,
  createTestWallet,
  type LocalApi,
  type SolanaValidator,
  startLocalApi,
  startSolanaValidator,
} from '@latch/testkit'
import { afterAll, beforeAll, expect, it, vi } from 'vitest'
import { activity } from './plugin'

// The activity of a Solana account, on the same commands: the local Solana validator (litesvm),
// the local Data API reading it, the Solana plugin connected through a login method (the
// testkit's, spanning namespaces) whose Solana wallet signs for real. A send shows at once as
// pending and settles when the history lists its signature.

let validator: SolanaValidator
let api: LocalApi
beforeAll(async () => {
  validator = await startSolanaValidator()
  api = await startLocalApi({ solana: [validator] })
})
afterAll(async () => {
  await api?.stop()
  await validator?.stop()
})

/** No browser wallets in Node: only the login method's. */
const noBrowserWallets: SolanaPluginOptions['wallets'] = {
  connectors: () => [],
  provider: () => undefined,
  subscribe: () => () => {},
  destroy() {},
}

it('shows a Solana send at once as pending, then settled in the history', async () => {
  const [payer, recipient] = validator.accounts
  const method = createTestLoginMethod({
    // The method's EVM side is not used here (anvil's well-known dev key, no chain running).
    evm: createTestWallet({
      accounts: ['0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d'],
      chains: [{ chainId: 31337, rpcUrl: 'http://127.0.0.1:9' }],
    }),
    solana: createSolanaTestWallet({
      secretKeys: [payer!.secretKey],
      chains: [{ chainId: validator.chainId, rpcUrl: validator.rpcUrl }],
    }),
  })
  const network = defineSolanaNetwork({
    genesisHash: validator.genesisHash,
    name: 'Local Solana',
    rpcUrl: validator.rpcUrl,
    wsUrl: validator.wsUrl,
    testnet: true,
  })
  const latch = createTestLatch({
    networks: [network],
    plugins: [
      solana({ wallets: noBrowserWallets }),
      definePlugin({
        name: 'test-login',
        setup: (ctx) => ctx.registerLoginMethod(method as LoginMethod),
      }),
      activity(),
    ],
    endpoints: { api: api.apiUrl, data: api.dataUrl, analytics: api.analyticsUrl },
  })
  try {
    await latch.dispatch({ type: 'connection.connect', connectorId: method.id })
    expect(latch.getState().accounts.solana?.address).toBe(payer!.publicKey)
    await latch.dispatch({ type: 'activity.fetch' })
    const before = latch.getState().plugins.activity!.transactions.items.length

    const signature = await latch.dispatch({
      type: 'account.sendTransaction',
      transaction: { to: recipient!.publicKey, value: 12_345_000n },
    })
    expect(latch.getState().plugins.activity!.pending).toEqual([
      expect.objectContaining({
        hash: signature,
        status: 'pending',
        chain: network.caipNetworkId,
        transfers: [expect.objectContaining({ quantity: '0.012345', symbol: 'SOL' })],
      }),
    ])
    await vi.waitFor(() => expect(latch.clock.pendingTimers()).toBeGreaterThan(0))
    await latch.clock.advanceAsync(4_000)
    await vi.waitFor(() => expect(latch.getState().plugins.activity!.pending).toEqual([]))
    const { items } = latch.getState().plugins.activity!.transactions
    expect(items.length).toBe(before + 1)
    expect(items[0]).toMatchObject({
      hash: signature,
      status: 'confirmed',
      chain: network.caipNetworkId,
      transfers: [{ kind: 'fungible', direction: 'out', quantity: '0.012345', symbol: 'SOL' }],
    })
  } finally {
    latch.destroy()
  }
})
