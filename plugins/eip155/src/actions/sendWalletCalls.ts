import type { Account, Address, Chain, Client, Hex, Transport } from 'viem'
import { type SendCallsReturnType, sendCalls } from 'viem/actions'
import { mapNodeError } from './mapNodeError'
import { validateWalletCalls } from './validateWalletCalls'

export type SendWalletCallsParameters = {
  account: Address | Account
  calls: readonly { to: Address; data?: Hex | undefined; value?: bigint | undefined }[]
  /** EIP-5792 capabilities the app asks for (paymaster, atomic, …), passed through as they are. */
  capabilities?: Record<string, unknown> | undefined
  forceAtomic?: boolean | undefined
}
export type SendWalletCallsReturnType = SendCallsReturnType

/**
 * Passes an EIP-5792 call batch (`wallet_sendCalls`) to the wallet with viem's `sendCalls`, after
 * checking each entry (spec §5: `to` and `data` start with 0x). A wallet without EIP-5792
 * answers 4200, which becomes UNSUPPORTED_METHOD; other failures are mapped like any node error.
 *
 * @example
 * const { id } = await sendWalletCalls(walletClient, {
 *   account, calls: [{ to: token, data: transferData }, { to: friend, value: 1n }],
 * })
 */
export async function sendWalletCalls(
  client: Client<Transport, Chain | undefined>,
  parameters: SendWalletCallsParameters,
): Promise<SendWalletCallsReturnType> {
  validateWalletCalls(parameters.calls)
  try {
    return await sendCalls(client, {
      account: parameters.account,
      calls: parameters.calls,
      capabilities: parameters.capabilities,
      forceAtomic: parameters.forceAtomic,
    })
  } catch (error) {
    throw mapNodeError(error)
  }
}
