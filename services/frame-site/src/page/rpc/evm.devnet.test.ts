import { type Devnet, startDevnet } from '@latch/testkit'
import { base58 } from '@scure/base'
import {
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  erc20Abi,
  erc721Abi,
  formatGwei,
  type Hex,
  http,
  maxUint256,
  parseEther,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSecret, createSigner } from '../../custody/index'
import { isErc721 } from '../approval/evmTransaction/calldata'
import type { ApprovalRow, ApprovalView } from '../approval/view'
import type { UnlockedWallet } from '../wallet'
import { createRpcHandler } from './index'

// The frame's transaction path against a real node (anvil): its own fee and gas estimates, the
// token contracts' ERC-165 answers, and a signed transaction the chain accepts as approved.
describe('eth_sendTransaction on a local chain', () => {
  let devnet: Devnet
  const signer = createSigner(createSecret())
  const wallet: UnlockedWallet = {
    user: { id: 'u', email: 'ada@example.com' },
    evmAddress: signer.evm.address,
    solanaAddress: base58.encode(signer.solana.publicKey),
    signer,
  }
  const spender = privateKeyToAccount(`0x${'11'.repeat(32)}`).address

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
    await createPublicClient({ transport }).waitForTransactionReceipt({ hash })
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
    const send = (transaction: Record<string, unknown>) =>
      rpc(
        { method: 'eth_sendTransaction', params: [{ from: wallet.evmAddress, ...transaction }] },
        approve,
      ) as Promise<Hex>
    const publicClient = createPublicClient({ transport: http(chain.rpcUrl) })
    return { chain, send, shown, publicClient }
  }
  const value = (view: ApprovalView | undefined, label: string) =>
    [...(view?.rows ?? []), ...(view?.sections ?? []).flatMap((section) => section.rows)].find(
      (row: ApprovalRow) => row.label === label,
    )?.value

  it('sends an unlimited ERC-20 approve as shown, flagged, with the frame’s own gas and fees', async () => {
    const { chain, send, shown, publicClient } = setup()
    const hash = await send({
      to: chain.token.address,
      data: encodeFunctionData({
        abi: erc20Abi,
        functionName: 'approve',
        args: [spender, maxUint256],
      }),
    })
    expect(shown[0]?.sections?.[0]?.rows[1]).toMatchObject({ warning: 'callUnlimitedWarning' })
    const receipt = await publicClient.waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    const sent = await publicClient.getTransaction({ hash })
    expect(value(shown[0], 'txNonce')).toBe(String(sent.nonce))
    expect(value(shown[0], 'txGasLimit')).toBe(String(sent.gas))
    expect(value(shown[0], 'txMaxFeePerGas')).toBe(formatGwei(sent.maxFeePerGas ?? 0n))
    expect(
      await publicClient.readContract({
        address: chain.token.address,
        abi: erc20Abi,
        functionName: 'allowance',
        args: [wallet.evmAddress, spender],
      }),
    ).toBe(maxUint256)
  }, 60_000)

  it('tells an ERC-721 collection from an ERC-20 token, and flags setApprovalForAll', async () => {
    const { chain, send, shown, publicClient } = setup()
    const nft = chain.nfts[0]!.address
    expect(await isErc721(publicClient, nft)).toBe(true)
    expect(await isErc721(publicClient, chain.token.address)).toBe(false)
    const hash = await send({
      to: nft,
      data: encodeFunctionData({
        abi: erc721Abi,
        functionName: 'setApprovalForAll',
        args: [spender, true],
      }),
    })
    expect(shown[0]?.sections?.[0]?.rows[1]).toMatchObject({ warning: 'callAllTokensWarning' })
    expect((await publicClient.waitForTransactionReceipt({ hash })).status).toBe('success')
  }, 60_000)

  it('refuses a host fee 100× the node’s, and sends nothing', async () => {
    const { send, shown, publicClient } = setup()
    const nonce = await publicClient.getTransactionCount({ address: wallet.evmAddress })
    const gasPrice = await publicClient.getGasPrice()
    await expect(
      send({ to: spender, value: '0x1', maxFeePerGas: `0x${(gasPrice * 100n).toString(16)}` }),
    ).rejects.toMatchObject({ code: -32602 })
    expect(shown).toEqual([])
    expect(await publicClient.getTransactionCount({ address: wallet.evmAddress })).toBe(nonce)
  }, 60_000)
})
