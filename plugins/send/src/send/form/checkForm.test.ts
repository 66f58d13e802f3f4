import { describe, expect, it } from 'vitest'
import { initialSendState, type SendState } from '../../state'
import { ether, exampleNetwork, usdc } from '../../test/tokens'
import type { SendingAccount } from '../sendingAccount'
import { checkForm } from './checkForm'

const account: SendingAccount = {
  namespace: 'eip155',
  network: exampleNetwork,
  address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
}
const receiver = '0x000000000000000000000000000000000000bEEF'
const form = (fields: Partial<SendState>): SendState => ({ ...initialSendState(), ...fields })

describe('checking the Send form (spec §8, in its order)', () => {
  it('turns a filled-in native send into a transaction of base units', () => {
    const checked = checkForm(
      account,
      form({
        token: ether('2'),
        sendTokenAmount: '0.25',
        receiverInput: receiver,
        receiverAddress: receiver,
      }),
    )
    expect(checked).toEqual({
      namespace: 'eip155',
      network: exampleNetwork,
      token: ether('2'),
      transaction: { to: receiver, value: 250_000_000_000_000_000n },
    })
  })

  it("names the token's contract for an ERC20 send", () => {
    const checked = checkForm(
      account,
      form({
        token: usdc('20'),
        sendTokenAmount: '12.5',
        receiverInput: 'bob.reown.id',
        receiverAddress: receiver,
      }),
    )
    expect(checked.transaction).toEqual({
      to: receiver,
      value: 12_500_000n,
      token: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
    })
  })

  it('asks for amount and receiver first, before the token', () => {
    expect(() => checkForm(account, form({ receiverInput: receiver }))).toThrow(
      'An amount and receiver address are required',
    )
    expect(() =>
      checkForm(account, form({ sendTokenAmount: ' ', receiverInput: receiver })),
    ).toThrow('An amount and receiver address are required')
    expect(() =>
      checkForm(account, form({ sendTokenAmount: '1', receiverInput: receiver })),
    ).toThrow('A token is required')
  })

  it('refuses a receiver that did not resolve to an address, naming what was typed', () => {
    expect(() =>
      checkForm(
        account,
        form({ token: ether('1'), sendTokenAmount: '1', receiverInput: 'nobody.eth' }),
      ),
    ).toThrow('Address nobody.eth is invalid')
  })

  it('checks the amount against the token last', () => {
    const filled = { token: usdc('20'), receiverInput: receiver, receiverAddress: receiver }
    expect(() => checkForm(account, form({ ...filled, sendTokenAmount: '21' }))).toThrow(
      expect.objectContaining({ code: 'INSUFFICIENT_FUNDS' }),
    )
    expect(() => checkForm(account, form({ ...filled, sendTokenAmount: '1.1234567' }))).toThrow(
      expect.objectContaining({ code: 'INVALID_AMOUNT' }),
    )
  })
})
