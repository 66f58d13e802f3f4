import { LatchError } from '@latch/core'
import { describe, expect, it } from 'vitest'
import { standardWalletError } from './standardWalletError'

describe('standardWalletError', () => {
  it('finds a user rejection in any shape wallets throw it', () => {
    const shapes: unknown[] = [
      'User rejected the request.',
      { code: 'ACTION_REJECTED', info: { error: { code: 4001 } } },
      { code: 'ACTION_REJECTED' },
      new Error('outer', { cause: new Error('inner', { cause: { code: 4001 } }) }),
      { code: -32603, message: 'Internal JSON-RPC error.', data: { code: 4001 } },
      { code: -32603, data: { originalError: { code: 4001 } } },
      new Error('User denied transaction signature'),
    ]
    for (const shape of shapes) expect(standardWalletError(shape)).toMatchObject({ code: 4001 })
  })

  it('keeps the real code under a -32603 wrapper, else the wrapper', () => {
    expect(standardWalletError({ code: -32603, data: { code: 4100 } })).toMatchObject({
      code: 4100,
    })
    const internal = { code: -32603, message: 'Internal JSON-RPC error.' }
    expect(standardWalletError(internal)).toBe(internal)
  })

  it('leaves a LatchError, a standard error and one with no code as they are', () => {
    const latch = new LatchError('CHAIN_MISMATCH')
    expect(standardWalletError(latch)).toBe(latch)
    const standard = { code: 4100, message: 'Unauthorized' }
    expect(standardWalletError(standard)).toBe(standard)
    const plain = new Error('the node is down')
    expect(standardWalletError(plain)).toBe(plain)
    expect(standardWalletError('no wallet answer')).toMatchObject({ message: 'no wallet answer' })
  })

  it('does not read a rejection into the words of an error that has a code', () => {
    expect(standardWalletError({ code: 4100, message: 'user rejected earlier' })).toMatchObject({
      code: 4100,
    })
  })
})
