import bs58 from 'bs58'
import { describe, expect, it } from 'vitest'
import { checkSolanaResult } from './requestResult'

const SOL_SIGNATURE = bs58.encode(new Uint8Array(64).fill(3))
const malformed = (method: string) =>
  expect.objectContaining({
    code: 'MALFORMED_RESPONSE',
    details: expect.stringContaining(method),
  })

describe('checkSolanaResult', () => {
  it('passes what was asked for, as a fresh object of its own fields', () => {
    expect(checkSolanaResult('solana_signMessage', { signature: SOL_SIGNATURE })).toEqual({
      signature: SOL_SIGNATURE,
    })
    expect(
      checkSolanaResult('solana_signAndSendTransaction', { signature: SOL_SIGNATURE, x: 1 }),
    ).toEqual({ signature: SOL_SIGNATURE })
    expect(
      checkSolanaResult('solana_signTransaction', {
        signature: SOL_SIGNATURE,
        transaction: 'AQID',
        extra: 'ignored',
      }),
    ).toEqual({ signature: SOL_SIGNATURE, transaction: 'AQID' })
    expect(checkSolanaResult('solana_signTransaction', { transaction: 'AQID' })).toEqual({
      transaction: 'AQID',
    })
    expect(checkSolanaResult('solana_signAllTransactions', { transactions: ['AQID'] })).toEqual({
      transactions: ['AQID'],
    })
  })

  it('refuses a Solana signature that is not the base58 of 64 bytes', () => {
    for (const signature of [
      'abc',
      bs58.encode(new Uint8Array(32).fill(3)),
      bs58.encode(new Uint8Array(65).fill(3)),
      `${SOL_SIGNATURE.slice(0, -1)}0`,
      7,
    ]) {
      expect(() => checkSolanaResult('solana_signMessage', { signature })).toThrow(
        malformed('solana_signMessage'),
      )
      expect(() => checkSolanaResult('solana_signAndSendTransaction', { signature })).toThrow(
        malformed('solana_signAndSendTransaction'),
      )
      expect(() => checkSolanaResult('solana_signTransaction', { signature })).toThrow(
        malformed('solana_signTransaction'),
      )
    }
    for (const answer of [SOL_SIGNATURE, null, [SOL_SIGNATURE]])
      expect(() => checkSolanaResult('solana_signMessage', answer)).toThrow(
        malformed('solana_signMessage'),
      )
  })

  it('refuses a transaction answer that is neither, or not base64', () => {
    for (const answer of [{}, { transaction: 'not base64!' }, { transaction: 'A'.repeat(5000) }])
      expect(() => checkSolanaResult('solana_signTransaction', answer)).toThrow(
        malformed('solana_signTransaction'),
      )
    for (const answer of [{}, { transactions: 'AQID' }, { transactions: ['AQID', 'no!'] }])
      expect(() => checkSolanaResult('solana_signAllTransactions', answer)).toThrow(
        malformed('solana_signAllTransactions'),
      )
  })

  it('refuses answers with prototype keys, and reads only own fields', () => {
    const hostile = [
      JSON.parse(`{"__proto__": {"signature": "${SOL_SIGNATURE}"}}`),
      JSON.parse(`{"signature": "${SOL_SIGNATURE}", "__proto__": {"polluted": true}}`),
      { signature: SOL_SIGNATURE, constructor: { prototype: { polluted: true } } },
    ]
    for (const answer of hostile)
      expect(() => checkSolanaResult('solana_signMessage', answer)).toThrow(
        malformed('solana_signMessage'),
      )
    const inherited = Object.create({ signature: SOL_SIGNATURE })
    expect(() => checkSolanaResult('solana_signMessage', inherited)).toThrow(
      malformed('solana_signMessage'),
    )
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })
})
