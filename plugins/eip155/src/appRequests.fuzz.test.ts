import type { TestLatch } from '@latch/testkit'
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
import { validateTransaction } from './actions/validateTransaction'
import { validateWalletCalls } from './actions/validateWalletCalls'
import { APP_RPC_ALLOWED_METHODS } from './rpc/allowedMethods'
import { type ConnectedTestLatch, startConnectedTestLatch } from './test/connectedTestLatch'

// The rule (docs/design.md, "Hostile input") at the app's RPC gate: whatever method and params an
// app sends through `eip155.request`, with a real test wallet connected to a real local chain, the
// answer is a result or a LatchError, never a crash or a request left hanging.

let connected: ConnectedTestLatch
let latch: TestLatch
beforeAll(async () => {
  connected = await startConnectedTestLatch({ accountIndex: 3 })
  latch = connected.latch
})
afterAll(() => connected?.stop())

/** Transaction-like params: the fields a transaction has, each hostile. */
const transactionFields = [
  'from',
  'to',
  'value',
  'data',
  'gas',
  'gasPrice',
  'maxFeePerGas',
  'maxPriorityFeePerGas',
  'nonce',
  'chainId',
  'type',
  'calls',
]
const params = fc.oneof(
  hostileValue(),
  fc.array(hostileRecord(transactionFields), { maxLength: 2 }),
  fc.tuple(hostileString(), hostileValue()),
)
const method = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...APP_RPC_ALLOWED_METHODS) },
  hostileString(),
  hostileValue(),
)

describeFuzz([
  fuzzEntry({
    name: 'eip155.request (the app RPC gate)',
    input: fc.record({ method, params }, { requiredKeys: ['method'] }),
    call: (request) => latch.dispatch({ type: 'eip155.request', ...request } as never),
    options: {
      get settle() {
        return settleWithClock(latch.clock)
      },
    },
  }),
  fuzzEntry({
    name: 'eip155.waitForReceipt',
    input: hostileRecord(['hash', 'caipNetworkId']),
    call: (command) => latch.dispatch({ ...command, type: 'eip155.waitForReceipt' } as never),
    options: {
      get settle() {
        return settleWithClock(latch.clock)
      },
    },
  }),
  fuzzEntry({
    name: 'validateTransaction',
    // Typed parameters get hostile values of their type: addresses any text, fees any bigint.
    input: fc.record(
      {
        account: hostileString(),
        to: fc.option(hostileString()),
        gasPrice: fc.bigInt(),
        maxFeePerGas: fc.bigInt(),
        maxPriorityFeePerGas: fc.bigInt(),
      },
      { requiredKeys: [] },
    ),
    call: (transaction) => validateTransaction(transaction as never),
  }),
  fuzzEntry({
    name: 'validateWalletCalls',
    input: fc.array(fc.oneof(hostileRecord(['to', 'data', 'value']), hostileValue())),
    call: (calls) => validateWalletCalls(calls as never),
  }),
])
