import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { startAuthServer } from './startAuthServer'
import { createMemoryStorage } from './storage'
import { createFakeClock, FRAME_ORIGIN, useAuthServer } from './test/harness'

const folder = await mkdtemp(join(tmpdir(), 'latch-auth-'))
afterAll(() => rm(folder, { recursive: true, force: true }))

describe('what the server stores', () => {
  const clock = createFakeClock()
  const storage = createMemoryStorage({ now: clock.now })
  const server = useAuthServer({ storage, clock })

  it('never a code, a session token or a device link as sent: only their hashes', async () => {
    const { sessionToken } = await server.login('sam@example.com', 'device-sam-1')
    server.clock.advance(30_000)
    await server.call('POST', '/v1/email/connect', {
      body: { email: 'sam@example.com', deviceId: 'device-sam-1' },
    })
    const code = await server.readCode('sam@example.com')
    server.clock.advance(30_000)
    await server.call('POST', '/v1/email/connect', {
      body: { email: 'sam@example.com', deviceId: 'device-sam-2' },
    })
    const link = await server.readLink('sam@example.com')
    const linkToken = new URL(link).searchParams.get('token') as string

    const everything = JSON.stringify(storage.entries())
    expect(everything).toContain('sam@example.com')
    expect(everything).not.toContain(sessionToken)
    expect(everything).not.toContain(linkToken)
    expect(everything).not.toMatch(new RegExp(`"${code}"|:${code}\\b`))
  })

  it('a user and a share survive a server restart on the same storage', async () => {
    const { sessionToken: token } = await server.login('ty@example.com', 'device-ty-1')
    await server.call('PUT', '/v1/shares/auth', { token, body: { share: 'AQID', version: 1 } })
    const restarted = await startAuthServer({
      smtp: server.mail.smtp,
      mailFrom: 'x@latch.test',
      frameOrigins: [FRAME_ORIGIN],
      clock,
      storage,
    })
    try {
      const response = await fetch(`${restarted.url}/v1/shares/auth`, {
        headers: { authorization: `Bearer ${token}`, origin: FRAME_ORIGIN },
      })
      expect(await response.json()).toEqual({ share: 'AQID', version: 1 })
    } finally {
      await restarted.stop()
    }
  })
})

describe('on the embedded database (DATABASE_URL a data folder)', () => {
  const clock = createFakeClock()
  const server = useAuthServer({ clock, databaseUrl: join(folder, 'embedded') })

  it('a restart keeps users, sessions and shares', async () => {
    const { sessionToken: token, user } = await server.login('uma@example.com', 'device-uma-1')
    await server.call('PUT', '/v1/shares/auth', { token, body: { share: 'BAUG', version: 3 } })
    // The embedded database is one process's: the first server stops before the next opens it.
    await server.auth.stop()
    const restarted = await startAuthServer({
      smtp: server.mail.smtp,
      mailFrom: 'x@latch.test',
      frameOrigins: [FRAME_ORIGIN],
      clock,
      databaseUrl: join(folder, 'embedded'),
    })
    try {
      const headers = { authorization: `Bearer ${token}`, origin: FRAME_ORIGIN }
      const me = await fetch(`${restarted.url}/v1/me`, { headers })
      expect(await me.json()).toEqual({ user: { id: user.id, email: 'uma@example.com' } })
      const share = await fetch(`${restarted.url}/v1/shares/auth`, { headers })
      expect(await share.json()).toEqual({ share: 'BAUG', version: 3 })
    } finally {
      await restarted.stop()
    }
  }, 120_000)
})
