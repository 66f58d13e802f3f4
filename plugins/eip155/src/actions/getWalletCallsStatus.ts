import type { Chain, Client, Transport } from 'viem'
import { type GetCallsStatusReturnType, getCallsStatus } from 'viem/actions'
import { mapNodeError } from './mapNodeError'

export type GetWalletCallsStatusParameters = { id: string }
export type GetWalletCallsStatusReturnType = GetCallsStatusReturnType

/**
 * The status of a call batch sent with `sendWalletCalls` (EIP-5792 `wallet_getCallsStatus`), from
 * the wallet through viem's `getCallsStatus`; failures are mapped `LatchError`s.
 *
 * @example
 * const { status, receipts } = await getWalletCallsStatus(walletClient, { id })
 */
export async function getWalletCallsStatus(
  client: Client<Transport, Chain | undefined>,
  parameters: GetWalletCallsStatusParameters,
): Promise<GetWalletCallsStatusReturnType> {
  try {
    return await getCallsStatus(client, parameters)
  } catch (error) {
    throw mapNodeError(error)
  }
}
