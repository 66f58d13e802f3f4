import { defineSolanaNetwork, solana, toConnector } from '@latch/solana'
import {
  createSolanaTestWallet,
  createTestLatch,
  type LocalApi,
  type SolanaValidator,
  startLocalApi,
  startSolanaValidator,
} from '@latch/testkit'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { send } from './plugin'
import type { SendState } from './state'

// The send plugin on Solana: a local validator with its SPL mint, the local Data API reading it,
// the solana plugin with a Wallet Standard test wallet signing for real.

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

async function connected(accountIndex: number) {
  const wallet = createSolanaTestWallet({
    secretKeys: [validator.accounts[accountIndex]!.secretKey],
    chains: [{ chainId: validator.chainId, rpcUrl: validator.rpcUrl }],
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
      solana({
        wallets: {
          connectors: () => [toConnector(wallet)],
          provider: (id: string) => (id === wallet.name ? wallet : undefined),
          subscribe: () => () => {},
          destroy() {},
        },
      }),
      send(),
    ],
    endpoints: { api: api.apiUrl, data: api.dataUrl, analytics: api.analyticsUrl },
  })
  await latch.dispatch({
    type: 'connection.connect',
    connectorId: wallet.name,
    namespace: 'solana',
  })
  await latch.dispatch({ type: 'send.fetchTokenBalances' })
  const own = () => latch.getState().plugins.send as SendState
  return { latch, own }
}

/** A JSON-RPC read on the validator. */
async function rpc<T>(method: string, params: unknown[]): Promise<T> {
  const response = await fetch(validator.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  return ((await response.json()) as { result: T }).result
}
const solBalance = async (address: string) =>
  (await rpc<{ value: number }>('getBalance', [address, { commitment: 'confirmed' }])).value
const splBalance = async (owner: string) => {
  const { value } = await rpc<{
    value: { account: { data: { parsed: { info: { tokenAmount: { amount: string } } } } } }[]
  }>('getTokenAccountsByOwner', [
    owner,
    { mint: validator.mint.address },
    { encoding: 'jsonParsed', commitment: 'confirmed' },
  ])
  return BigInt(value[0]?.account.data.parsed.info.tokenAmount.amount ?? '0')
}

it('sends SOL without picking a token (SOL is the default on Solana), checked on chain', async () => {
  const { latch, own } = await connected(0)
  const receiver = validator.accounts[5]!.publicKey
  const before = await solBalance(receiver)
  await latch.dispatch({ type: 'send.setAmount', amount: '0.5' })
  await latch.dispatch({ type: 'send.setReceiver', receiver })
  await latch.dispatch({ type: 'send.review' })
  expect(own().fee).toMatchObject({ symbol: 'SOL', decimals: 9 })
  await latch.dispatch({ type: 'send.submit' })
  expect(await solBalance(receiver)).toBe(before + 500_000_000)
  expect(latch.getState().toasts.current).toMatchObject({
    variant: 'success',
    message: 'Sent 0.5 SOL',
  })
  expect(own()).toMatchObject({ loading: false, sendTokenAmount: undefined })
  latch.destroy()
})

it('sends the SPL token picked from the balances, checked on chain', async () => {
  const { latch, own } = await connected(0)
  const receiver = validator.accounts[6]!.publicKey
  const before = await splBalance(receiver)
  const token = own().tokenBalances.find((t) => t.symbol === validator.mint.symbol)!
  await latch.dispatch({ type: 'send.setToken', token })
  await latch.dispatch({ type: 'send.setAmount', amount: '3.25' })
  await latch.dispatch({ type: 'send.setReceiver', receiver })
  await latch.dispatch({ type: 'send.submit' })
  expect(await splBalance(receiver)).toBe(before + 3_250_000n)
  latch.destroy()
})

it('a name is no Solana receiver: the address is invalid', async () => {
  const { latch } = await connected(1)
  await expect(
    latch.dispatch({ type: 'send.setReceiver', receiver: 'alice.reown.id' }),
  ).rejects.toMatchObject({ code: 'INVALID_ADDRESS' })
  latch.destroy()
})
