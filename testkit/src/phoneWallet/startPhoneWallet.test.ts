import { request } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { jsonForScript, phoneWalletHtml } from './phoneWalletHtml'
import { type PhoneWallet, startPhoneWallet } from './startPhoneWallet'

// The server side, without a browser: what it refuses to serve, and to whom.

const KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'
const local = { chainId: 31337, rpcUrl: 'http://127.0.0.1:8545' }

/** A GET with a chosen Host header (fetch does not let one set it). */
function get(url: string, host: string) {
  return new Promise<{ status: number; body: string; headers: Record<string, unknown> }>(
    (resolve, reject) => {
      const sent = request(url, { headers: { host } }, (response) => {
        let body = ''
        response.on('data', (chunk) => {
          body += chunk
        })
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body, headers: response.headers }),
        )
      })
      sent.on('error', reject)
      sent.end()
    },
  )
}

describe('startPhoneWallet', () => {
  let phone: PhoneWallet
  beforeAll(async () => {
    phone = await startPhoneWallet({
      relayUrl: 'ws://127.0.0.1:9',
      evm: { privateKeys: [KEY], chains: [local] },
      metadata: { name: 'Phone </script><b>', description: '', url: 'http://127.0.0.1', icons: [] },
    })
  })
  afterAll(() => phone?.stop())

  it('serves the page and its script on 127.0.0.1 with a loopback-only CSP', async () => {
    expect(phone.url).toBe(`http://127.0.0.1:${phone.port}/`)
    const page = await get(phone.url, `127.0.0.1:${phone.port}`)
    expect(page.status).toBe(200)
    expect(page.body).toContain('<label for="uri">WalletConnect link</label>')
    expect(page.headers['content-security-policy']).toContain(
      'connect-src ws://127.0.0.1:* http://127.0.0.1:* ws://localhost:* http://localhost:*',
    )
    const script = await get(`${phone.url}wallet.js`, `localhost:${phone.port}`)
    expect(script.status).toBe(200)
    expect(script.headers['content-type']).toContain('text/javascript')
    expect(script.body.length).toBeGreaterThan(100_000)
    expect((await get(`${phone.url}nope`, `127.0.0.1:${phone.port}`)).status).toBe(404)
  })

  it('answers no other host name (the page holds keys: no DNS rebinding)', async () => {
    const refused = await get(phone.url, `wallet.example:${phone.port}`)
    expect(refused.status).toBe(421)
    expect(refused.body).not.toContain(KEY.slice(2))
  })

  it('keeps the dapp-facing config inside its script element', async () => {
    const page = await get(phone.url, `127.0.0.1:${phone.port}`)
    expect(page.body).not.toContain('Phone </script>')
    expect(page.body).toContain('Phone \\u003c/script\\u003e\\u003cb\\u003e')
  })

  it('refuses a relay or chain off this machine, and bad keys', async () => {
    await expect(
      startPhoneWallet({
        relayUrl: 'wss://relay.walletconnect.org',
        evm: { privateKeys: [KEY], chains: [{ chainId: 1, rpcUrl: 'https://eth.example' }] },
      }),
    ).rejects.toThrow(
      'not on this machine: relayUrl wss://relay.walletconnect.org, evm chain 1 https://eth.example',
    )
    await expect(
      startPhoneWallet({
        relayUrl: 'ws://127.0.0.1:9',
        evm: { privateKeys: ['0x12'], chains: [local] },
      }),
    ).rejects.toThrow('invalid createRelayTestWallet options')
  })
})

describe('phoneWalletHtml', () => {
  it('puts the config where JSON.parse reads it back exactly', () => {
    const config = {
      relayUrl: 'ws://127.0.0.1:1',
      metadata: {
        name: '<!-- & \u2028 </script>',
        description: '',
        url: 'http://127.0.0.1',
        icons: [],
      },
    }
    const escaped = jsonForScript(config)
    expect(escaped).not.toMatch(/[<>&\u2028]/)
    expect(JSON.parse(escaped)).toEqual(config)
    expect(phoneWalletHtml(config, '/wallet.js')).toContain(escaped)
  })
})
