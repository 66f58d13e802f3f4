import { type Address, encodeFunctionData, erc20Abi, getAddress } from 'viem'
import { readContract, sendTransaction, simulateContract } from 'viem/actions'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type LocalChainClients, startLocalChain } from './test/localChainClients'
import { erc20TransferAbi, transferErc20 } from './transferErc20'
import { isUsdtContract, USDT_CONTRACTS, usdtTransferAbi } from './usdtContracts'
import { waitForReceipt } from './waitForReceipt'

const stranger: Address = '0x000000000000000000000000000000000000dEaD'

describe('transferErc20 on the test token', () => {
  let local: LocalChainClients
  beforeAll(async () => {
    local = await startLocalChain()
  })
  afterAll(() => local.stop())

  const balanceOf = (owner: Address) =>
    readContract(local.publicClient, {
      address: local.chain.token.address,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [owner],
    })

  it('moves tokens when the wallet sends the transfer it builds', async () => {
    const { wallet, client } = local.injected(1)
    const [from] = wallet.getState().accounts as [Address]
    const [before, strangerBefore] = await Promise.all([balanceOf(from), balanceOf(stranger)])

    const transfer = await transferErc20(local.publicClient, {
      account: from,
      token: local.chain.token.address,
      to: stranger,
      amount: 5_000_000n, // 5 LUSD (6 decimals)
    })
    expect(transfer).toEqual({
      to: local.chain.token.address,
      data: encodeFunctionData({
        abi: erc20Abi,
        functionName: 'transfer',
        args: [stranger, 5_000_000n],
      }),
      value: 0n,
    })
    const hash = await sendTransaction(client, { account: from, chain: null, ...transfer })
    await waitForReceipt(local.publicClient, { hash })

    expect(await balanceOf(from)).toBe(before - 5_000_000n)
    expect(await balanceOf(stranger)).toBe(strangerBefore + 5_000_000n)
  })

  it('refuses, before any wallet prompt, a transfer the token would revert', async () => {
    await expect(
      transferErc20(local.publicClient, {
        account: local.accounts[2]?.address as Address,
        token: local.chain.token.address,
        to: stranger,
        amount: 2n ** 200n,
      }),
    ).rejects.toMatchObject({
      code: 'EXECUTION_REVERTED',
      details: expect.stringContaining('ERC20: insufficient balance'),
    })
  })
})

describe('USDT (spec §9: a different transfer signature)', () => {
  // A chain with Ethereum's id, where the USDT address holds a contract whose `transfer` returns
  // nothing, as Ethereum's USDT does (runtime code: STOP).
  let mainnetLike: LocalChainClients
  const usdt = USDT_CONTRACTS[0].address
  const elsewhere: Address = '0x1111111111111111111111111111111111111111'

  beforeAll(async () => {
    mainnetLike = await startLocalChain({ chainId: 1 })
    for (const address of [usdt, elsewhere]) {
      await mainnetLike.testClient.setCode({ address, bytecode: '0x00' })
    }
  })
  afterAll(() => mainnetLike.stop())

  const parameters = (token: Address) => ({
    account: mainnetLike.accounts[0]?.address as Address,
    token,
    to: stranger,
    amount: 1_000_000n,
  })

  it('lists the seven contracts, one per chain', () => {
    expect(USDT_CONTRACTS).toHaveLength(7)
    expect(new Set(USDT_CONTRACTS.map((contract) => contract.chainId)).size).toBe(7)
    for (const contract of USDT_CONTRACTS) {
      expect(getAddress(contract.address)).toBe(contract.address)
      expect(erc20TransferAbi(contract.chainId, contract.address)).toBe(usdtTransferAbi)
    }
    // By chain and address, in any letter case.
    expect(isUsdtContract(1, usdt.toLowerCase() as Address)).toBe(true)
    expect(isUsdtContract(137, usdt)).toBe(false)
  })

  it("would fail to decode USDT's transfer with the bool-returning ERC20 ABI", async () => {
    await expect(
      simulateContract(mainnetLike.publicClient, {
        account: parameters(usdt).account,
        address: usdt,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [stranger, 1n],
      }),
    ).rejects.toThrow(/returned no data/)
  })

  it('builds the USDT transfer with the ABI without outputs; the calldata is the same', async () => {
    const transfer = await transferErc20(mainnetLike.publicClient, parameters(usdt))
    expect(transfer.data).toBe(
      encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [stranger, 1_000_000n] }),
    )
    // The same contract at an address that is not USDT is held to the ERC20 ABI.
    await expect(
      transferErc20(mainnetLike.publicClient, parameters(elsewhere)),
    ).rejects.toMatchObject({
      code: 'INTERNAL_SDK_ERROR',
      details: expect.stringMatching(/returned no data/),
    })
  })
})
