import { LatchError } from '@latch/core'
import { describe, expect, it } from 'vitest'
import { verificationError } from './verificationError'

const refused = new LatchError('API_REQUEST_FAILED', { details: '401 Sign-in refused' })

describe("the server's refusal of a signed message, as the person reads it (spec §8)", () => {
  it('tells a smart account the app might not support Smart Accounts', () => {
    const error = verificationError(refused, 'smartAccount')
    expect(error).toMatchObject({
      code: 'SMART_ACCOUNTS_NOT_SUPPORTED',
      message: 'This application might not support Smart Accounts',
      details: '401 Sign-in refused',
    })
    expect(error.cause).toBe(refused)
  })

  it('tells anyone else the sign-in could not be verified', () => {
    for (const accountType of ['eoa', undefined]) {
      expect(verificationError(refused, accountType)).toMatchObject({
        code: 'SIWX_VERIFICATION_FAILED',
        message: 'The sign-in could not be verified',
        details: '401 Sign-in refused',
      })
    }
  })
})
