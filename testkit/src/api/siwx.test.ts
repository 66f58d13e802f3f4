import { createSiweMessage } from 'viem/siwe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Devnet, startDevnet } from '../devnet/startDevnet'
import { freshAccount } from './chainTestKit'
import { matchesDomain } from './routes/siwx'
import { type LocalApi, startLocalApi } from './server'
import { errorShape } from './shapes'
import { getJson, postJson } from './testClient'

// The sign-in example endpoints and the Data API's session routes, over HTTP, with real
// signatures checked through a local chain (`@latch/siwx/server` behind them). The plugin's own
// integration tests drive them from the client; these pin the server's side.

let devnet: Devnet
let api: LocalApi
beforeAll(async () => {
  devnet = await startDevnet()
  api = await startLocalApi({ chains: devnet.chains, siwxDomains: ['app.example'] })
})
afterAll(async () => {
  await api?.stop()
  await devnet?.stop()
})

const chainId = () => devnet.chains[0]!.chainId
const account = freshAccount('siwx-route')

async function signedIn(domain = 'app.example') {
  const nonce = await postJson(api, '/v1/siwx/nonce', {})
  const message = createSiweMessage({
    domain,
    address: account.address,
    uri: `https://${domain}`,
    version: '1',
    chainId: chainId(),
    nonce: (nonce.body as { nonce: string }).nonce,
    issuedAt: new Date(),
    expirationTime: new Date(Date.now() + 60_000),
  })
  const signature = await account.signMessage({ message })
  return { message, signature, caipNetworkId: `eip155:${chainId()}` }
}

describe('sign-in endpoints (SIWX)', () => {
  it('hands out nonces and opens a session for a verified message, listed by address', async () => {
    const nonce = await postJson(api, '/v1/siwx/nonce', {})
    expect(nonce.status).toBe(200)
    expect(nonce.body).toMatchObject({ nonce: expect.stringMatching(/^[a-zA-Z0-9]{8,}$/) })

    const signed = await signedIn()
    const verified = await postJson(api, '/v1/siwx/verify', signed)
    expect(verified.status).toBe(200)
    expect(verified.body).toMatchObject({
      pci: expect.any(String),
      caipNetworkId: signed.caipNetworkId,
      data: { accountAddress: account.address, domain: 'app.example' },
      message: signed.message,
      signature: signed.signature,
    })
    const listed = await getJson(api, `/v1/sessions/${account.address.toLowerCase()}`)
    expect((listed.body as { sessions: { pci: string }[] }).sessions.map((s) => s.pci)).toContain(
      (verified.body as { pci: string }).pci,
    )
  })

  it('refuses a replay, a domain it does not serve and a malformed body, with reasons', async () => {
    const signed = await signedIn()
    expect((await postJson(api, '/v1/siwx/verify', signed)).status).toBe(200)
    const replay = await postJson(api, '/v1/siwx/verify', signed)
    expect(replay.status).toBe(401)
    expect(errorShape.parse(replay.body).reasons[0]?.description).toBe(
      'The nonce is unknown, used or expired',
    )
    const phished = await postJson(api, '/v1/siwx/verify', await signedIn('localhost:3000'))
    expect(phished.status).toBe(401)
    expect(errorShape.parse(phished.body).reasons[0]?.description).toBe(
      'The sign-in message is for another domain',
    )
    expect((await postJson(api, '/v1/siwx/verify', { message: 1 })).status).toBe(400)
  })

  it('revokes only with the address signature over the revoke text', async () => {
    const verified = await postJson(api, '/v1/siwx/verify', await signedIn())
    const { pci } = verified.body as { pci: string }
    const path = `/v1/sessions/${account.address}/revoke`
    const stranger = freshAccount('siwx-stranger')
    const forged = await stranger.signMessage({
      message: `Revoke sign-in session ${pci} for ${account.address}`,
    })
    expect((await postJson(api, path, { pci, signature: forged })).status).toBe(401)
    expect((await postJson(api, path, { pci: 'unknown', signature: forged })).status).toBe(404)

    const signature = await account.signMessage({
      message: `Revoke sign-in session ${pci} for ${account.address}`,
    })
    const revoked = await postJson(api, path, { pci, signature })
    expect(revoked).toMatchObject({ status: 200, body: { revoked: true, pci } })
    const listed = await getJson(api, `/v1/sessions/${account.address}`)
    expect(
      (listed.body as { sessions: { pci: string }[] }).sessions.map((s) => s.pci),
    ).not.toContain(pci)
  })

  it("refuses a Solana message with no valid signature; lists a base58 address's sessions", async () => {
    const text =
      'app.example wants you to sign in with your Solana account:\n11111111111111111111111111111111'
    const refused = await postJson(api, '/v1/siwx/verify', {
      message: text,
      signature: '1',
      caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
    })
    expect(refused.status).toBe(401)
    const listed = await getJson(api, '/v1/sessions/11111111111111111111111111111111')
    expect(listed).toMatchObject({ status: 200, body: { sessions: [] } })
  })
})

describe('matchesDomain', () => {
  it('matches a host exactly, or on any port with host:*', () => {
    expect(matchesDomain(['localhost:*'], 'localhost:5173')).toBe(true)
    expect(matchesDomain(['localhost:*'], 'localhost')).toBe(true)
    expect(matchesDomain(['localhost:*'], 'localhost.evil.example')).toBe(false)
    expect(matchesDomain(['localhost:*'], 'localhost:5173x')).toBe(false)
    expect(matchesDomain(['app.example'], 'app.example:443')).toBe(false)
    expect(matchesDomain(['app.example'], 'app.example')).toBe(true)
  })
})
