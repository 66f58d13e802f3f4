import { openSqlStore, type SqlStore } from '@latch/sql-store'
import { type LocalPostgres, startPostgres } from '@latch/testkit'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AUTH_NAMESPACE } from './storage'
import { crashingStorage } from './test/crashingStorage'
import { createFakeClock, useAuthServer } from './test/harness'

/**
 * A change that spans records commits whole or not at all: the server "dies" at a chosen write
 * (PostgreSQL rolls back an open transaction when its connection drops), then the person tries
 * again and everything is as before the change.
 */
describe('a crash half way through a change leaves no half-changed record', () => {
  let postgres: LocalPostgres
  let store: SqlStore
  const clock = createFakeClock()
  const storage = crashingStorage(() => store.records(AUTH_NAMESPACE))
  beforeAll(async () => {
    postgres = await startPostgres()
    store = await openSqlStore({ databaseUrl: postgres.url, now: clock.now })
  })
  afterAll(async () => {
    await store?.close()
    await postgres?.stop()
  })
  const server = useAuthServer({ clock, storage })

  it('a new user: dying after the email is claimed, before the user is written', async () => {
    const email = 'new@example.com'
    const deviceId = 'device-new-1'
    await server.call('POST', '/v1/email/connect', { body: { email, deviceId } })
    const otp = await server.readCode(email)
    storage.crashAt((operation, key) => operation === 'set' && key.startsWith('user:'))
    expect(
      (await server.call('POST', '/v1/email/otp', { body: { email, deviceId, otp } })).status,
    ).toBe(500)
    expect(await storage.get(`email:${email}`)).toBeUndefined()
    // The person asks again: a new user, not an address claimed by no one.
    clock.advance(60_000)
    const login = await server.login(email, deviceId)
    expect(login).toMatchObject({ user: { email }, isNewUser: true })
    expect(await storage.get(`email:${email}`)).toBe(login.user.id)
  }, 60_000)

  it('an email change: dying after the new email is claimed, before the user is rewritten', async () => {
    const { sessionToken: token, user } = await server.login('old@example.com', 'device-old-1')
    clock.advance(60_000)
    const other = await server.login('old@example.com', 'device-old-1')
    clock.advance(60_000)
    await server.call('POST', '/v1/email/update', { token, body: { newEmail: 'next@example.com' } })
    const primary = await server.readCode('old@example.com')
    await server.call('POST', '/v1/email/update/primary', { token, body: { otp: primary } })
    const secondary = await server.readCode('next@example.com')
    storage.crashAt((operation, key) => operation === 'set' && key === `user:${user.id}`)
    const crashed = await server.call('POST', '/v1/email/update/secondary', {
      token,
      body: { otp: secondary },
    })
    expect(crashed.status).toBe(500)
    // All as before: the old email the user's, the new one free, the other session alive.
    expect(await storage.get('email:old@example.com')).toBe(user.id)
    expect(await storage.get('email:next@example.com')).toBeUndefined()
    expect(await storage.get(`user:${user.id}`)).toMatchObject({ email: 'old@example.com' })
    expect((await server.call('GET', '/v1/me', { token: other.sessionToken })).status).toBe(200)
  }, 60_000)
})
