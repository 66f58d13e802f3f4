import { createTestLatch, type TestLatch } from '@latch/testkit'
import {
  describeFuzz,
  fuzzEntry,
  hostileRecord,
  hostileString,
  hostileValue,
  settleWithClock,
} from '@latch/testkit/fuzz'
import fc from 'fast-check'
import { afterAll, beforeAll } from 'vitest'
import { toTransfer } from './adapter/toTransfer'
import { defineSolanaNetwork } from './networks/defineSolanaNetwork'
import { solana } from './plugin'
import { SOLANA_APP_RPC_METHODS } from './rpc/solanaRpcGate'
import { startLocalSolana, walletsOf } from './test/localSolana'

// The rule (docs/design.md, "Hostile input") at the Solana plugin's boundaries, with the Solana
// test wallet connected to a real local cluster: whatever an app sends, the answer is a result or
// a LatchError, never a crash or a request left hanging.

const local = await startLocalSolana()
let latch: TestLatch
beforeAll(async () => {
  const wallet = local.newWallet()
  latch = createTestLatch({
    networks: [...local.networks],
    plugins: [solana({ wallets: walletsOf([wallet]) })],
  })
  await latch.dispatch({
    type: 'connection.connect',
    connectorId: wallet.name,
    namespace: 'solana',
  })
})
afterAll(async () => {
  latch?.destroy()
  await local.stop()
})

const settle = {
  get settle() {
    return settleWithClock(latch.clock)
  },
}
const method = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...SOLANA_APP_RPC_METHODS) },
  hostileString(),
  hostileValue(),
)
const params = fc.oneof(
  hostileValue(),
  hostileRecord(['message', 'pubkey', 'transaction', 'transactions']),
)

describeFuzz([
  fuzzEntry({
    name: 'solana.request (the app RPC gate)',
    input: fc.record({ method, params }, { requiredKeys: ['method'] }),
    call: (request) => latch.dispatch({ type: 'solana.request', ...request } as never),
    options: settle,
  }),
  fuzzEntry({
    name: 'solana.getTokenBalance',
    input: hostileRecord(['mint', 'address', 'caipNetworkId']),
    call: (command) => latch.dispatch({ ...command, type: 'solana.getTokenBalance' } as never),
    options: settle,
  }),
  fuzzEntry({
    name: 'account.sendTransaction on solana',
    input: hostileRecord(['to', 'value', 'mint', 'from']),
    call: (transaction) =>
      latch.dispatch({
        type: 'account.sendTransaction',
        namespace: 'solana',
        transaction,
      } as never),
    options: settle,
  }),
  fuzzEntry({
    name: 'toTransfer',
    input: fc.record(
      { from: hostileString(), to: hostileString(), value: fc.bigInt(), mint: hostileValue() },
      { requiredKeys: [] },
    ),
    call: (transaction) => toTransfer(transaction as never),
  }),
  fuzzEntry({
    name: 'defineSolanaNetwork',
    input: fc.record(
      { genesisHash: hostileString(), name: hostileString(), rpcUrl: hostileString() },
      { requiredKeys: [] },
    ),
    call: (parameters) => defineSolanaNetwork(parameters as never),
  }),
])
