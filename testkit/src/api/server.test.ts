import { afterEach, describe, expect, it } from 'vitest'
import { isPortListening } from '../net/isPortListening'
import { type LocalApi, startLocalApi } from './server'
import { errorShape, supportedChainsShape } from './shapes'
import { apiUrl, getJson } from './testClient'

describe('startLocalApi', () => {
  let api: LocalApi | undefined
  afterEach(async () => {
    await api?.stop()
    api = undefined
  })

  it('listens on 127.0.0.1 with one base for the api, data and analytics endpoints', async () => {
    const startedAt = performance.now()
    api = await startLocalApi()
    const startMs = performance.now() - startedAt
    console.info(`local API server started in ${startMs.toFixed(1)} ms`)
    expect(api.url).toBe(`http://127.0.0.1:${api.port}`)
    expect([api.apiUrl, api.dataUrl, api.analyticsUrl]).toEqual([api.url, api.url, api.url])
    expect(api.port).toBeGreaterThan(0)
  })

  it('frees its port on stop: connecting afterwards fails', async () => {
    api = await startLocalApi()
    const { port } = api
    expect(await isPortListening(port)).toBe(true)
    await api.stop()
    api = undefined
    expect(await isPortListening(port)).toBe(false)
  })

  it('binds the port it is given', async () => {
    const probe = await startLocalApi()
    const { port } = probe
    await probe.stop()
    api = await startLocalApi({ port })
    expect(api.port).toBe(port)
    expect(api.url).toBe(`http://127.0.0.1:${port}`)
  })

  it('answers 400 with a JSON error when projectId is missing', async () => {
    api = await startLocalApi()
    const response = await fetch(apiUrl(api, '/getWallets', { projectId: undefined }))
    expect(response.status).toBe(400)
    const body = errorShape.parse(await response.json())
    expect(body.error).toBe('Missing projectId')
  })

  it('answers CORS preflight and adds the allow-origin header to answers', async () => {
    api = await startLocalApi()
    const preflight = await fetch(apiUrl(api, '/v1/fungible/price'), {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:5173')
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST')
    expect(preflight.headers.get('access-control-allow-headers')).toBe('content-type')

    const answer = await fetch(apiUrl(api, '/getAnalyticsConfig'), {
      headers: { origin: 'http://localhost:5173' },
    })
    expect(answer.headers.get('access-control-allow-origin')).toBe('http://localhost:5173')
  })

  it('answers 404 for unknown paths and 405 for a known path with the wrong method', async () => {
    api = await startLocalApi()
    const missing = await getJson(api, '/v1/nothing-here')
    expect(missing.status).toBe(404)
    errorShape.parse(missing.body)
    const wrongMethod = await fetch(apiUrl(api, '/getWallets'), { method: 'POST' })
    expect(wrongMethod.status).toBe(405)
    const badEncoding = await getJson(api, '/v1/identity/%E0%A4%A')
    expect(badEncoding.status).toBe(400)
    expect(errorShape.parse(badEncoding.body).error).toBe('Malformed path')
  })

  it('lists no supported chains when started without chains, at the spec path only', async () => {
    api = await startLocalApi()
    const { status, body } = await getJson(api, '/v1/supported-chains')
    expect(status).toBe(200)
    expect(supportedChainsShape.parse(body)).toEqual({ http: [], ws: [] })
    // Spec §7 writes `v1/supported-chains`: the camel-case path is not the service's.
    expect((await getJson(api, '/v1/supportedChains')).status).toBe(404)
  })
})
