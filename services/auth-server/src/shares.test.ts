import { describe, expect, it } from 'vitest'
import { useAuthServer } from './test/harness'

const share = (byte: number, length = 64) => Buffer.alloc(length, byte).toString('base64')

// The auth share: an opaque blob the server keeps per user and hands back only to a session from
// the frame origin. Versions only go up, so an old share cannot overwrite a rotation.
describe('auth share', () => {
  const server = useAuthServer()

  it('stores a share and gives it back; 404 before the first', async () => {
    const { sessionToken: token } = await server.login('sal@example.com', 'device-sal-1')
    expect(await server.call('GET', '/v1/shares/auth', { token })).toMatchObject({
      status: 404,
      body: { error: { code: 'NO_SHARE' } },
    })
    const put = await server.call('PUT', '/v1/shares/auth', {
      token,
      body: { share: share(1), version: 1 },
    })
    expect(put).toMatchObject({ status: 200, body: { version: 1 } })
    expect((await server.call('GET', '/v1/shares/auth', { token })).body).toEqual({
      share: share(1),
      version: 1,
    })
  })

  it('refuses a version lower than or equal to the stored one with 409', async () => {
    const { sessionToken: token } = await server.login('tom@example.com', 'device-tom-1')
    await server.call('PUT', '/v1/shares/auth', { token, body: { share: share(1), version: 2 } })
    for (const version of [2, 1]) {
      expect(
        await server.call('PUT', '/v1/shares/auth', { token, body: { share: share(9), version } }),
      ).toMatchObject({
        status: 409,
        body: {
          error: { code: 'STALE_SHARE_VERSION', message: 'Share version must be greater than 2' },
        },
      })
    }
    await server.call('PUT', '/v1/shares/auth', { token, body: { share: share(3), version: 3 } })
    expect((await server.call('GET', '/v1/shares/auth', { token })).body).toEqual({
      share: share(3),
      version: 3,
    })
  })

  it('keeps each user’s share apart', async () => {
    const uma = await server.login('uma@example.com', 'device-uma-1')
    const vic = await server.login('vic@example.com', 'device-vic-1')
    await server.call('PUT', '/v1/shares/auth', {
      token: uma.sessionToken,
      body: { share: share(7), version: 1 },
    })
    expect((await server.call('GET', '/v1/shares/auth', { token: vic.sessionToken })).status).toBe(
      404,
    )
  })

  it('needs a session, and the frame origin: no Origin or another one is refused', async () => {
    const { sessionToken: token } = await server.login('wes@example.com', 'device-wes-1')
    await server.call('PUT', '/v1/shares/auth', { token, body: { share: share(1), version: 1 } })
    expect((await server.call('GET', '/v1/shares/auth')).status).toBe(401)
    expect(await server.call('GET', '/v1/shares/auth', { token, origin: null })).toMatchObject({
      status: 403,
      body: { error: { message: 'The auth share is released only to the frame origin' } },
    })
    const other = await server.call('GET', '/v1/shares/auth', {
      token,
      origin: 'https://evil.example',
    })
    expect(other.status).toBe(403)
  })

  it('accepts up to 1 KB of base64 and nothing else', async () => {
    const { sessionToken: token } = await server.login('xia@example.com', 'device-xia-1')
    const put = (body: unknown) => server.call('PUT', '/v1/shares/auth', { token, body })
    expect((await put({ share: share(1, 1024), version: 1 })).status).toBe(200)
    expect((await put({ share: share(1, 1025), version: 2 })).body.error.message).toBe(
      'share: The share is larger than 1024 bytes',
    )
    expect((await put({ share: 'not base64!', version: 2 })).body.error.message).toBe(
      'share: Expected base64',
    )
    expect((await put({ share: share(1), version: 2.5 })).status).toBe(400)
    expect((await put({ share: share(1) })).body.error.message).toBe('version: Required')
  })
})
