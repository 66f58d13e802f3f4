import { describe, expect, it } from 'vitest'
import {
  grantedNamespaces,
  MAX_SESSION_ACCOUNT_ENTRIES,
  MAX_SESSION_ADDRESSES,
} from './grantedNamespaces'

const EVM = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const EVM2 = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const SOL = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'
const GENESIS = 'solana:4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ'
const requested = { eip155: ['eip155:1', 'eip155:10'], solana: [GENESIS] }
const ns = (accounts: unknown[]) => ({ accounts, methods: [], events: [] })
const evmAddress = (i: number) => `0x${i.toString(16).padStart(40, '0')}`

describe('grantedNamespaces', () => {
  it('keeps valid accounts on requested chains, each address once, in the wallet order', () => {
    expect(
      grantedNamespaces(
        {
          eip155: ns([`eip155:10:${EVM}`, `eip155:1:${EVM}`, `eip155:1:${EVM.toLowerCase()}`]),
          solana: ns([`${GENESIS}:${SOL}`]),
        },
        requested,
      ),
    ).toEqual({
      eip155: { chains: ['eip155:10', 'eip155:1'], addresses: [EVM] },
      solana: { chains: [GENESIS], addresses: [SOL] },
    })
  })

  it('ignores namespaces and chains not requested, drops malformed accounts', () => {
    const granted = grantedNamespaces(
      {
        eip155: ns([
          `eip155:999:${EVM2}`,
          'eip155:1:notanaddress',
          '',
          42,
          `eip155:1:${EVM}`,
          `solana:1:${EVM2}`,
        ]),
        solana: ns([`${GENESIS}:short`, `${GENESIS}:${EVM}`]),
        cosmos: ns(['cosmos:cosmoshub-4:cosmos1qypqxpq9qcrsszg2pvxq6rs0zqg3yyc5lzv7xu']),
      },
      requested,
    )
    expect(granted).toEqual({ eip155: { chains: ['eip155:1'], addresses: [EVM] } })
  })

  it('reads namespaces as own keys only: __proto__, inherited and odd shapes are nothing', () => {
    const hostile = JSON.parse(
      `{"__proto__": {"accounts": ["eip155:1:${EVM}"]}, "constructor": {"accounts": []}}`,
    )
    expect(grantedNamespaces(hostile, requested)).toEqual({})
    expect(
      grantedNamespaces(Object.create({ eip155: ns([`eip155:1:${EVM}`]) }), requested),
    ).toEqual({})
    for (const value of [undefined, null, 'eip155', [ns([`eip155:1:${EVM}`])], { eip155: 'x' }])
      expect(grantedNamespaces(value, requested)).toEqual({})
    expect(grantedNamespaces({ eip155: { accounts: `eip155:1:${EVM}` } }, requested)).toEqual({})
    expect(({} as Record<string, unknown>).accounts).toBeUndefined()
  })

  it(`keeps at most ${MAX_SESSION_ADDRESSES} addresses and reads at most ${MAX_SESSION_ACCOUNT_ENTRIES} entries`, () => {
    const many = Array.from({ length: 3000 }, (_, i) => `eip155:1:${evmAddress(i + 1)}`)
    const granted = grantedNamespaces({ eip155: ns(many) }, requested)
    expect(granted.eip155?.addresses).toHaveLength(MAX_SESSION_ADDRESSES)
    expect(granted.eip155?.addresses[0]).toBe(evmAddress(1))

    const late = [
      ...Array.from({ length: MAX_SESSION_ACCOUNT_ENTRIES }, () => 'eip155:1:notanaddress'),
      `eip155:1:${EVM}`,
    ]
    expect(grantedNamespaces({ eip155: ns(late) }, requested)).toEqual({})
  })

  it('reads nothing of a namespace the dapp did not request', () => {
    expect(
      grantedNamespaces({ solana: ns([`${GENESIS}:${SOL}`]) }, { eip155: ['eip155:1'] }),
    ).toEqual({})
  })
})
