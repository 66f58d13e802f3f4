import { describe, expect, it } from 'vitest'
import type { GrantedNamespaces } from './grantedNamespaces'
import { readWalletEvent, toEip155ChainId } from './walletEvent'

const EVM = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const EVM2 = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const SOL = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'
const GENESIS = 'solana:4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ'
const granted: GrantedNamespaces = {
  eip155: { chains: ['eip155:1', 'eip155:10'], addresses: [EVM, EVM2] },
  solana: { chains: [GENESIS], addresses: [SOL] },
}
const event = (chainId: unknown, name: unknown, data: unknown) => ({
  chainId,
  event: { name, data },
})

describe('toEip155ChainId', () => {
  it('reads a number, hex or decimal text, or a CAIP-2 id', () => {
    for (const value of [10, '0xa', '0xA', '10', 'eip155:10'])
      expect(toEip155ChainId(value)).toBe(10)
  })
  it('refuses garbage, non-positive, fractional and huge ids', () => {
    for (const value of [
      '0xzz',
      '',
      '0x',
      -1,
      0,
      1.5,
      '-1',
      2 ** 53,
      '0x20000000000000',
      '1e3',
      NaN,
      Infinity,
      null,
      {},
      [10],
    ])
      expect(toEip155ChainId(value)).toBeUndefined()
  })
})

describe('readWalletEvent', () => {
  it('passes a chain change to a granted chain, and granted accounts (plain or CAIP-10)', () => {
    expect(readWalletEvent(event('eip155:1', 'chainChanged', 10), granted)).toEqual({
      type: 'chainChanged',
      namespace: 'eip155',
      chainId: 'eip155:10',
    })
    expect(readWalletEvent(event(GENESIS, 'chainChanged', GENESIS), granted)).toMatchObject({
      chainId: GENESIS,
    })
    expect(
      readWalletEvent(
        event('eip155:1', 'accountsChanged', [EVM2.toLowerCase(), `eip155:1:${EVM}`]),
        granted,
      ),
    ).toEqual({ type: 'accountsChanged', namespace: 'eip155', addresses: [EVM2, EVM] })
    expect(readWalletEvent(event(GENESIS, 'accountsChanged', [SOL]), granted)).toMatchObject({
      addresses: [SOL],
    })
  })

  it('ignores a chain change to a chain not granted, or garbage', () => {
    for (const data of [999, '0xzz', -1, 2 ** 60, 'eip155:999', null, { chainId: 10 }])
      expect(readWalletEvent(event('eip155:1', 'chainChanged', data), granted)).toBeUndefined()
    expect(readWalletEvent(event(GENESIS, 'chainChanged', 'solana:other'), granted)).toBeUndefined()
    expect(readWalletEvent(event(GENESIS, 'chainChanged', 5), granted)).toBeUndefined()
  })

  it('ignores accounts that are not addresses, or not the session’s', () => {
    const other = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'
    for (const data of [
      ['notanaddress'],
      [other],
      [EVM, other],
      [`eip155:999:${EVM}`],
      [],
      EVM,
      { 0: EVM, length: 1 },
      Array.from({ length: 5000 }, () => EVM),
      [SOL],
    ])
      expect(readWalletEvent(event('eip155:1', 'accountsChanged', data), granted)).toBeUndefined()
  })

  it('ignores events on a namespace or chain not granted, unknown events and odd shapes', () => {
    expect(readWalletEvent(event('eip155:999', 'chainChanged', 1), granted)).toBeUndefined()
    expect(
      readWalletEvent(event('cosmos:cosmoshub-4', 'accountsChanged', ['cosmos1x']), granted),
    ).toBeUndefined()
    expect(readWalletEvent(event('__proto__:1', 'chainChanged', 1), granted)).toBeUndefined()
    expect(readWalletEvent(event('eip155:1', 'disconnect', null), granted)).toBeUndefined()
    expect(readWalletEvent(event('eip155:1', 'accountsChanged', [EVM]), {})).toBeUndefined()
    for (const params of [undefined, null, 'eip155:1', { chainId: 1 }, { chainId: 'eip155:1' }])
      expect(readWalletEvent(params, granted)).toBeUndefined()
    expect(
      readWalletEvent(
        JSON.parse(
          '{"chainId":"eip155:1","__proto__":{"event":{"name":"chainChanged","data":10}}}',
        ),
        granted,
      ),
    ).toBeUndefined()
  })
})

describe('readWalletEvent on bip122', () => {
  const BITCOIN = 'bip122:000000000019d6689c085ae165831e93'
  const PAYMENT = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'
  const ORDINALS = 'bc1p5d7rjq7g6rdk2yhzks9smlaqtedr4dekq08ge8ztwac72sfr9rusxg3297'
  const bitcoin: GrantedNamespaces = {
    bip122: { chains: [BITCOIN], addresses: [PAYMENT, ORDINALS] },
  }

  it('reads bip122_addressesChanged ({ address } entries) as the granted addresses it names', () => {
    expect(
      readWalletEvent(
        event(BITCOIN, 'bip122_addressesChanged', [
          { address: ORDINALS, intention: 'ordinal' },
          { address: PAYMENT },
        ]),
        bitcoin,
      ),
    ).toEqual({ type: 'accountsChanged', namespace: 'bip122', addresses: [ORDINALS, PAYMENT] })
  })

  it('ignores an address not granted, of another network, or not in an entry', () => {
    const other = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4'
    for (const data of [
      [{ address: other }],
      [{ address: 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx' }],
      [PAYMENT],
      [],
      'x',
    ])
      expect(readWalletEvent(event(BITCOIN, 'bip122_addressesChanged', data), bitcoin)).toBe(
        undefined,
      )
    // The name belongs to bip122 alone.
    expect(
      readWalletEvent(event('eip155:1', 'bip122_addressesChanged', [{ address: EVM }]), granted),
    ).toBe(undefined)
  })
})
