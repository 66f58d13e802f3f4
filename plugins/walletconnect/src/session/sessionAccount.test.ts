import bs58 from 'bs58'
import { describe, expect, it } from 'vitest'
import { isSessionAddress, parseSessionAccount, sameAddress } from './sessionAccount'

const EVM = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const SOL = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'
const GENESIS = 'solana:4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ'
const BITCOIN = 'bip122:000000000019d6689c085ae165831e93'
const REGTEST = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'
const BTC = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'
const TAPROOT = 'bc1p5d7rjq7g6rdk2yhzks9smlaqtedr4dekq08ge8ztwac72sfr9rusxg3297'

describe('isSessionAddress', () => {
  it('takes 0x and 40 hex digits on eip155, the base58 of 32 bytes on solana, the chain’s addresses on bip122', () => {
    expect(isSessionAddress('eip155', EVM, 'eip155:1')).toBe(true)
    expect(isSessionAddress('eip155', EVM.toLowerCase(), 'eip155:1')).toBe(true)
    expect(isSessionAddress('solana', SOL, GENESIS)).toBe(true)
    for (const address of [BTC, TAPROOT, '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2'])
      expect(isSessionAddress('bip122', address, BITCOIN)).toBe(true)
  })

  it('refuses anything else', () => {
    for (const value of ['notanaddress', '', EVM.slice(2), `${EVM}00`, SOL, undefined, 1])
      expect(isSessionAddress('eip155', value, 'eip155:1')).toBe(false)
    // 31 and 33 bytes, a 0 (not base58), an EVM address.
    const short = bs58.encode(new Uint8Array(31).fill(5))
    const long = bs58.encode(new Uint8Array(33).fill(5))
    for (const value of [short, long, `${SOL.slice(0, -1)}0`, EVM])
      expect(isSessionAddress('solana', value, GENESIS)).toBe(false)
    // Another network's address (mainnet's on regtest), a broken checksum, an EVM address.
    for (const value of [BTC, `${BTC.slice(0, -1)}q`, EVM, SOL, undefined])
      expect(isSessionAddress('bip122', value, REGTEST)).toBe(false)
    expect(isSessionAddress('cosmos' as never, BTC, BITCOIN)).toBe(false)
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
