import type { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { freshAccount } from './chainTestKit'
import { evmChainIdToCoinType } from './names'
import { registrationMaxAgeSeconds } from './routes/profile'
import { type LocalApi, startLocalApi } from './server'
import { errorShape, identityShape, nameRecordShape, suggestionsShape } from './shapes'
import { getJson, postJson } from './testClient'

const chainId = 31337
const coinType = evmChainIdToCoinType(chainId)

/** Signs a registration the way the widget does: a JSON message signed with personal_sign. */
async function signedRegistration(
  account: ReturnType<typeof privateKeyToAccount>,
  name: string,
  options: { timestamp?: number; attributes?: Record<string, string> } = {},
) {
  const message = JSON.stringify({
    name,
    attributes: options.attributes ?? {},
    timestamp: options.timestamp ?? Math.floor(Date.now() / 1000),
  })
  return {
    coin_type: coinType,
    address: account.address,
    message,
    signature: await account.signMessage({ message }),
  }
}

describe('names (profile endpoints)', () => {
  let api: LocalApi
  const owner = freshAccount('name-owner')
  const stranger = freshAccount('name-stranger')

  beforeAll(async () => {
    api = await startLocalApi()
  })
  afterAll(() => api.stop())
  beforeEach(() => api.names.clear())

  it('computes ENSIP-11 coin types and refuses chain ids of 2^31 or more', () => {
    expect(evmChainIdToCoinType(1)).toBe(0x80000001)
    expect(evmChainIdToCoinType(8453)).toBe(2147492101)
    expect(() => evmChainIdToCoinType(2 ** 31)).toThrow(RangeError)
  })

  it('registers a name signed for real, then resolves it forward, backward and as identity', async () => {
    const registered = await postJson(
      api,
      '/v1/profile/account',
      await signedRegistration(owner, 'Alice-Test.reown.id', { attributes: { bio: 'hi' } }),
    )
    expect(registered.status).toBe(200)
    expect(registered.body).toMatchObject({ success: true })

    const lookup = await getJson(api, '/v1/profile/account/alice-test.reown.id', {
      apiVersion: '2',
    })
    expect(lookup.status).toBe(200)
    const record = nameRecordShape.parse(lookup.body)
    expect(record.name).toBe('alice-test.reown.id')
    expect(record.addresses).toEqual({
      [String(coinType)]: { address: owner.address, created: String(record.registered) },
    })
    expect(record.attributes).toEqual([{ bio: 'hi' }])

    const reverse = await getJson(api, `/v1/profile/reverse/${owner.address}`, {
      sender: owner.address,
      apiVersion: '2',
    })
    expect(reverse.status).toBe(200)
    expect(
      nameRecordShape
        .array()
        .parse(reverse.body)
        .map((entry) => entry.name),
    ).toEqual(['alice-test.reown.id'])
    expect((await getJson(api, `/v1/profile/reverse/${stranger.address}`)).body).toEqual([])

    const identity = identityShape.parse((await getJson(api, `/v1/identity/${owner.address}`)).body)
    expect(identity).toEqual({ name: 'alice-test.reown.id', avatar: null })
    expect(api.names.all().map((entry) => entry.name)).toEqual(['alice-test.reown.id'])
  })

  it('answers 404 with reasons for an unknown name', async () => {
    const { status, body } = await getJson(api, '/v1/profile/account/nobody-here.reown.id', {
      apiVersion: '2',
    })
    expect(status).toBe(404)
    expect(errorShape.parse(body).reasons[0]!.description).toContain('nobody-here.reown.id')
  })

  it('refuses a name lookup without apiVersion 2 (spec §7), 400 naming the parameter', async () => {
    await postJson(
      api,
      '/v1/profile/account',
      await signedRegistration(owner, 'versioned.reown.id'),
    )
    for (const query of [{}, { apiVersion: '1' }]) {
      const { status, body } = await getJson(api, '/v1/profile/account/versioned.reown.id', query)
      expect(status).toBe(400)
      const error = errorShape.parse(body)
      expect(error.error).toBe('Invalid profile query')
      expect(error.reasons[0]!.description).toMatch(/^apiVersion: /)
    }
  })

  it('refuses a name that is taken (409), whoever signs', async () => {
    expect(
      (
        await postJson(
          api,
          '/v1/profile/account',
          await signedRegistration(owner, 'taken.reown.id'),
        )
      ).status,
    ).toBe(200)
    const again = await postJson(
      api,
      '/v1/profile/account',
      await signedRegistration(stranger, 'TAKEN.reown.id'),
    )
    expect(again.status).toBe(409)
    expect(errorShape.parse(again.body).reasons[0]!.description).toBe('TAKEN.reown.id is taken')
  })

  it('refuses a signature by another key (401) and registers nothing', async () => {
    const forged = {
      ...(await signedRegistration(stranger, 'forged.reown.id')),
      address: owner.address,
    }
    const { status, body } = await postJson(api, '/v1/profile/account', forged)
    expect(status).toBe(401)
    expect(errorShape.parse(body).reasons).toEqual([
      { description: 'The signature does not match the address' },
    ])
    expect(api.names.all()).toEqual([])
  })

  it('refuses names that are too short, use other characters or another suffix', async () => {
    for (const name of ['abc.reown.id', 'ali_ce.reown.id', 'alice.eth', 'al ice.reown.id']) {
      const { status, body } = await postJson(
        api,
        '/v1/profile/account',
        await signedRegistration(owner, name),
      )
      expect(status, name).toBe(400)
      expect(errorShape.parse(body).error).toBe('Invalid name')
    }
    expect(api.names.all()).toEqual([])
  })

  it('refuses stale messages, bad messages and non-EVM coin types', async () => {
    const stale = await signedRegistration(owner, 'stale.reown.id', {
      timestamp: Math.floor(Date.now() / 1000) - registrationMaxAgeSeconds - 60,
    })
    expect((await postJson(api, '/v1/profile/account', stale)).status).toBe(400)

    const notJson = { ...(await signedRegistration(owner, 'good-name.reown.id')), message: 'hi' }
    expect((await postJson(api, '/v1/profile/account', notJson)).status).toBe(400)

    const bitcoin = { ...(await signedRegistration(owner, 'good-name.reown.id')), coin_type: 0 }
    const refused = await postJson(api, '/v1/profile/account', bitcoin)
    expect(refused.status).toBe(400)
    expect(errorShape.parse(refused.body).error).toBe('Unsupported coin type')

    const missing = await postJson(api, '/v1/profile/account', { address: owner.address })
    expect(missing.status).toBe(400)
    expect(errorShape.parse(missing.body).reasons.length).toBeGreaterThanOrEqual(3)
  })

  it('suggests names in the zone, marking registered ones', async () => {
    await postJson(api, '/v1/profile/account', await signedRegistration(owner, 'satoshi.reown.id'))
    const { status, body } = await getJson(api, '/v1/profile/suggestions/satoshi', {
      zone: 'reown.id',
    })
    expect(status).toBe(200)
    const { suggestions } = suggestionsShape.parse(body)
    expect(suggestions[0]).toEqual({ name: 'satoshi.reown.id', registered: true })
    expect(suggestions.length).toBeGreaterThan(2)
    expect(suggestions.slice(1).every((suggestion) => !suggestion.registered)).toBe(true)
    expect(suggestions.every((suggestion) => suggestion.name.endsWith('.reown.id'))).toBe(true)
  })
})
