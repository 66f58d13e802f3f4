import bs58 from 'bs58'
import { describe, expect, it } from 'vitest'
import { isSessionAddress, parseSessionAccount, sameAddress } from './sessionAccount'

const EVM = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const SOL = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'
const GENESIS = 'solana:4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ'

describe('isSessionAddress', () => {
  it('takes 0x and 40 hex digits on eip155, the base58 of 32 bytes on solana', () => {
    expect(isSessionAddress('eip155', EVM)).toBe(true)
    expect(isSessionAddress('eip155', EVM.toLowerCase())).toBe(true)
    expect(isSessionAddress('solana', SOL)).toBe(true)
  })

  it('refuses anything else', () => {
    for (const value of ['notanaddress', '', EVM.slice(2), `${EVM}00`, SOL, undefined, 1])
      expect(isSessionAddress('eip155', value)).toBe(false)
    // 31 and 33 bytes, a 0 (not base58), an EVM address.
    const short = bs58.encode(new Uint8Array(31).fill(5))
    const long = bs58.encode(new Uint8Array(33).fill(5))
    for (const value of [short, long, `${SOL.slice(0, -1)}0`, EVM])
      expect(isSessionAddress('solana', value)).toBe(false)
    expect(isSessionAddress('bip122', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq')).toBe(false)
  })
})

describe('parseSessionAccount', () => {
  const chains = ['eip155:1', 'eip155:8453']
  it('splits an account on a requested chain', () => {
    expect(parseSessionAccount('eip155', `eip155:8453:${EVM}`, chains)).toEqual({
      chainId: 'eip155:8453',
      address: EVM,
    })
    expect(parseSessionAccount('solana', `${GENESIS}:${SOL}`, [GENESIS])).toEqual({
      chainId: GENESIS,
      address: SOL,
    })
  })

  it('drops other chains and namespaces, malformed CAIP-10 strings and non-strings', () => {
    for (const account of [
      `eip155:999:${EVM}`,
      `cosmos:cosmoshub-4:cosmos1abc`,
      `solana:1:${EVM}`,
      'eip155:1:notanaddress',
      'eip155:1:',
      `eip155:1:${EVM}:extra`,
      `eip155:1`,
      '',
      `eip155:1:${'a'.repeat(300)}`,
      null,
      { toString: () => `eip155:1:${EVM}` },
    ])
      expect(parseSessionAccount('eip155', account, chains)).toBeUndefined()
  })
})

describe('sameAddress', () => {
  it('compares EVM addresses in any case, Solana ones exactly', () => {
    expect(sameAddress('eip155', EVM, EVM.toLowerCase())).toBe(true)
    expect(sameAddress('solana', SOL, SOL.toLowerCase())).toBe(false)
  })
})
