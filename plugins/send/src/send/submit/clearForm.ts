import type { SendState } from '../../state'

/** The form emptied after a send: what was typed, picked and estimated goes; the balances stay. */
export function clearForm(send: SendState): void {
  const { tokenBalances, networkBalanceInUsd } = send
  Object.assign(send, {
    token: undefined,
    sendTokenAmount: undefined,
    receiverInput: undefined,
    receiverAddress: undefined,
    receiverProfileName: undefined,
    receiverProfileImage: undefined,
    fee: undefined,
    error: undefined,
    step: 'form',
    tokenBalances,
    networkBalanceInUsd,
  })
}
