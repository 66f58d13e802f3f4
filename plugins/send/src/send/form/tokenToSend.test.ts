import { describe, expect, it } from 'vitest'
import { initialSendState } from '../../state'
import { ether, sol, usdc } from '../../test/tokens'
import { tokenToSend } from './tokenToSend'

describe('the token a send takes', () => {
  it('is the picked one, on any namespace', () => {
    const picked = usdc('10')
    const form = { ...initialSendState(), token: picked, tokenBalances: [ether('1'), picked] }
    expect(tokenToSend(form, 'eip155')).toBe(picked)
    expect(tokenToSend({ ...form, token: sol('2') }, 'solana')).toEqual(sol('2'))
  })

  it('is SOL on Solana when none is picked', () => {
    const form = { ...initialSendState(), tokenBalances: [usdc('5'), sol('2')] }
    expect(tokenToSend(form, 'solana')).toEqual(sol('2'))
  })

  it("is 'A token is required' on EVM when none is picked, even with ETH held (spec §8)", () => {
    const form = { ...initialSendState(), tokenBalances: [ether('1')] }
    expect(() => tokenToSend(form, 'eip155')).toThrow('A token is required')
  })

  it("is 'A token is required' on Solana without SOL to default to", () => {
    const form = { ...initialSendState(), tokenBalances: [usdc('5')] }
    expect(() => tokenToSend(form, 'solana')).toThrow('A token is required')
  })
})
