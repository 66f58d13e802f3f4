import { createWalletClient, getAddress, http, publicActions } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { defineLocalChain } from '../wallet/localChain'
import { latchTestNftAbi, latchTestNftBytecode } from './contracts/LatchTestNft.artifact'
import type { DevnetAccount } from './devAccounts'

/** An ERC-721 collection deployed on a devnet chain (`LatchTestNft.sol`). */
export interface DevnetNftCollection {
  address: `0x${string}`
  name: string
  symbol: string
  /** Token URIs are this base followed by the decimal id (`latch-nft://latch-pets/3`). */
  tokenUriBase: string
  /** Tokens minted to each dev account at start (ids from 1, in account order). */
  perHolder: number
  /**
   * An unsolicited airdrop: the local Data API flags its tokens as spam (`flags.is_spam`), as the
   * real one flags such collections, so spam filtering meets a real transfer.
   */
  spam: boolean
}

/** The collections every devnet chain gets: one to show, one the Data API calls spam. */
export const devnetNftCollections = [
  {
    name: 'Latch Pets',
    symbol: 'LPET',
    tokenUriBase: 'latch-nft://latch-pets/',
    perHolder: 2,
    spam: false,
  },
  {
    name: 'Free Claim Rewards',
    symbol: 'CLAIM',
    tokenUriBase: 'latch-nft://free-claim-rewards/',
    perHolder: 1,
    spam: true,
  },
] as const satisfies readonly Omit<DevnetNftCollection, 'address'>[]

export interface DeployNftParameters extends Omit<DevnetNftCollection, 'address'> {
  chainId: number
  rpcUrl: string
  deployer: DevnetAccount
  holders: `0x${string}`[]
}

/** Deploys the test ERC-721 (minting `perHolder` to each holder) and resolves once it is mined. */
export async function deployNft(parameters: DeployNftParameters): Promise<DevnetNftCollection> {
  const client = createWalletClient({
    account: privateKeyToAccount(parameters.deployer.privateKey),
    chain: defineLocalChain({ chainId: parameters.chainId, rpcUrl: parameters.rpcUrl }),
    transport: http(parameters.rpcUrl, { retryCount: 0 }),
    pollingInterval: 20,
  }).extend(publicActions)
  const hash = await client.deployContract({
    abi: latchTestNftAbi,
    bytecode: latchTestNftBytecode,
    args: [
      parameters.name,
      parameters.symbol,
      parameters.tokenUriBase,
      parameters.holders,
      BigInt(parameters.perHolder),
    ],
  })
  const receipt = await client.waitForTransactionReceipt({ hash })
  if (receipt.status !== 'success' || !receipt.contractAddress) {
    throw new Error(`NFT deployment failed on chain ${parameters.chainId}: ${hash}`)
  }
  return {
    address: getAddress(receipt.contractAddress),
    name: parameters.name,
    symbol: parameters.symbol,
    tokenUriBase: parameters.tokenUriBase,
    perHolder: parameters.perHolder,
    spam: parameters.spam,
  }
}
