import { expect, it } from 'vitest'
import { initialSendState, type SendState } from '../../state'
import { ether, usdc } from '../../test/tokens'
import { clearForm } from './clearForm'

it('empties what was typed, picked and estimated after a send; the balances stay', () => {
  const balances = [ether('1'), usdc('3')]
  const sent: SendState = {
    ...initialSendState(),
    tokenBalances: balances,
    networkBalanceInUsd: '3003.00',
    token: usdc('3'),
    sendTokenAmount: '2',
    receiverInput: 'bob.reown.id',
    receiverAddress: '0x000000000000000000000000000000000000bEEF',
    receiverProfileName: 'bob.reown.id',
    receiverProfileImage: 'https://avatar.test/bob.png',
    fee: { value: '1', decimals: 18, symbol: 'ETH' },
    error: { code: 'INVALID_AMOUNT', message: 'Invalid amount' },
    step: 'review',
  }
  clearForm(sent)
  expect(sent).toEqual({
    ...initialSendState(),
    tokenBalances: balances,
    networkBalanceInUsd: '3003.00',
  })
})
