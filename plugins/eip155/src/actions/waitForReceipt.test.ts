import {
  type Address,
  createPublicClient,
  custom,
  encodeFunctionData,
  erc20Abi,
  type Hash,
  http,
  parseEther,
} from 'viem'
import { getTransaction, sendTransaction } from 'viem/actions'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { type LocalChainClients, startLocalChain } from './test/localChainClients'
import { receiptRetryDelayMs, waitForReceipt } from './waitForReceipt'

let local: LocalChainClients
const stranger: Address = '0x000000000000000000000000000000000000dEaD'

beforeAll(async () => {
  local = await startLocalChain()
})
afterEach(() => local.testClient.setAutomine(true))
afterAll(() => local.stop())

describe('waitForReceipt', () => {
  it('resolves confirmed with the receipt of a transaction sent through the wallet', async () => {
    const { wallet, client } = local.injected(1)
    const [from] = wallet.getState().accounts
    const hash = await sendTransaction(client, {
      account: from as Address,
      chain: null,
      to: stranger,
      value: parseEther('1'),
    })
    const result = await waitForReceipt(local.publicClient, { hash })
    expect(result).toEqual({
      status: 'confirmed',
      receipt: expect.objectContaining({ transactionHash: hash, status: 'success' }),
    })
  })

  it('throws TRANSACTION_REVERTED with the decoded reason of a reverted transfer', async () => {
    const signer = local.signer(2)
    const hash = await sendTransaction(signer, {
      account: signer.account!,
      chain: null,
      to: local.chain.token.address,
      data: encodeFunctionData({
        abi: erc20Abi,
        functionName: 'transfer',
        args: [stranger, 2n ** 200n],
      }),
      // Given, so the wallet does not estimate (which would refuse it) and the node mines it.
      gas: 100_000n,
    })
    await expect(waitForReceipt(local.publicClient, { hash })).rejects.toMatchObject({
      code: 'TRANSACTION_REVERTED',
      message: 'ERC20: insufficient balance',
      data: { receipt: expect.objectContaining({ status: 'reverted', transactionHash: hash }) },
    })
  })

  it("says 'unknown reason' when the contract reverts without one", async () => {
    const signer = local.signer(2)
    // The token has no such function and no fallback: it reverts with empty data.
    const hash = await sendTransaction(signer, {
      account: signer.account!,
      chain: null,
      to: local.chain.token.address,
      data: '0xdeadbeef',
      gas: 100_000n,
    })
    await expect(waitForReceipt(local.publicClient, { hash })).rejects.toMatchObject({
      code: 'TRANSACTION_REVERTED',
      message: 'unknown reason',
    })
  })

  it.each([
    ['a short hash', '0x1234'],
    ['a hash with a stray letter', `0x${'g'.repeat(64)}`],
    ['an object', { toString: null }],
  ])('refuses %s at once instead of looking it up until the time-out', async (_, hash) => {
    const started = performance.now()
    const error = await waitForReceipt(local.publicClient, { hash: hash as never }).catch(
      (failure: unknown) => failure,
    )
    expect(error).toMatchObject({
      code: 'INVALID_INPUT',
      message: 'Invalid input',
      // Spec §8's validation text, from the one formatter: no comma before 'received'.
      details: expect.stringMatching(
        /^hash: Expected a transaction hash \(0x and 64 hex digits\) received \S/,
      ),
    })
    expect(performance.now() - started).toBeLessThan(1000)
  })

  it('times out with the spec message naming the hash', async () => {
    await local.testClient.setAutomine(false)
    const signer = local.signer(3)
    const hash = await sendTransaction(signer, {
      account: signer.account!,
      chain: null,
      to: stranger,
      value: 1n,
    })
    const started = performance.now()
    await expect(
      waitForReceipt(local.publicClient, { hash, timeoutMs: 300 }),
    ).rejects.toMatchObject({
      code: 'TRANSACTION_RECEIPT_TIMEOUT',
      message: `Timed out while waiting for transaction with hash ${hash} to be confirmed.`,
    })
    expect(performance.now() - started).toBeGreaterThanOrEqual(290)
    await local.testClient.mine({ blocks: 1 })
  })

  it.each([
    [
      'repriced',
      'the same transfer at a higher fee',
      (_from: Address) => ({ to: stranger, value: 1n }),
    ],
    ['cancelled', 'a zero-value transfer to itself', (from: Address) => ({ to: from, value: 0n })],
    ['replaced', 'another transfer', (_from: Address) => ({ to: stranger, value: 2n })],
  ] as const)(
    'resolves replaced (%s) when the wallet sends %s with the same nonce',
    async (reason, _, replacementOf) => {
      // Blocks only when the test mines, so the first transaction waits in the pool.
      await local.testClient.setAutomine(false)
      const signer = local.signer(4)
      const from = signer.account!.address
      const first = await sendTransaction(signer, {
        account: signer.account!,
        chain: null,
        to: stranger,
        value: 1n,
      })
      const pending = await getTransaction(local.publicClient, { hash: first })

      // viem learns the replaced transaction before it leaves the pool; record when it has.
      const looked: Hash[] = []
      const base = http(local.chain.rpcUrl)({ chain: local.viemChain, retryCount: 0 })
      const recording = createPublicClient({
        chain: local.viemChain,
        pollingInterval: 50,
        transport: custom({
          async request({ method, params }) {
            const result = await base.request({ method, params })
            if (method === 'eth_getTransactionByHash' && result) looked.push(params[0])
            return result
          },
        }),
      })
      const waiting = waitForReceipt(recording, { hash: first })
      await vi.waitFor(() => expect(looked).toContain(first))

      const second = await sendTransaction(signer, {
        account: signer.account!,
        chain: null,
        nonce: pending.nonce,
        maxFeePerGas: (pending.maxFeePerGas ?? 0n) * 2n,
        maxPriorityFeePerGas: (pending.maxPriorityFeePerGas ?? 0n) * 2n,
        ...replacementOf(from),
      })
      await local.testClient.mine({ blocks: 1 })

      const result = await waiting
      expect(result).toMatchObject({
        status: 'replaced',
        reason,
        receipt: { transactionHash: second, status: 'success' },
        replacement: { replacedTransaction: { hash: first }, transaction: { hash: second } },
      })
    },
  )

  it('retries lookups from 200 ms, doubling (spec §9)', () => {
    expect([0, 1, 2, 3, 4, 5].map((count) => receiptRetryDelayMs({ count }))).toEqual([
      200, 400, 800, 1_600, 3_200, 6_400,
    ])
  })
})
