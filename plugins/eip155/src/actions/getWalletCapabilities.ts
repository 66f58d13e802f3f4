import type { Account, Address, Chain, Client, Transport } from 'viem'
import { type GetCapabilitiesReturnType, getCapabilities } from 'viem/actions'
import { mapNodeError } from './mapNodeError'

export type GetWalletCapabilitiesParameters = {
  account: Address | Account
  /** Only this chain's capabilities. Default: every chain the wallet reports. */
  chainId?: number | undefined
}
export type GetWalletCapabilitiesReturnType = GetCapabilitiesReturnType<number | undefined>

/**
 * What the wallet can do per chain (EIP-5792 `wallet_getCapabilities`: atomic batches,
 * paymasters, …) through viem's `getCapabilities`; failures are mapped `LatchError`s (a wallet
 * without EIP-5792: UNSUPPORTED_METHOD).
 *
 * @example
 * const capabilities = await getWalletCapabilities(walletClient, { account, chainId: 8453 })
 */
export async function getWalletCapabilities(
  client: Client<Transport, Chain | undefined>,
  parameters: GetWalletCapabilitiesParameters,
): Promise<GetWalletCapabilitiesReturnType> {
  try {
    return await getCapabilities(client, parameters)
  } catch (error) {
    throw mapNodeError(error)
  }
}
