import type { TestWallet } from '@latch/testkit'
import {
  type Address,
  createWalletClient,
  custom,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  numberToHex,
} from 'viem'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { getWalletCallsStatus } from './getWalletCallsStatus'
import { getWalletCapabilities } from './getWalletCapabilities'
import { sendWalletCalls } from './sendWalletCalls'
import { type LocalChainClients, startLocalChain } from './test/localChainClients'

let local: LocalChainClients
const stranger: Address = '0x000000000000000000000000000000000000dEaD'

beforeAll(async () => {
  local = await startLocalChain()
})
afterAll(() => local.stop())

describe('a wallet without EIP-5792 (the test wallet)', () => {
  const client = () => local.injected(1).client
  const from = () => local.accounts[1]?.address as Address

  it.each([
    [
      'wallet_sendCalls',
      () => sendWalletCalls(client(), { account: from(), calls: [{ to: stranger, value: 1n }] }),
    ],
    ['wallet_getCallsStatus', () => getWalletCallsStatus(client(), { id: '0x01' })],
    ['wallet_getCapabilities', () => getWalletCapabilities(client(), { account: from() })],
  ])('answers %s with 4200, mapped to UNSUPPORTED_METHOD', async (_, request) => {
    await expect(request()).rejects.toMatchObject({
      code: 'UNSUPPORTED_METHOD',
      message: 'The wallet does not support the requested method',
      rpcCode: 4200,
    })
  })

  it('refuses invalid entries before asking the wallet', async () => {
    await expect(
      sendWalletCalls(client(), {
        account: from(),
        calls: [{ to: stranger }, { to: stranger, data: 'a9059cbb' as Hex }],
      }),
    ).rejects.toMatchObject({
      code: 'INVALID_WALLET_CALL',
      message: 'Call 1: data must be a hex string starting with 0x',
    })
  })
})

/**
 * A wallet that implements EIP-5792 on top of the test wallet, as a smart wallet would: each call
 * of a batch becomes a real transaction; the batch's status is read from their receipts.
 */
function withCallBatches(wallet: TestWallet, chainId: number) {
  const batches = new Map<string, Hex[]>()
  const seen: { method: string; params: unknown }[] = []
  const request = async ({ method, params }: { method: string; params?: unknown }) => {
    seen.push({ method, params })
    switch (method) {
      case 'wallet_getCapabilities':
        return { [numberToHex(chainId)]: { atomic: { status: 'unsupported' } } }
      case 'wallet_sendCalls': {
        const [batch] = params as [
          { from: Address; calls: { to: Address; data?: Hex; value?: Hex }[] },
        ]
        const hashes: Hex[] = []
        for (const call of batch.calls) {
          hashes.push(
            (await wallet.request({
              method: 'eth_sendTransaction',
              params: [{ from: batch.from, ...call }],
            })) as Hex,
          )
        }
        const id = numberToHex(batches.size + 1, { size: 32 })
        batches.set(id, hashes)
        return { id }
      }
      case 'wallet_getCallsStatus': {
        const [id] = params as [string]
        const receipts = await Promise.all(
          (batches.get(id) ?? []).map((hash) =>
            wallet.request({ method: 'eth_getTransactionReceipt', params: [hash] }),
          ),
        )
        const done = receipts.every((receipt) => receipt !== null)
        return {
          version: '2.0.0',
          id,
          chainId: numberToHex(chainId),
          atomic: false,
          status: done ? 200 : 100,
          receipts: done ? receipts : [],
        }
      }
      default:
        return wallet.request({ method, params: params as never })
    }
  }
  return { provider: { request }, seen }
}

describe('a wallet with EIP-5792', () => {
  it('passes a batch through, and its status and capabilities back', async () => {
    const { wallet } = local.injected(2)
    const { provider, seen } = withCallBatches(wallet, local.chain.chainId)
    const client = createWalletClient({ chain: local.viemChain, transport: custom(provider) })
    const account = local.accounts[2]?.address as Address

    const capabilities = await getWalletCapabilities(client, {
      account,
      chainId: local.chain.chainId,
    })
    expect(capabilities).toEqual({ atomic: { status: 'unsupported' } })

    const transferData = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: [stranger, 7n],
    })
    const { id } = await sendWalletCalls(client, {
      account,
      calls: [
        { to: local.chain.token.address, data: transferData },
        { to: stranger, value: 1n },
      ],
    })
    expect(seen.find((entry) => entry.method === 'wallet_sendCalls')?.params).toEqual([
      expect.objectContaining({
        from: account,
        chainId: numberToHex(local.chain.chainId),
        calls: [
          { to: local.chain.token.address, data: transferData },
          { to: stranger, value: '0x1' },
        ],
      }),
    ])

    await vi.waitFor(async () => {
      const status = await getWalletCallsStatus(client, { id })
      expect(status).toMatchObject({ id, status: 'success', statusCode: 200 })
      expect(status.receipts).toHaveLength(2)
    })
  })
})
