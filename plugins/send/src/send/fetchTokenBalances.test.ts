import { describe, expect, it } from 'vitest'
import { ether, usdc } from '../test/tokens'
import { pickedAmong } from './fetchTokenBalances'

describe('the picked token across a balances refresh', () => {
  it('is kept, with its new balance', () => {
    expect(pickedAmong([ether('0.9'), usdc('7')], usdc('10'))).toEqual(usdc('7'))
    expect(pickedAmong([ether('0.9'), usdc('7')], ether('1'))).toEqual(ether('0.9'))
  })

  it('is dropped once no longer held, even if another token of the same chain is', () => {
    expect(pickedAmong([ether('0.9')], usdc('10'))).toBeUndefined()
    const other = usdc('5', '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512')
    expect(pickedAmong([ether('0.9'), other], usdc('10'))).toBeUndefined()
  })
})
