import { afterEach, describe, expect, it } from 'vitest'
import { remoteConfigFixture } from './fixtures'
import { type LocalApi, startLocalApi } from './server'
import { analyticsConfigShape, errorShape, originsShape, remoteConfigShape } from './shapes'
import { apiUrl, getJson, postJson, testProjectId } from './testClient'

const event = {
  eventId: '8f0e4f7a-4a7b-4f5e-9d55-4f8f0c7f9b11',
  url: 'http://localhost:5173/',
  domain: 'localhost',
  timestamp: 1_760_000_000_000,
  props: { type: 'track', event: 'MODAL_OPEN', properties: { connected: false } },
}

describe('Provider API', () => {
  let api: LocalApi | undefined
  afterEach(async () => {
    await api?.stop()
    api = undefined
  })

  it('serves the remote features of spec §1 by default', async () => {
    api = await startLocalApi()
    const { status, body } = await getJson(api, '/appkit/v1/config')
    expect(status).toBe(200)
    const { features } = remoteConfigShape.parse(body)
    const byId = Object.fromEntries(features.map((feature) => [feature.id, feature]))
    expect(byId.swaps?.config).toEqual(['1inch'])
    expect(byId.onramp?.config).toEqual([
      { name: 'coinbase', feeRange: '1-2%' },
      { name: 'meld', feeRange: '1-2%' },
    ])
    expect(byId.email?.isEnabled).toBe(true)
    expect(byId.social_login?.config).toEqual([
      'google',
      'x',
      'discord',
      'farcaster',
      'github',
      'apple',
      'facebook',
    ])
    expect(byId.activity?.isEnabled).toBe(true)
    expect(byId.reown_branding?.isEnabled).toBe(true)
  })

  it('serves configured remote features, allowed origins and analytics config', async () => {
    const remoteFeatures = [{ id: 'swaps', isEnabled: false, config: null }]
    api = await startLocalApi({
      remoteFeatures,
      allowedOrigins: ['https://*.example.com'],
      analyticsEnabled: false,
    })
    expect(remoteConfigShape.parse((await getJson(api, '/appkit/v1/config')).body)).toEqual({
      features: remoteFeatures,
    })
    expect(originsShape.parse((await getJson(api, '/projects/v1/origins')).body)).toEqual({
      allowedOrigins: ['https://*.example.com'],
    })
    expect(analyticsConfigShape.parse((await getJson(api, '/getAnalyticsConfig')).body)).toEqual({
      isAnalyticsEnabled: false,
    })
  })

  it('defaults to localhost origins and analytics on', async () => {
    api = await startLocalApi()
    expect((await getJson(api, '/projects/v1/origins')).body).toEqual({
      allowedOrigins: ['http://localhost:*', 'http://127.0.0.1:*'],
    })
    expect((await getJson(api, '/getAnalyticsConfig')).body).toEqual({ isAnalyticsEnabled: true })
    expect(remoteConfigFixture.features.length).toBeGreaterThan(0)
  })

  it('records analytics events with their query, in order; clear() empties the record', async () => {
    api = await startLocalApi()
    const response = await fetch(apiUrl(api, '/e', { sv: '1.7.10' }), {
      method: 'POST',
      headers: { 'content-type': 'text/plain', origin: 'http://localhost:5173' },
      body: JSON.stringify(event),
    })
    expect(response.status).toBe(200)
    await postJson(api, '/e', { ...event, eventId: 'second' })

    const events = api.analytics.events()
    expect(events).toHaveLength(2)
    expect(events[0]).toEqual({
      body: event,
      query: { projectId: testProjectId, st: 'appkit', sv: '1.7.10' },
      origin: 'http://localhost:5173',
      sequence: 0,
    })
    expect(events[1]!.body.eventId).toBe('second')
    api.analytics.clear()
    expect(api.analytics.events()).toEqual([])
  })

  it('refuses events of an unverified project with 403', async () => {
    api = await startLocalApi({ unverifiedProjectIds: ['unverified'] })
    const refused = await postJson(api, '/e', event, { projectId: 'unverified' })
    expect(refused.status).toBe(403)
    expect(errorShape.parse(refused.body).error).toBe('Invalid App Configuration')
    expect((await postJson(api, '/e', event)).status).toBe(200)
    expect(api.analytics.events().map((recorded) => recorded.query.projectId)).toEqual([
      testProjectId,
    ])
  })

  it('refuses malformed analytics bodies with 400 and records nothing', async () => {
    api = await startLocalApi()
    const missingField = await postJson(api, '/e', { ...event, eventId: undefined })
    expect(missingField.status).toBe(400)
    expect(errorShape.parse(missingField.body).reasons[0]!.description).toMatch(/eventId/)
    const notJson = await fetch(apiUrl(api, '/e'), { method: 'POST', body: '{not json' })
    expect(notJson.status).toBe(400)
    expect(api.analytics.events()).toEqual([])
  })
})
