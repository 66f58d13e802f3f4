import { createTestLatch, type LocalApi, startLocalApi } from '@latch/testkit'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { solana } from './plugin'
import { startLocalSolana, walletsOf } from './test/localSolana'

// The Account view's token list for a Solana account: the core's one Data API call per CAIP
// account, answered by the local API from the local cluster.
const local = await startLocalSolana()
let api: LocalApi
beforeAll(async () => {
  api = await startLocalApi({ solana: [local.validator] })
})
afterAll(async () => {
  await api?.stop()
  await local.stop()
})

it('lists SOL and the SPL token the connected account holds, read from the cluster', async () => {
  const wallet = local.newWallet()
  const latch = createTestLatch({
    networks: [...local.networks],
    plugins: [solana({ wallets: walletsOf([wallet]) })],
    endpoints: { api: api.apiUrl, data: api.dataUrl, analytics: api.analyticsUrl },
  })
  await latch.dispatch({
    type: 'connection.connect',
    connectorId: wallet.name,
    namespace: 'solana',
  })
  const tokens = await latch.dispatch({ type: 'account.fetchTokenBalances' })

  const { mint } = local.validator
  expect(tokens.map((token) => token.symbol)).toEqual(expect.arrayContaining(['SOL', mint.symbol]))
  expect(tokens.find((token) => token.symbol === mint.symbol)).toMatchObject({
    chainId: local.networks[0].caipNetworkId,
    address: `${local.networks[0].caipNetworkId}:${mint.address}`,
    quantity: { decimals: '6' },
  })
  expect(latch.getState().accounts.solana).toMatchObject({ tokenBalanceStatus: 'ready' })
})
