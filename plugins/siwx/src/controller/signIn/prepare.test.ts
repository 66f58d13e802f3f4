import { LatchError } from '@latch/core'
import { describe, expect, it } from 'vitest'
import { initFailure } from './prepare'

// Preparing on real parts (a nonce from the local API, a failing one disconnecting) is
// siwx.integration.test.ts's; here, what its failures say.

describe('a sign-in that could not start (spec §8)', () => {
  it("is 'A problem occurred while trying initialize authentication', the cause's message in details", () => {
    const cause = new LatchError('API_REQUEST_FAILED', { details: '503' })
    expect(initFailure(cause)).toMatchObject({
      code: 'AUTHENTICATION_INIT_FAILED',
      message: 'A problem occurred while trying initialize authentication',
      details: cause.message,
    })
    expect(initFailure(new TypeError('fetch failed')).code).toBe('AUTHENTICATION_INIT_FAILED')
  })

  it('keeps one that already says so, with its own details', () => {
    const noSite = new LatchError('AUTHENTICATION_INIT_FAILED', {
      details: 'No page to sign in to',
    })
    expect(initFailure(noSite)).toBe(noSite)
  })
})
