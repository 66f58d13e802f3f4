import type { LatchErrorCode } from '@latch/core'
import { errorTemplate } from '@latch/core/plugin'
import { type Address, erc20Abi, parseEther, RpcRequestError, UserRejectedRequestError } from 'viem'
import { estimateGas, sendTransaction, simulateContract } from 'viem/actions'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mapNodeError } from './mapNodeError'
import { type LocalChainClients, startLocalChain } from './test/localChainClients'

let local: LocalChainClients
const stranger: Address = '0x000000000000000000000000000000000000dEaD'

beforeAll(async () => {
  local = await startLocalChain()
})
afterAll(() => local.stop())

/** What the promise rejected with, mapped. */
async function mappedRejection(promise: Promise<unknown>) {
  const error = await promise.then(
    () => {
      throw new Error('expected a rejection')
    },
    (rejection: unknown) => rejection,
  )
  return mapNodeError(error)
}

describe('node errors from a real node (anvil)', () => {
  it('maps a reverting call to EXECUTION_REVERTED, keeping the reason in details', async () => {
    const { publicClient, accounts, chain } = local
    const error = await mappedRejection(
      estimateGas(publicClient, {
        account: accounts[0]?.address as Address,
        to: chain.token.address,
        data: '0xa9059cbb000000000000000000000000000000000000000000000000000000000000dead00000000000000000000000000000000000000000000ffffffffffffffffffffffff',
      }),
    )
    expect(error.code).toBe('EXECUTION_REVERTED')
    expect(error.message).toBe('Execution reverted')
    expect(error.details).toContain('ERC20: insufficient balance')
  })

  it('maps a reverting contract simulation to EXECUTION_REVERTED', async () => {
    const { publicClient, accounts, chain } = local
    const error = await mappedRejection(
      simulateContract(publicClient, {
        account: accounts[0]?.address as Address,
        address: chain.token.address,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [stranger, 2n ** 200n],
      }),
    )
    expect(error.code).toBe('EXECUTION_REVERTED')
    expect(error.details).toContain('ERC20: insufficient balance')
  })

  it.each([
    ['a value above the balance', { value: parseEther('1000000') }, 'INSUFFICIENT_FUNDS'],
    ['a nonce already used', { nonce: 0 }, 'NONCE_TOO_LOW'],
    ['too little gas', { gas: 20_000n }, 'INTRINSIC_GAS_TOO_LOW'],
    ['more gas than a block holds', { gas: 10n ** 12n }, 'INTRINSIC_GAS_TOO_HIGH'],
    [
      'a max fee below the base fee',
      { maxFeePerGas: 1n, maxPriorityFeePerGas: 1n },
      'FEE_CAP_TOO_LOW',
    ],
    [
      'a priority fee above the max fee',
      { maxFeePerGas: 10n ** 9n, maxPriorityFeePerGas: 10n ** 10n },
      'TIP_ABOVE_FEE_CAP',
    ],
    ['a max fee above 2^256 − 1', { maxFeePerGas: 2n ** 256n }, 'FEE_CAP_TOO_HIGH'],
  ] as const)('maps %s to %s', async (_, fields, code: LatchErrorCode) => {
    const signer = local.signer(1)
    // The account has sent one transaction, so nonce 0 is used.
    await sendTransaction(signer, {
      account: signer.account!,
      chain: null,
      to: stranger,
      value: 1n,
    })
    const error = await mappedRejection(
      sendTransaction(signer, {
        account: signer.account!,
        chain: null,
        to: stranger,
        value: 1n,
        ...fields,
      } as Parameters<typeof sendTransaction>[1]),
    )
    expect(error.code).toBe(code)
    expect(error.message).toBe(errorTemplate(code))
    expect(error.cause).toBeInstanceOf(Error)
  })
})

describe('node messages other nodes send, as a wallet relays them', () => {
  // A wallet forwards the node's JSON-RPC error; viem wraps it in RpcRequestError.
  const relayed = (message: string) =>
    new RpcRequestError({
      body: { method: 'eth_sendRawTransaction' },
      error: { code: -32000, message },
      url: 'http://127.0.0.1',
    })

  it.each([
    ['nonce too high', 'NONCE_TOO_HIGH'],
    ['nonce has max value', 'NONCE_MAX_VALUE'],
    ['transaction type not valid', 'TRANSACTION_TYPE_NOT_SUPPORTED'],
    ['max fee per gas less than block base fee', 'FEE_CAP_TOO_LOW'],
    ['insufficient funds for gas * price + value', 'INSUFFICIENT_FUNDS'],
    ['execution reverted: Ownable: caller is not the owner', 'EXECUTION_REVERTED'],
  ] as const)('"%s" is %s', (message, code) => {
    expect(mapNodeError(relayed(message)).code).toBe(code)
  })
})

describe('everything else', () => {
  it('maps wallet codes through the core (4001 → USER_REJECTED_REQUEST)', () => {
    const error = mapNodeError(new UserRejectedRequestError(new Error('User denied')))
    expect(error.code).toBe('USER_REJECTED_REQUEST')
    expect(error.rpcCode).toBe(4001)
  })

  it('wraps what it does not know as INTERNAL_SDK_ERROR', () => {
    expect(mapNodeError(new Error('socket hang up')).code).toBe('INTERNAL_SDK_ERROR')
  })
})
