import { type Devnet, startDevnet } from '@latch/testkit'
import { base58 } from '@scure/base'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  http,
  numberToHex,
  parseEther,
  parseUnits,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createSecret, createSigner } from '../../custody/index'
import type { ApprovalView } from '../approval/view'
import type { UnlockedWallet } from '../wallet'
import { createRpcHandler } from './index'

// Batched calls (EIP-5792) against a real node (anvil): the frame's estimates, one approval, the
// transactions the chain accepts on consecutive nonces, and the batch's status read from the chain.
describe('wallet_sendCalls on a local chain', () => {
  let devnet: Devnet
  const signer = createSigner(createSecret())
  const wallet: UnlockedWallet = {
    user: { id: 'u', email: 'ada@example.com' },
    evmAddress: signer.evm.address,
    solanaAddress: base58.encode(signer.solana.publicKey),
    signer,
  }
  const alice = privateKeyToAccount(`0x${'11'.repeat(32)}`).address
  const bob = privateKeyToAccount(`0x${'22'.repeat(32)}`).address

  beforeAll(async () => {
    devnet = await startDevnet({ chains: [{ chainId: 31337 }] })
    const chain = devnet.chains[0]!
    const funder = privateKeyToAccount(devnet.accounts[0]!.privateKey)
    const transport = http(chain.rpcUrl)
    const hash = await createWalletClient({ account: funder, transport }).sendTransaction({
      to: wallet.evmAddress,
      value: parseEther('1'),
      chain: null,
    })
    const publicClient = createPublicClient({ transport })
    await publicClient.waitForTransactionReceipt({ hash })
    const tokens = await createWalletClient({ account: funder, transport }).writeContract({
      address: chain.token.address,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [wallet.evmAddress, parseUnits('10', chain.token.decimals)],
      chain: null,
    })
    await publicClient.waitForTransactionReceipt({ hash: tokens })
  })
  afterAll(() => devnet?.stop())

  const setup = () => {
    const chain = devnet.chains[0]!
    const rpc = createRpcHandler({
      wallet: async () => wallet,
      evmRpcUrl: (chainId) => (chainId === chain.chainId ? chain.rpcUrl : undefined),
      solanaRpcUrl: () => undefined,
      currentEvmChain: () => chain.chainId,
      currentSolanaChain: () => undefined,
    })
    const shown: ApprovalView[] = []
    const approve = async (view: ApprovalView) => {
      shown.push(view)
    }
    const sendCalls = async (calls: readonly Record<string, Hex>[]) =>
      (
        (await rpc(
          {
            method: 'wallet_sendCalls',
            params: [
              {
                version: '2.0.0',
                chainId: numberToHex(chain.chainId),
                from: wallet.evmAddress,
                atomicRequired: false,
                calls,
              },
            ],
          },
          approve,
        )) as { id: Hex }
      ).id
    type Status = { status: number; receipts: { transactionHash: Hex; status: Hex }[] }
    /** The batch's status once it is 200 (anvil mines each transaction as it comes). */
    const confirmed = async (id: Hex) => {
      let answer: Status | undefined
      await vi.waitFor(
        async () => {
          answer = (await rpc({ method: 'wallet_getCallsStatus', params: [id] }, approve)) as Status
          expect(answer.status).toBe(200)
        },
        { timeout: 20_000, interval: 250 },
      )
      return answer!
    }
    const publicClient = createPublicClient({ transport: http(chain.rpcUrl) })
    return { chain, shown, sendCalls, confirmed, publicClient }
  }

  it('lands a batch of two transfers, shown in one approval, status 200 with both receipts', async () => {
    const { shown, sendCalls, confirmed, publicClient } = setup()
    const nonce = await publicClient.getTransactionCount({ address: wallet.evmAddress })
    const before = (address: Address) => publicClient.getBalance({ address })
    const [aliceBefore, bobBefore] = await Promise.all([before(alice), before(bob)])

    const id = await sendCalls([
      { to: alice, value: numberToHex(parseEther('0.1')) },
      { to: bob, value: numberToHex(parseEther('0.2')) },
    ])

    expect(shown).toHaveLength(1)
    expect(shown[0]?.count).toBe(2)
    const answer = await confirmed(id)
    expect(answer.receipts.map((receipt) => receipt.status)).toEqual(['0x1', '0x1'])
    const sent = await Promise.all(
      answer.receipts.map(({ transactionHash }) =>
        publicClient.getTransaction({ hash: transactionHash }),
      ),
    )
    expect(sent.map(({ to, value, nonce }) => ({ to, value, nonce }))).toEqual([
      { to: alice.toLowerCase(), value: parseEther('0.1'), nonce },
      { to: bob.toLowerCase(), value: parseEther('0.2'), nonce: nonce + 1 },
    ])
    expect(await before(alice)).toBe(aliceBefore + parseEther('0.1'))
    expect(await before(bob)).toBe(bobBefore + parseEther('0.2'))
  }, 60_000)

  it('lands an approve and the transferFrom that spends it: the second call needs the first', async () => {
    const { chain, shown, sendCalls, confirmed, publicClient } = setup()
    const token = chain.token.address
    const amount = parseUnits('3', chain.token.decimals)
    const balanceOf = (account: Address) =>
      publicClient.readContract({
        address: token,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [account],
      })
    const before = await balanceOf(alice)
    const id = await sendCalls([
      {
        to: token,
        data: encodeFunctionData({
          abi: erc20Abi,
          functionName: 'approve',
          args: [wallet.evmAddress, amount],
        }),
      },
      {
        to: token,
        data: encodeFunctionData({
          abi: erc20Abi,
          functionName: 'transferFrom',
          args: [wallet.evmAddress, alice, amount],
        }),
      },
    ])
    expect(shown.at(-1)?.sections?.map((section) => section.params)).toEqual([
      { index: 1, count: 2 },
      { name: 'approve' },
      { index: 2, count: 2 },
      { name: 'transferFrom' },
    ])
    expect((await confirmed(id)).receipts).toHaveLength(2)
    expect(await balanceOf(alice)).toBe(before + amount)
  }, 60_000)
})
