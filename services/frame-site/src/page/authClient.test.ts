import { startAuthServer } from '@latch/auth-server'
import { startMailCatcher } from '@latch/testkit'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type AuthClient, createAuthClient } from './authClient'

// The frame's client against a real auth server (its README's API).
describe('createAuthClient against the auth server', () => {
  let mail: Awaited<ReturnType<typeof startMailCatcher>>
  let stop: () => Promise<void>
  let auth: AuthClient
  let time = 1_700_000_000_000
  beforeAll(async () => {
    mail = await startMailCatcher()
    const server = await startAuthServer({
      smtp: mail.smtp,
      mailFrom: 'login@latch.test',
      frameOrigins: ['http://frame.test'],
      clock: { now: () => time },
    })
    stop = server.stop
    auth = createAuthClient(server.url)
  })
  afterAll(async () => {
    await stop?.()
    await mail?.stop()
  })

  const login = async (email: string, deviceId: string) => {
    expect(await auth.connectEmail(email, deviceId)).toBe('VERIFY_OTP')
    const code = (await mail.waitForMessage({ to: email })).text.match(/\b\d{6}\b/)?.[0] ?? ''
    return (await auth.verifyOtp(email, deviceId, code)).sessionToken
  }

  it('signOutEverywhere ends every session of the user, this one included', async () => {
    const here = await login('ada@example.com', 'device-ada-1')
    time += 30_000 // the resend cooldown
    const there = await login('ada@example.com', 'device-ada-1')
    expect(await auth.me(there)).toMatchObject({ email: 'ada@example.com' })
    await auth.signOutEverywhere(here)
    expect(await auth.me(here)).toBeUndefined()
    expect(await auth.me(there)).toBeUndefined()
  })
})
