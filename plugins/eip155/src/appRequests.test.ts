import { isLatchError } from '@latch/core'
import type { TestLatch, TestWallet } from '@latch/testkit'
import {
  afterAll,
  beforeAll,
  beforeEach,
  describe,
  expect,
  it,
  type MockInstance,
  vi,
} from 'vitest'
import { type ConnectedTestLatch, startConnectedTestLatch } from './test/connectedTestLatch'

// The app's JSON-RPC (`eip155.request`) with a real test wallet connected to a real local chain:
// what the app sends is checked (spec §5) before the wallet sees it.

let connected: ConnectedTestLatch
let wallet: TestWallet
let latch: TestLatch
let walletRequests: MockInstance<TestWallet['request']>
let from: `0x${string}`
/** A recipient (tables are built before the chain starts). */
const to = '0x000000000000000000000000000000000000dEaD'

beforeAll(async () => {
  connected = await startConnectedTestLatch({ accountIndex: 2 })
  ;({ wallet, latch, address: from } = connected)
})
afterAll(() => connected?.stop())
beforeEach(() => {
  walletRequests?.mockRestore()
  walletRequests = vi.spyOn(wallet, 'request')
})

const request = (method: string, params: unknown) =>
  latch.dispatch({ type: 'eip155.request', method, params })

/** The request's failure: a LatchError with the spec's message, not a wrapped crash. */
async function refusal(method: string, params: unknown) {
  const error = await request(method, params).then(
    () => expect.unreachable('the request was accepted'),
    (failure: unknown) => failure,
  )
  expect(isLatchError(error)).toBe(true)
  const { code, message, cause } = error as { code: string; message: string; cause: unknown }
  expect(code).not.toBe('INTERNAL_SDK_ERROR')
  expect(message).not.toBe('An error occurred')
  expect(cause).not.toBeInstanceOf(SyntaxError)
  expect(cause).not.toBeInstanceOf(TypeError)
  expect(walletRequests).not.toHaveBeenCalled()
  return error as { code: string; message: string; details?: string; data?: unknown }
}

const quantityFields = [
  'gasPrice',
  'maxFeePerGas',
  'maxPriorityFeePerGas',
  'gas',
  'value',
  'nonce',
  // The other quantities of a JSON-RPC transaction: nothing converts them, the wallet would.
  'chainId',
  'type',
  'maxFeePerBlobGas',
] as const
const notQuantities = ['1.5', '20 gwei', '0x', '1e9', '0x1g', ' 0x1', '-0x1', 'ff'] as const

describe('eth_sendTransaction from the app', () => {
  it.each(quantityFields.flatMap((field) => notQuantities.map((value) => [field, value] as const)))(
    'refuses %s %j as Invalid input, before the wallet sees it',
    async (field, value) => {
      const error = await refusal('eth_sendTransaction', [
        { from, to, value: '0x1', [field]: value },
      ])
      expect(error).toMatchObject({ code: 'INVALID_INPUT', message: 'Invalid input' })
      expect(error.details).toBe(`params.0.${field}: Expected hex quantity received "${value}"`)
      expect(error.data).toEqual([
        { path: `params.0.${field}`, message: `Expected hex quantity received "${value}"` },
      ])
    },
  )

  it.each([
    ['a number', { value: 1 }, 'params.0.value: Expected string received 1'],
    ['a bigint', { gas: 21_000n }, 'params.0.gas: Expected string received 21000n'],
    ['a numeric from', { from: 5 }, 'params.0.from: Expected string received 5'],
  ])('refuses %s where a hex string belongs', async (_, fields, details) => {
    const error = await refusal('eth_sendTransaction', [{ from, to, ...fields }])
    expect(error).toMatchObject({ code: 'INVALID_INPUT', message: 'Invalid input', details })
  })

  it.each([
    ['no params', undefined, 'params: Required'],
    ['no transaction', [], 'params.0: Required'],
    ['a transaction that is not an object', ['0x1'], 'params.0: Expected object received "0x1"'],
    ['a null transaction', [null], 'params.0: Expected object received null'],
  ])('refuses %s', async (_, params, details) => {
    const error = await refusal('eth_sendTransaction', params)
    expect(error).toMatchObject({ code: 'INVALID_INPUT', message: 'Invalid input', details })
  })

  it('names every invalid field at once', async () => {
    const error = await refusal('eth_sendTransaction', [{ from, to, gasPrice: '1.5', nonce: '0x' }])
    expect(error.details).toBe(
      'params.0.nonce: Expected hex quantity received "0x"; ' +
        'params.0.gasPrice: Expected hex quantity received "1.5"',
    )
  })

  it('still checks fees and addresses after the quantities (spec §5)', async () => {
    expect(
      await refusal('eth_sendTransaction', [{ from, to, gasPrice: '0x1', maxFeePerGas: '0x2' }]),
    ).toMatchObject({ code: 'FEE_CONFLICT' })
    expect(
      await refusal('eth_sendTransaction', [{ from, to: '0x1234', value: '0x1' }]),
    ).toMatchObject({ code: 'INVALID_ADDRESS', message: 'Address 0x1234 is invalid' })
  })

  it('passes valid quantities to the wallet: any case, leading zeros as wallets accept them', async () => {
    const hash = await request('eth_sendTransaction', [
      { from, to, value: '0x0A', gas: '0x0052Ab', nonce: undefined },
    ])
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    expect(walletRequests).toHaveBeenCalledWith(
      expect.objectContaining({ method: 'eth_sendTransaction' }),
    )
  })
})

describe('wallet_sendCalls from the app', () => {
  it.each([
    ['a null call', [null], 'call: null'],
    ['a call that is a number', [5], 'call: 5'],
    ['a call that is a string', ['0x1'], 'call: "0x1"'],
    ['a numeric to', [{ to: 5 }], 'to: 5'],
    ['a bigint to', [{ to: 5n }], 'to: 5n'],
    ['a second call without to', [{ to }, {}], 'to: undefined'],
  ])('refuses %s, naming the call and field', async (_, calls, details) => {
    const error = await refusal('wallet_sendCalls', [{ from, calls }])
    const index = calls.length - 1
    expect(error).toMatchObject({
      code: 'INVALID_WALLET_CALL',
      message: `Call ${index}: to must be a hex string starting with 0x`,
      details,
    })
  })

  it.each([
    ['a string', 'x', 'params.0.calls: Expected array received "x"'],
    ['an object', { to }, 'params.0.calls: Expected array received object'],
    ['missing', undefined, 'params.0.calls: Required'],
  ])('refuses a calls list that is %s as Invalid input', async (_, calls, details) => {
    const error = await refusal('wallet_sendCalls', [{ from, calls }])
    expect(error).toMatchObject({ code: 'INVALID_INPUT', message: 'Invalid input', details })
  })

  it.each(['1.5', '0x', 1])('refuses a call value %j', async (value) => {
    const error = await refusal('wallet_sendCalls', [{ from, calls: [{ to, value }] }])
    expect(error).toMatchObject({
      code: 'INVALID_WALLET_CALL',
      message: 'Call 0: value must be a hex string starting with 0x',
    })
  })

  it('refuses params that are not a batch', async () => {
    expect(await refusal('wallet_sendCalls', [null])).toMatchObject({
      code: 'INVALID_INPUT',
      details: 'params.0: Expected object received null',
    })
  })

  it('passes a valid batch to the wallet (which has no EIP-5792: 4200)', async () => {
    await expect(
      request('wallet_sendCalls', [{ from, calls: [{ to, value: '0x1', data: '0x' }] }]),
    ).rejects.toMatchObject({ code: 'UNSUPPORTED_METHOD', rpcCode: 4200 })
    expect(walletRequests).toHaveBeenCalledWith(
      expect.objectContaining({ method: 'wallet_sendCalls' }),
    )
  })
})
