import { describe, expect, it } from 'vitest'
import { receiverKind } from './receiverKind'

describe('what a typed receiver is', () => {
  it('an address of the namespace is the receiver', () => {
    expect(receiverKind('eip155', '0x000000000000000000000000000000000000bEEF')).toBe('address')
    expect(receiverKind('solana', '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin')).toBe('address')
  })

  it('a dotted name on eip155 is a name to resolve', () => {
    expect(receiverKind('eip155', 'bob.reown.id')).toBe('name')
  })

  it("anything else is 'Invalid address', names on Solana too (spec §9: names on eip155 only)", () => {
    expect(() => receiverKind('solana', 'bob.reown.id')).toThrow('Address bob.reown.id is invalid')
    expect(() => receiverKind('eip155', 'not-an-address')).toThrow(
      'Address not-an-address is invalid',
    )
    expect(() => receiverKind('solana', '0x000000000000000000000000000000000000bEEF')).toThrow(
      expect.objectContaining({ code: 'INVALID_ADDRESS' }),
    )
  })
})
