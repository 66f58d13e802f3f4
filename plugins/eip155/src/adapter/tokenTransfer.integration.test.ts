import { type Address, createPublicClient, erc20Abi, http } from 'viem'
import {
  getBalance,
  getTransactionCount,
  readContract,
  waitForTransactionReceipt,
} from 'viem/actions'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { type ConnectedTestLatch, startConnectedTestLatch } from '../test/connectedTestLatch'

// The core's namespace-agnostic token transfer (`transaction.token`) and fee estimate
// (`account.estimateFee`), on a real local chain with the devnet's ERC20.
const stranger: Address = '0x000000000000000000000000000000000000dEaD'
let local: ConnectedTestLatch
beforeAll(async () => {
  local = await startConnectedTestLatch({ accountIndex: 3 })
})
afterAll(() => local?.stop())

const client = () => createPublicClient({ transport: http(local.chain.rpcUrl) })
const tokenBalance = (owner: Address) =>
  readContract(client(), {
    address: local.chain.token.address,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [owner],
  })

it('sends an ERC20 transfer when the transaction names the token', async () => {
  const [before, strangerBefore] = await Promise.all([
    tokenBalance(local.address),
    tokenBalance(stranger),
  ])
  const hash = await local.latch.dispatch({
    type: 'account.sendTransaction',
    transaction: { to: stranger, value: 2_500_000n, token: local.chain.token.address },
  })
  await waitForTransactionReceipt(client(), { hash: hash as `0x${string}` })
  expect(await tokenBalance(local.address)).toBe(before - 2_500_000n)
  expect(await tokenBalance(stranger)).toBe(strangerBefore + 2_500_000n)
})

it('refuses a transfer of more tokens than held before the wallet is asked', async () => {
  const held = await tokenBalance(local.address)
  const nonce = await getTransactionCount(client(), { address: local.address })
  await expect(
    local.latch.dispatch({
      type: 'account.sendTransaction',
      transaction: { to: stranger, value: held + 1n, token: local.chain.token.address },
    }),
  ).rejects.toMatchObject({ code: 'EXECUTION_REVERTED' })
  // Nothing was sent: the simulation failed first.
  expect(await getTransactionCount(client(), { address: local.address })).toBe(nonce)
})

it('estimates the fee in wei: enough for the gas the chain charges, for native and token sends', async () => {
  const native = await local.latch.dispatch({
    type: 'account.estimateFee',
    transaction: { to: stranger, value: 1n },
  })
  const token = await local.latch.dispatch({
    type: 'account.estimateFee',
    transaction: { to: stranger, value: 1n, token: local.chain.token.address },
  })
  expect(native).toBeGreaterThan(0n)
  // A token transfer runs the contract: more gas than a plain transfer.
  expect(token).toBeGreaterThan(native)

  const before = await getBalance(client(), { address: local.address })
  const hash = await local.latch.dispatch({
    type: 'account.sendTransaction',
    transaction: { to: stranger, value: 1n },
  })
  await waitForTransactionReceipt(client(), { hash: hash as `0x${string}` })
  const paid = before - (await getBalance(client(), { address: local.address })) - 1n
  expect(paid).toBeGreaterThan(0n)
  expect(paid).toBeLessThanOrEqual(native)
})
