import {
  type Account,
  type Address,
  type Chain,
  type Client,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  type Transport,
} from 'viem'
import { simulateContract } from 'viem/actions'
import { mapNodeError } from './mapNodeError'
import { isUsdtContract, usdtTransferAbi } from './usdtContracts'

export type TransferErc20Parameters = {
  /** The sender. */
  account: Address | Account
  /** The token contract. */
  token: Address
  /** The recipient. */
  to: Address
  /** In the token's base units. */
  amount: bigint
}

/** The transaction that makes the transfer, ready for `eth_sendTransaction`. */
export type TransferErc20ReturnType = { to: Address; data: Hex; value: 0n }

/** The ABI of `transfer` on `token`: USDT's returns nothing, so a bool output would not decode. */
export function erc20TransferAbi(chainId: number, token: Address) {
  return isUsdtContract(chainId, token) ? usdtTransferAbi : erc20Abi
}

/**
 * Builds an ERC20 transfer and checks it first with viem's `simulateContract` on the client's
 * chain, so a transfer the token would refuse fails before the wallet prompts, as a mapped
 * `LatchError` (EXECUTION_REVERTED with the token's reason in details). The USDT contracts of the
 * supported chains get their own `transfer` signature (no return value).
 *
 * @example
 * const transfer = await transferErc20(client, { account, token, to, amount: 5_000_000n })
 * const hash = await sendTransaction(walletClient, { account, ...transfer })
 */
export async function transferErc20(
  client: Client<Transport, Chain>,
  parameters: TransferErc20Parameters,
): Promise<TransferErc20ReturnType> {
  const { account, token, to, amount } = parameters
  const abi = erc20TransferAbi(client.chain.id, token)
  try {
    await simulateContract(client, {
      account,
      address: token,
      abi,
      functionName: 'transfer',
      args: [to, amount],
    })
  } catch (error) {
    throw mapNodeError(error)
  }
  return {
    to: token,
    data: encodeFunctionData({ abi, functionName: 'transfer', args: [to, amount] }),
    value: 0n,
  }
}
