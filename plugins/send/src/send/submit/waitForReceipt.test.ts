import { createWalletClient, encodeFunctionData, erc20Abi, http, parseEther } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { localChainPerFile } from '../../test/localChain'
import { sendPluginWithContext } from '../../test/sendPluginWithContext'
import { connectedSendWorld, localNetwork } from '../../test/sendWorld'
import { waitForReceipt } from './waitForReceipt'

// Transactions sent straight to anvil (explicit gas, so nothing is estimated): one that the chain
// includes, one that it includes reverted.

const local = localChainPerFile()

const receiver = '0x000000000000000000000000000000000000bEEF'

async function sentStraight(data?: `0x${string}`) {
  const account = privateKeyToAccount(local.devnet.accounts[6]!.privateKey)
  const wallet = createWalletClient({ account, transport: http(local.home.rpcUrl) })
  return wallet.sendTransaction({
    chain: null,
    gas: 100_000n,
    ...(data
      ? { to: local.home.token.address, data }
      : { to: receiver, value: parseEther('0.001') }),
  })
}

describe('waiting for an EVM send', () => {
  it('resolves once the chain includes it', async () => {
    const send = sendPluginWithContext()
    const w = await connectedSendWorld(local.devnet, local.api, 5, send.plugin)
    const hash = await sentStraight()
    await expect(
      waitForReceipt(send.context(), hash, localNetwork(local.home)),
    ).resolves.toBeUndefined()
    w.destroy()
  })

  it("fails with the chain's revert reason for a send the chain included reverted", async () => {
    // The eip155 plugin's receipt command throws for a reverted receipt, with its reason; the
    // step's own EXECUTION_REVERTED is for a receipt command that answers one instead.
    const send = sendPluginWithContext()
    const w = await connectedSendWorld(local.devnet, local.api, 5, send.plugin)
    // More tokens than the account holds: the ERC20 reverts the transfer.
    const transfer = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: [receiver, 10n ** 40n],
    })
    const hash = await sentStraight(transfer)
    await expect(
      waitForReceipt(send.context(), hash, localNetwork(local.home)),
    ).rejects.toMatchObject({
      code: 'TRANSACTION_REVERTED',
      message: 'ERC20: insufficient balance',
    })
    w.destroy()
  })
})
