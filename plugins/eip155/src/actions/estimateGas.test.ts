import {
  type Address,
  createPublicClient,
  encodeFunctionData,
  erc20Abi,
  http,
  parseEther,
} from 'viem'
import {
  estimateMaxPriorityFeePerGas,
  getBlock,
  estimateGas as nodeEstimate,
  sendTransaction,
} from 'viem/actions'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { GAS_FEE_MULTIPLIER } from '../constants'
import { estimateGas } from './estimateGas'
import { type LocalChainClients, startLocalChain } from './test/localChainClients'
import { waitForReceipt } from './waitForReceipt'

let local: LocalChainClients
let sender: Address
const stranger: Address = '0x000000000000000000000000000000000000dEaD'

beforeAll(async () => {
  local = await startLocalChain()
  sender = local.accounts[0]?.address as Address
})
afterAll(() => local.stop())

/** What the node says now: base fee of the latest block and its suggested priority fee. */
async function nodeFees() {
  const [block, priority] = await Promise.all([
    getBlock(local.publicClient),
    estimateMaxPriorityFeePerGas(local.publicClient),
  ])
  return { baseFee: block.baseFeePerGas ?? 0n, priority }
}

describe('estimateGas', () => {
  it('offers a max fee of base fee × 1.2 plus the priority fee, which stays as the node says', async () => {
    const { baseFee, priority } = await nodeFees()
    const estimate = await estimateGas(local.publicClient, {
      account: sender,
      to: stranger,
      value: parseEther('1'),
    })
    expect(GAS_FEE_MULTIPLIER).toBe(1.2)
    expect(baseFee).toBeGreaterThan(0n)
    expect(estimate.maxFeePerGas).toBe((baseFee * 12n) / 10n + priority)
    expect(estimate.maxPriorityFeePerGas).toBe(priority)
  })

  it('uses the 1.2 multiplier even on a chain defined with another one', async () => {
    const { baseFee, priority } = await nodeFees()
    const client = createPublicClient({
      chain: { ...local.viemChain, fees: { baseFeeMultiplier: 3 } },
      transport: http(local.chain.rpcUrl),
    })
    const estimate = await estimateGas(client, { account: sender, to: stranger, value: 1n })
    expect(estimate.maxFeePerGas).toBe((baseFee * 12n) / 10n + priority)
  })

  it("leaves the gas limit at the node's estimate", async () => {
    const transfer = {
      account: sender,
      to: local.chain.token.address,
      data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [stranger, 1n] }),
    }
    const estimate = await estimateGas(local.publicClient, transfer)
    expect(estimate.gas).toBe(await nodeEstimate(local.publicClient, transfer))
    expect((await estimateGas(local.publicClient, { account: sender, to: stranger })).gas).toBe(
      21_000n,
    )
  })

  it('is enough for the transaction to be mined', async () => {
    const signer = local.signer(1)
    const request = { account: signer.account!, to: stranger, value: parseEther('0.5') }
    const estimate = await estimateGas(local.publicClient, request)
    const hash = await sendTransaction(signer, { ...request, ...estimate, chain: null })
    const result = await waitForReceipt(local.publicClient, { hash })
    expect(result.status).toBe('confirmed')
    expect(result.receipt.gasUsed).toBe(estimate.gas)
  })

  it('fails with the mapped node error when the transaction would revert', async () => {
    await expect(
      estimateGas(local.publicClient, {
        account: sender,
        to: local.chain.token.address,
        data: encodeFunctionData({
          abi: erc20Abi,
          functionName: 'transfer',
          args: [stranger, 2n ** 200n],
        }),
      }),
    ).rejects.toMatchObject({
      code: 'EXECUTION_REVERTED',
      details: expect.stringContaining('ERC20: insufficient balance'),
    })
  })
})
