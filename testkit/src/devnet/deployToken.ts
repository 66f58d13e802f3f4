import { createWalletClient, getAddress, http, publicActions } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { defineLocalChain } from '../wallet/localChain'
import { latchTestTokenAbi, latchTestTokenBytecode } from './contracts/LatchTestToken.artifact'
import type { DevnetAccount } from './devAccounts'

export interface DevnetToken {
  address: `0x${string}`
  symbol: string
  name: string
  decimals: number
}

export interface DeployTokenParameters {
  chainId: number
  rpcUrl: string
  deployer: DevnetAccount
  name: string
  symbol: string
  decimals: number
  /** Accounts that each receive `amountPerHolder` at deployment. */
  holders: `0x${string}`[]
  /** In the token's smallest unit. */
  amountPerHolder: bigint
}

/** Deploys the test ERC20 (`LatchTestToken.sol`) and resolves once it is mined. */
export async function deployToken(parameters: DeployTokenParameters): Promise<DevnetToken> {
  const client = createWalletClient({
    account: privateKeyToAccount(parameters.deployer.privateKey),
    chain: defineLocalChain({ chainId: parameters.chainId, rpcUrl: parameters.rpcUrl }),
    transport: http(parameters.rpcUrl, { retryCount: 0 }),
    // anvil mines on submission; a short poll finds the receipt at once instead of after 4 s.
    pollingInterval: 20,
  }).extend(publicActions)
  const hash = await client.deployContract({
    abi: latchTestTokenAbi,
    bytecode: latchTestTokenBytecode,
    args: [
      parameters.name,
      parameters.symbol,
      parameters.decimals,
      parameters.holders,
      parameters.amountPerHolder,
    ],
  })
  const receipt = await client.waitForTransactionReceipt({ hash })
  if (receipt.status !== 'success' || !receipt.contractAddress) {
    throw new Error(`token deployment failed on chain ${parameters.chainId}: ${hash}`)
  }
  return {
    address: getAddress(receipt.contractAddress),
    symbol: parameters.symbol,
    name: parameters.name,
    decimals: parameters.decimals,
  }
}
