import type { ChainNamespace } from '@latch/core'
import { LatchError, type Network, type TokenBalance } from '@latch/core'
import type { TransactionFields } from '@latch/core/plugin'
import { SendError } from '../../errors'
import type { SendState } from '../../state'
import { amountToSend, tokenContract } from '../amounts'
import type { SendingAccount } from '../sendingAccount'
import { tokenToSend } from './tokenToSend'

/** A send's checked parts, ready for `account.sendTransaction`. */
export interface CheckedSend {
  namespace: ChainNamespace
  network: Network
  token: TokenBalance
  transaction: TransactionFields
}

/**
 * Spec §8's checks of the form, in its order (after the namespace's, `sendingAccount`): amount and
 * receiver, token, receiver address, then the amount against the token.
 */
export function checkForm(account: SendingAccount, send: SendState): CheckedSend {
  const { namespace, network } = account
  const { sendTokenAmount, receiverAddress, receiverInput } = send
  if (!sendTokenAmount?.trim() || !receiverInput?.trim()) {
    throw new SendError('SEND_AMOUNT_AND_RECEIVER_REQUIRED')
  }
  const token = tokenToSend(send, namespace)
  if (!receiverAddress) {
    throw new LatchError('INVALID_ADDRESS', { params: { address: receiverInput } })
  }
  const value = amountToSend(sendTokenAmount, token)
  const contract = tokenContract(token)
  return {
    namespace,
    network,
    token,
    transaction: { to: receiverAddress, value, ...(contract ? { token: contract } : {}) },
  }
}
