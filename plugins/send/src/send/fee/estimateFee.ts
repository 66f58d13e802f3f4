import type { TokenBalance } from '@latch/core'
import type { SendFee } from '../../state'
import { isNative, tokenContract } from '../amounts'
import type { SendContext } from '../sendContext'
import { sendingAccount } from '../sendingAccount'
import { feeOf } from './feeOf'

/**
 * The fee of a send like this one, kept in the form: `value` of `token` to the receiver (or, none
 * yet, to the account itself), priced at the native token's price.
 */
export async function estimateFee(
  context: SendContext,
  value: bigint,
  token: TokenBalance,
): Promise<SendFee> {
  const { namespace, network, address } = sendingAccount(context.getState())
  const contract = tokenContract(token)
  const wei = await context.dispatch({
    type: 'account.estimateFee',
    namespace,
    transaction: {
      to: context.own().receiverAddress ?? address,
      value,
      ...(contract ? { token: contract } : {}),
    },
  })
  const fee = feeOf(wei, network, context.own().tokenBalances.find(isNative)?.price)
  context.change((send) => {
    send.fee = fee
  })
  return fee
}
