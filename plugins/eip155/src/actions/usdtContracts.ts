import { type Address, isAddressEqual } from 'viem'

/**
 * The USDT contracts of the supported chains (spec §9: seven, with a different transfer
 * signature), by chain id. Ethereum's USDT predates the final ERC20 and its `transfer` returns
 * nothing; the others are treated the same way, since a wallet must not depend on a return value
 * the original contract never gave.
 */
export const USDT_CONTRACTS = [
  { chainId: 1, name: 'Ethereum', address: '0xdAC17F958D2ee523a2206206994597C13D831ec7' },
  { chainId: 137, name: 'Polygon', address: '0xc2132D05D31c914a87C6611C10748AEb04B58e8F' },
  { chainId: 43114, name: 'Avalanche', address: '0x9702230A8Ea53601f5cD2dc00fDBc13d4dF4A8c7' },
  { chainId: 2222, name: 'Kava', address: '0x919C1c267BC06a7039e03fcc2eF738525769109c' },
  { chainId: 42220, name: 'Celo', address: '0x48065fbBE25f71C9282ddf5e1cD6D6A887483D5e' },
  { chainId: 56, name: 'BNB Smart Chain', address: '0x55d398326f99059fF775485246999027B3197955' },
  { chainId: 42161, name: 'Arbitrum One', address: '0xFd086bC7CD5C481DCC9C85ebE478A1C0b69FCbb9' },
] as const satisfies readonly { chainId: number; name: string; address: Address }[]

/** USDT's `transfer(address,uint256)`: the same selector as ERC20's, with no return value. */
export const usdtTransferAbi = [
  {
    type: 'function',
    name: 'transfer',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'recipient', type: 'address' },
      { name: 'amount', type: 'uint256' },
    ],
    outputs: [],
  },
] as const

/** Whether `address` on `chainId` is one of the USDT contracts. */
export function isUsdtContract(chainId: number, address: Address): boolean {
  return USDT_CONTRACTS.some(
    (contract) => contract.chainId === chainId && isAddressEqual(contract.address, address),
  )
}
