import { stringToHex } from 'viem'
import { describe, expect, it } from 'vitest'
import { askedNamespaces, decodeMessage, summarizeParams } from './describe'

describe('askedNamespaces', () => {
  it('merges required and optional per namespace and marks the chains the wallet lacks', () => {
    const asked = askedNamespaces(
      { eip155: { chains: ['eip155:31337'], methods: ['personal_sign'], events: [] } },
      {
        eip155: {
          chains: ['eip155:31337', 'eip155:1'],
          methods: ['eth_sendTransaction'],
          events: [],
        },
        'solana:abc': { methods: ['solana_signMessage'], events: [] },
      },
      ['eip155:31337'],
    )
    expect(asked).toEqual([
      {
        name: 'eip155',
        required: true,
        chains: [
          { chainId: 'eip155:31337', known: true },
          { chainId: 'eip155:1', known: false },
        ],
        methods: ['personal_sign', 'eth_sendTransaction'],
      },
      {
        name: 'solana',
        required: false,
        chains: [{ chainId: 'solana:abc', known: false }],
        methods: ['solana_signMessage'],
      },
    ])
  })
})

describe('summarizeParams', () => {
  const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

  it('shows a personal_sign message as text when it is text, else as hex', () => {
    expect(summarizeParams('personal_sign', [stringToHex('Hello Latch'), address])).toBe(
      `Sign message "Hello Latch" with ${address}`,
    )
    expect(decodeMessage('0x00ff10')).toBe('0x00ff10')
    expect(decodeMessage('plain words')).toBe('plain words')
  })

  it('shows what a transaction sends, and where', () => {
    expect(
      summarizeParams('eth_sendTransaction', [
        {
          from: address,
          to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
          value: '0x16345785d8a0000',
          data: '0xa9059cbb',
        },
      ]),
    ).toBe(
      `Send 0.1 ETH from ${address} to 0x70997970C51812dc3A010C7d01b50e0d17dc79C8, data 4 bytes`,
    )
  })

  it('names typed data, a chain switch and Solana transactions', () => {
    expect(
      summarizeParams('eth_signTypedData_v4', [
        address,
        JSON.stringify({ primaryType: 'Mail', domain: { name: 'Ether Mail' } }),
      ]),
    ).toBe(`Sign typed data Mail for "Ether Mail" with ${address}`)
    expect(summarizeParams('wallet_switchEthereumChain', [{ chainId: '0x7a6a' }])).toBe(
      'Switch to chain 31338',
    )
    expect(summarizeParams('solana_signAndSendTransaction', { transaction: 'AAAA' })).toBe(
      'Sign and send a transaction (3 bytes)',
    )
  })

  it('falls back to short JSON, and never throws on odd params', () => {
    expect(summarizeParams('eth_getBalance', [address, 'latest'])).toBe(`["${address}","latest"]`)
    expect(summarizeParams('eth_signTypedData_v4', [address, '{not json'])).toContain('{not json')
    expect(summarizeParams('x', 'y'.repeat(1000)).length).toBe(240)
  })
})
