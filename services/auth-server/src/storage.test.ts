import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { startAuthServer } from './startAuthServer'
import { type AuthStorage, createFileStorage, createMemoryStorage } from './storage'
import { createFakeClock, FRAME_ORIGIN, useAuthServer } from './test/harness'

/** What any AuthStorage must do: a deployer's database store can run these too. */
function storageContract(name: string, make: (now: () => number) => Promise<AuthStorage>) {
  describe(`${name}: the AuthStorage contract`, () => {
    it('gets what was set, as a copy; undefined when absent or deleted', async () => {
      const storage = await make(() => 0)
      const value = { a: 1, list: ['x'] }
      await storage.set('k', value)
      value.a = 2
      expect(await storage.get('k')).toEqual({ a: 1, list: ['x'] })
      await storage.delete('k')
      expect(await storage.get('k')).toBeUndefined()
      expect(await storage.get('never')).toBeUndefined()
    })

    it('add stores only when absent', async () => {
      const storage = await make(() => 0)
      expect(await storage.add('email:a@b.co', 'user-1')).toBe(true)
      expect(await storage.add('email:a@b.co', 'user-2')).toBe(false)
      expect(await storage.get('email:a@b.co')).toBe('user-1')
    })

    it('treats an entry past its expiresAt as absent, on the given clock', async () => {
      const clock = createFakeClock(1_000)
      const storage = await make(clock.now)
      await storage.set('k', 'v', 2_000)
      expect(await storage.get('k')).toBe('v')
      clock.advance(1_000)
      expect(await storage.get('k')).toBeUndefined()
      expect(await storage.add('k', 'w')).toBe(true)
    })
  })
}

const folder = await mkdtemp(join(tmpdir(), 'latch-auth-'))
afterAll(() => rm(folder, { recursive: true, force: true }))
let files = 0

storageContract('memory', async (now) => createMemoryStorage({ now }))
storageContract('file', (now) => createFileStorage({ path: join(folder, `s${++files}.json`), now }))

describe('file storage', () => {
  it('keeps users, sessions and shares across a restart', async () => {
    const path = join(folder, 'restart', 'auth.json')
    const clock = createFakeClock()
    const storage = await createFileStorage({ path, now: clock.now })
    const first = await storage.add('email:a@b.co', 'user-1')
    await storage.set('share:auth:user-1', { share: 'AAAA', version: 1, updatedAt: 0 })
    expect(first).toBe(true)

    const reopened = await createFileStorage({ path, now: clock.now })
    expect(await reopened.get('email:a@b.co')).toBe('user-1')
    expect(await reopened.get('share:auth:user-1')).toMatchObject({ version: 1 })
    expect(JSON.parse(await readFile(path, 'utf8'))).toHaveProperty('version', 1)
  })
})

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
