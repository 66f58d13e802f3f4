import { toLatchError } from '@latch/core'
import {
  type Address,
  createWalletClient,
  custom,
  encodeFunctionData,
  erc20Abi,
  parseEther,
  parseUnits,
} from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { balancesShape, historyShape } from '../api/shapes'
import { getJson } from '../api/testClient'
import { defineLocalChain } from '../wallet/localChain'
import { createTestWallet, type TestWallet } from '../wallet/testWallet'
import { type LocalStack, startLocalStack } from './startLocalStack'

// The proof of the testkit as a whole: what a user does through the test wallet really happens on
// the local chain, and the local API server reports it.
describe('test wallet → local chain → local API', () => {
  let stack: LocalStack
  let wallet: TestWallet
  const recipient = '0x000000000000000000000000000000000000bEEF'

  beforeAll(async () => {
    stack = await startLocalStack()
    const sender = stack.accounts[1]
    if (!sender) throw new Error('the devnet has dev accounts')
    wallet = createTestWallet({ accounts: [sender.privateKey], chains: stack.chains })
  })
  afterAll(() => stack?.stop())

  const balances = async (chainId: number) => {
    const { body } = await getJson(stack.api, `/v1/account/${recipient}/balance`, {
      currency: 'usd',
      chainId: `eip155:${chainId}`,
      forceUpdate: 'true',
    })
    return balancesShape.parse(body).balances
  }

  it('a native transfer and an ERC20 transfer are mined and visible in balances and history', async () => {
    const chain = stack.chains[0]
    if (!chain) throw new Error('the stack has chains')
    const client = createWalletClient({ chain: defineLocalChain(chain), transport: custom(wallet) })
    const [from] = (await client.requestAddresses()) as [Address]
    expect(await balances(chain.chainId)).toEqual([])

    const nativeHash = await client.sendTransaction({
      account: from,
      to: recipient,
      value: parseEther('1.25'),
    })
    const tokenHash = await client.sendTransaction({
      account: from,
      to: chain.token.address,
      data: encodeFunctionData({
        abi: erc20Abi,
        functionName: 'transfer',
        args: [recipient, parseUnits('42.5', chain.token.decimals)],
      }),
    })

    // The wallet hands back a hash once the chain accepted the transaction, which the chain may
    // mine a moment later (a fresh clone's CI once saw the ERC20 balance missing): polled.
    await expect
      .poll(async () => (await balances(chain.chainId)).map((b) => [b.symbol, b.quantity.numeric]))
      .toEqual(
        expect.arrayContaining([
          ['ETH', '1.25'],
          [chain.token.symbol, '42.5'],
        ]),
      )

    const history = async () => {
      const { body } = await getJson(stack.api, `/v1/account/${recipient}/history`, {
        chainId: `eip155:${chain.chainId}`,
      })
      return historyShape.parse(body).data.map((item) => item.metadata.hash)
    }
    await expect.poll(history).toEqual(expect.arrayContaining([nativeHash, tokenHash]))
  })

  it('a request the user rejects surfaces 4001 and nothing is sent', async () => {
    const chain = stack.chains[0]
    if (!chain) throw new Error('the stack has chains')
    const before = await balances(chain.chainId)
    wallet.rejectNext()
    const client = createWalletClient({ chain: defineLocalChain(chain), transport: custom(wallet) })
    const [from] = (await client.getAddresses()) as [Address]
    const error = await client
      .sendTransaction({ account: from, to: recipient, value: 1n })
      .catch((e: unknown) => e)
    expect(toLatchError(error)).toMatchObject({ code: 'USER_REJECTED_REQUEST', rpcCode: 4001 })
    expect(await balances(chain.chainId)).toEqual(before)
  })
})
