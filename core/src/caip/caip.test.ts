import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { LatchError } from '../errors/LatchError'
import { isEvmAddress } from './address'
import { formatCaipNetworkId, isCaipNetworkId, parseCaipNetworkId } from './caip'
import {
  formatCaipAddress,
  isCaipAddress,
  parseCaipAddress,
  validateCaipAddress,
} from './caipAddress'
import { isSolanaAddress } from './solanaAddress'

const evm = '0x52908400098527886E0F7030069857D2E4169EE7'
const solana = '4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T'

describe('CAIP-2 network ids', () => {
  it('parses and formats namespace:reference', () => {
    expect(parseCaipNetworkId('eip155:8453')).toEqual({ namespace: 'eip155', reference: '8453' })
    expect(parseCaipNetworkId('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toEqual({
      namespace: 'solana',
      reference: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    })
    expect(formatCaipNetworkId('eip155', 1)).toBe('eip155:1')
  })

  it.each(['eip155', 'eip155:1:0xabc', ':1', 'eip155:', 'EIP155:1', 'ab:1', 'eip155:1 ', 7, null])(
    'refuses %s with "Invalid CAIP-2 network id"',
    (value) => {
      expect(() => parseCaipNetworkId(value)).toThrow(
        expect.objectContaining({
          code: 'INVALID_CAIP2_NETWORK_ID',
          message: 'Invalid CAIP-2 network id',
        }),
      )
      expect(isCaipNetworkId(value)).toBe(false)
    },
  )
})

describe('CAIP-10 account ids', () => {
  it('parses namespace:reference:address with a known namespace', () => {
    expect(parseCaipAddress(`eip155:1:${evm}`)).toEqual({
      namespace: 'eip155',
      reference: '1',
      caipNetworkId: 'eip155:1',
      address: evm,
    })
    expect(isCaipAddress(`bip122:000000000019d6689c085ae165831e93:bc1qxyz`)).toBe(true)
  })

  it.each([
    `eip155:${evm}`,
    `eip155:1:${evm}:extra`,
    `Unknown:1:${evm}`,
    'eip155:1:',
    '',
    undefined,
  ])('refuses %s with "Invalid CAIP-10 address"', (value) => {
    expect(() => parseCaipAddress(value)).toThrow(
      expect.objectContaining({
        code: 'INVALID_CAIP10_ADDRESS',
        message: 'Invalid CAIP-10 address',
      }),
    )
  })

  it('validates the address part per namespace with "Invalid CAIP Address"', () => {
    expect(validateCaipAddress(`eip155:1:${evm}`)).toBe(`eip155:1:${evm}`)
    expect(formatCaipAddress('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', solana)).toContain(solana)
    for (const bad of [`eip155:1:0x123`, `solana:mainnet:0OIl${'1'.repeat(40)}`, 'nonsense']) {
      expect(() => validateCaipAddress(bad)).toThrow(
        expect.objectContaining({ code: 'INVALID_CAIP_ADDRESS', message: 'Invalid CAIP Address' }),
      )
    }
  })
})

describe('addresses', () => {
  it('EVM: 40 hex digits, 0x optional', () => {
    expect(isEvmAddress(evm)).toBe(true)
    expect(isEvmAddress(evm.slice(2))).toBe(true)
    expect(isEvmAddress(`${evm}0`)).toBe(false)
    expect(isEvmAddress('0xZZ908400098527886E0F7030069857D2E4169EE7')).toBe(false)
  })

  it('Solana: base58 of 32 to 44 characters', () => {
    expect(isSolanaAddress(solana)).toBe(true)
    expect(isSolanaAddress('1'.repeat(32))).toBe(true)
    expect(isSolanaAddress('1'.repeat(31))).toBe(false)
    expect(isSolanaAddress('1'.repeat(45))).toBe(false)
    expect(isSolanaAddress(`0${'1'.repeat(40)}`)).toBe(false) // 0 is not base58
  })
})

describe('parsers never throw anything but LatchError', () => {
  const anything = fc.oneof(
    fc.anything(),
    fc.string(),
    fc.stringMatching(/^[a-z0-9:-]{0,20}$/),
    fc
      .tuple(fc.constantFrom('eip155', 'solana', 'bip122', 'x'), fc.string(), fc.string())
      .map((parts) => parts.join(':')),
  )
  const onlyLatchErrors = (parse: (value: unknown) => unknown) => (value: unknown) => {
    try {
      parse(value)
    } catch (error) {
      if (!(error instanceof LatchError)) throw error
    }
  }

  it.each([
    ['parseCaipNetworkId', parseCaipNetworkId],
    ['parseCaipAddress', parseCaipAddress],
    ['validateCaipAddress', validateCaipAddress],
  ] as const)('%s', (_, parse) => {
    fc.assert(fc.property(anything, onlyLatchErrors(parse)), { numRuns: 2000 })
  })

  it('address checks answer a boolean for anything', () => {
    fc.assert(
      fc.property(anything, (value) => {
        expect(typeof isEvmAddress(value)).toBe('boolean')
        expect(typeof isSolanaAddress(value)).toBe('boolean')
      }),
      { numRuns: 2000 },
    )
  })

  it('format ∘ parse round-trips every valid network id', () => {
    const id = fc
      .tuple(fc.stringMatching(/^[-a-z0-9]{3,8}$/), fc.stringMatching(/^[-_a-zA-Z0-9]{1,32}$/))
      .map(([n, r]) => `${n}:${r}`)
    fc.assert(
      fc.property(id, (value) => {
        const { namespace, reference } = parseCaipNetworkId(value)
        expect(formatCaipNetworkId(namespace, reference)).toBe(value)
      }),
    )
  })
})
