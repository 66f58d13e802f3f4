import bs58 from 'bs58'
import { describe, expect, it } from 'vitest'
import { checkRequestResult } from './requestResult'

const SIGNATURE = `0x${'ab'.repeat(65)}`
const HASH = `0x${'12'.repeat(32)}`
const SOL_SIGNATURE = bs58.encode(new Uint8Array(64).fill(3))
const malformed = (method: string) =>
  expect.objectContaining({
    code: 'MALFORMED_RESPONSE',
    details: expect.stringContaining(method),
  })

describe('checkRequestResult', () => {
  it('passes what was asked for', () => {
    expect(checkRequestResult('personal_sign', SIGNATURE)).toBe(SIGNATURE)
    // A smart account's signature is longer (ERC-1271, ERC-6492).
    const long = `0x${'cd'.repeat(500)}`
    expect(checkRequestResult('eth_signTypedData_v4', long)).toBe(long)
    expect(checkRequestResult('eth_sendTransaction', HASH)).toBe(HASH)
    expect(checkRequestResult('wallet_switchEthereumChain', { anything: 1 })).toBeNull()
    expect(checkRequestResult('solana_signMessage', { signature: SOL_SIGNATURE })).toEqual({
      signature: SOL_SIGNATURE,
    })
    expect(
      checkRequestResult('solana_signTransaction', {
        signature: SOL_SIGNATURE,
        transaction: 'AQID',
        extra: 'ignored',
      }),
    ).toEqual({ signature: SOL_SIGNATURE, transaction: 'AQID' })
    expect(checkRequestResult('eth_getBalance', '0x1')).toBe('0x1')
  })

  it('refuses an EVM signature that is not hex, or not 65 or more whole bytes', () => {
    for (const answer of [
      'not hex',
      `0x${'zz'.repeat(65)}`,
      `0x${'ab'.repeat(64)}`,
      `${SIGNATURE}0`,
      'ab'.repeat(65),
      `0x${'ab'.repeat(70_000)}`,
      null,
      { signature: SIGNATURE },
    ])
      expect(() => checkRequestResult('personal_sign', answer)).toThrow(malformed('personal_sign'))
  })

  it('refuses a transaction hash that is not 32 bytes of hex', () => {
    for (const answer of ['0x1234', `${HASH}00`, HASH.slice(2), `0x${'zz'.repeat(32)}`, 1])
      expect(() => checkRequestResult('eth_sendTransaction', answer)).toThrow(
        malformed('eth_sendTransaction'),
      )
  })

  it('refuses a Solana signature that is not the base58 of 64 bytes', () => {
    for (const signature of [
      'abc',
      bs58.encode(new Uint8Array(32).fill(3)),
      bs58.encode(new Uint8Array(65).fill(3)),
      `${SOL_SIGNATURE.slice(0, -1)}0`,
      7,
    ]) {
      expect(() => checkRequestResult('solana_signMessage', { signature })).toThrow(
        malformed('solana_signMessage'),
      )
      expect(() => checkRequestResult('solana_signAndSendTransaction', { signature })).toThrow(
        malformed('solana_signAndSendTransaction'),
      )
    }
    expect(() => checkRequestResult('solana_signMessage', SOL_SIGNATURE)).toThrow(
      malformed('solana_signMessage'),
    )
  })

  it('refuses a transaction answer that is neither, or not base64', () => {
    for (const answer of [{}, { transaction: 'not base64!' }, { transaction: 'A'.repeat(5000) }])
      expect(() => checkRequestResult('solana_signTransaction', answer)).toThrow(
        malformed('solana_signTransaction'),
      )
  })

  it('refuses answers with prototype keys, and reads only own fields', () => {
    const hostile = [
      JSON.parse(`{"__proto__": {"signature": "${SOL_SIGNATURE}"}}`),
      JSON.parse(`{"signature": "${SOL_SIGNATURE}", "__proto__": {"polluted": true}}`),
      { signature: SOL_SIGNATURE, constructor: { prototype: { polluted: true } } },
    ]
    for (const answer of hostile)
      expect(() => checkRequestResult('solana_signMessage', answer)).toThrow(
        malformed('solana_signMessage'),
      )
    const inherited = Object.create({ signature: SOL_SIGNATURE })
    expect(() => checkRequestResult('solana_signMessage', inherited)).toThrow(
      malformed('solana_signMessage'),
    )
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })
})
