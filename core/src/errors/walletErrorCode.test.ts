import { describe, expect, it } from 'vitest'
import { LatchError } from './LatchError'
import { askWallet, walletErrorCode } from './walletErrorCode'

describe('walletErrorCode', () => {
  it('finds the code where wallets put it', () => {
    expect(walletErrorCode({ code: 4001 })).toBe(4001)
    expect(walletErrorCode({ data: { originalError: { code: 4100 } } })).toBe(4100)
    expect(walletErrorCode(new Error('wrapped', { cause: { code: 4902 } }))).toBe(4902)
    expect(walletErrorCode(new Error('no code'))).toBeUndefined()
  })

  it('stops on a cause that loops', () => {
    const looping: { cause?: unknown } = {}
    looping.cause = looping
    expect(walletErrorCode(looping)).toBeUndefined()
  })
})

describe('askWallet', () => {
  it("maps a wallet's rejection to the rejected-request LatchError", async () => {
    const rejection = Object.assign(new Error('User rejected the request.'), { code: 4001 })
    await expect(askWallet(() => Promise.reject(rejection))).rejects.toMatchObject({
      name: 'LatchError',
      code: 'USER_REJECTED_REQUEST',
      rpcCode: 4001,
    })
  })

  it('lets a LatchError through as it is, and passes results', async () => {
    const error = new LatchError('NETWORK_NOT_FOUND')
    await expect(askWallet(() => Promise.reject(error))).rejects.toBe(error)
    await expect(askWallet(async () => 'ok')).resolves.toBe('ok')
  })
})
