import { describe, expect, it } from 'vitest'
import { checkRequestResult } from './requestResult'

const SIGNATURE = `0x${'ab'.repeat(65)}`
const HASH = `0x${'12'.repeat(32)}`
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

  it('leaves Solana answers to the wallet that asked (checked by @latch/solana/request-wallet)', () => {
    const answer = { signature: 'checked by createRequestWallet' }
    expect(checkRequestResult('solana_signMessage', answer)).toBe(answer)
  })
})
