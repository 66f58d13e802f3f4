import { once } from 'node:events'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import { isPortListening } from '../net/isPortListening'
import { type LocalStack, startLocalStack } from './startLocalStack'

const portOf = (url: string) => Number(new URL(url).port)
const rpc = async (url: string, method: string) => {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: [] }),
  })
  return { status: response.status, body: (await response.json()) as { result?: string } }
}

describe('startLocalStack', () => {
  let stack: LocalStack
  beforeAll(async () => {
    stack = await startLocalStack()
  })
  afterAll(() => stack.stop())

  it('starts two chains, the API server, the RPC gateway and the relay in seconds', () => {
    expect(stack.chains.map((chain) => chain.chainId)).toEqual([31337, 31338])
    expect(stack.startupMs).toBeLessThan(10_000)
    const { relay, ...http } = stack.endpoints
    for (const url of Object.values(http)) expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+/)
    expect(relay).toMatch(/^ws:\/\/127\.0\.0\.1:\d+$/)
    expect(relay).toBe(stack.relay.url)
  })

  it('runs a mail catcher and the auth server, which mails its login codes to it', async () => {
    expect(stack.mail.smtp.host).toBe('127.0.0.1')
    expect(stack.auth.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    const connect = await fetch(`${stack.auth.url}/v1/email/connect`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'stack@example.com', deviceId: 'device-stack-1' }),
    })
    expect(await connect.json()).toEqual({ action: 'VERIFY_OTP' })
    const mail = await stack.mail.waitForMessage({ to: 'stack@example.com', timeoutMs: 5_000 })
    expect(mail.text).toMatch(/Your login code is \d{6}/)
    // No frame origin is allowed until the frame site joins the stack.
    const fromPage = await fetch(`${stack.auth.url}/health`, {
      headers: { origin: 'http://127.0.0.1:5173' },
    })
    expect(fromPage.status).toBe(403)
  })

  it('serves the Provider API at endpoints.api', async () => {
    const response = await fetch(
      `${stack.endpoints.api}/appkit/v1/config?projectId=p&st=appkit&sv=1`,
    )
    expect(response.status).toBe(200)
    expect(await response.json()).toHaveProperty('features')
  })

  it('forwards the RPC gateway to the chain named by chainId', async () => {
    for (const chain of stack.chains) {
      const { status, body } = await rpc(
        `${stack.endpoints.rpc}/v1/?chainId=eip155:${chain.chainId}&projectId=p`,
        'eth_chainId',
      )
      expect(status).toBe(200)
      expect(Number(body.result)).toBe(chain.chainId)
    }
  })

  it('refuses unknown chains and a missing project id like the hosted gateway', async () => {
    expect(
      (await rpc(`${stack.endpoints.rpc}/v1/?chainId=1&projectId=p`, 'eth_chainId')).status,
    ).toBe(400)
    expect((await rpc(`${stack.endpoints.rpc}/v1/?chainId=31337`, 'eth_chainId')).status).toBe(401)
  })

  it('runs a local Solana validator beside the EVM chains', async () => {
    const response = await fetch(stack.solana.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getGenesisHash' }),
    })
    expect(await response.json()).toMatchObject({ result: stack.solana.genesisHash })
    expect(stack.solana.chainId).toBe(`solana:${stack.solana.genesisHash.slice(0, 32)}`)
  })

  it("answers the Solana validator's balances and history at endpoints.data", async () => {
    const account = `${stack.solana.chainId}:${stack.solana.accounts[0]!.publicKey}`
    const read = async (what: string) => {
      const response = await fetch(
        `${stack.endpoints.data}/v1/account/${account}/${what}?projectId=p&st=appkit&sv=1`,
      )
      expect(response.status).toBe(200)
      return response.json()
    }
    const { balances } = (await read('balance')) as { balances: { symbol: string }[] }
    expect(balances.map((balance) => balance.symbol)).toEqual(['SOL', 'LUSD'])
    expect(await read('history')).toEqual({ data: [], next: null })
  })

  it('runs a WalletConnect relay at endpoints.relay that answers irn_subscribe', async () => {
    const socket = new WebSocket(stack.endpoints.relay)
    await once(socket, 'open')
    socket.send(
      JSON.stringify({
        jsonrpc: '2.0',
        id: 7,
        method: 'irn_subscribe',
        params: { topic: 'ab'.repeat(32) },
      }),
    )
    const [frame] = (await once(socket, 'message')) as [Buffer]
    expect(JSON.parse(frame.toString())).toMatchObject({
      jsonrpc: '2.0',
      id: 7,
      result: expect.any(String),
    })
    expect(stack.relay.requests().map((request) => request.method)).toContain('irn_subscribe')
    socket.close()
    await once(socket, 'close')
  })

  it('frees every port on stop', async () => {
    const ports = [
      ...Object.values(stack.endpoints).map(portOf),
      ...stack.chains.map((chain) => chain.port),
      stack.solana.port,
      stack.solana.port + 1,
      portOf(stack.mail.url),
      stack.mail.smtp.port,
      stack.auth.port,
    ]
    await stack.stop()
    await stack.stop() // idempotent
    expect(ports).toContain(stack.relay.port)
    for (const port of ports) expect(await isPortListening(port)).toBe(false)
  })
})

describe('startLocalStack({ auth })', () => {
  it("passes auth.frameOrigins to the auth server: the frame site's origin is answered", async () => {
    const stack = await startLocalStack({ auth: { frameOrigins: ['http://127.0.0.1:5199'] } })
    try {
      const preflight = await fetch(`${stack.auth.url}/v1/email/connect`, {
        method: 'OPTIONS',
        headers: { origin: 'http://127.0.0.1:5199', 'access-control-request-method': 'POST' },
      })
      expect(preflight.status).toBe(204)
      expect(preflight.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5199')
    } finally {
      await stack.stop()
    }
  })
})

describe('startLocalStack({ phoneWallet })', () => {
  it('serves the test phone wallet page on its relay, and stops it with the stack', async () => {
    const stack = await startLocalStack({ phoneWallet: {} })
    try {
      const page = stack.phoneWallet
      expect(page?.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/)
      const response = await fetch(page?.url ?? '')
      expect(response.status).toBe(200)
      expect(await response.text()).toContain(stack.relay.url)
    } finally {
      await stack.stop()
    }
    expect(await isPortListening(stack.phoneWallet?.port ?? 0)).toBe(false)
  })

  it('serves no phone wallet unless asked', async () => {
    const stack = await startLocalStack()
    await stack.stop()
    expect(stack.phoneWallet).toBeUndefined()
  })
})

describe('startLocalStack({ frameSite })', () => {
  it('serves the secure frame on its own origin, answered by the auth server, at endpoints.frame', async () => {
    const stack = await startLocalStack({ frameSite: {} })
    const site = stack.frameSite
    try {
      expect(stack.endpoints.frame).toBe(site?.url)
      const frameOrigin = new URL(site?.url ?? '').origin
      const page = await fetch(`${site?.url}?projectId=demo`)
      expect(page.status).toBe(200)
      // Framed only by the project's allowed origins (the local API allows 127.0.0.1 and localhost).
      expect(page.headers.get('content-security-policy')).toMatch(
        /frame-ancestors [^;]*127\.0\.0\.1/,
      )
      const preflight = await fetch(`${stack.auth.url}/v1/email/connect`, {
        method: 'OPTIONS',
        headers: { origin: frameOrigin, 'access-control-request-method': 'POST' },
      })
      expect(preflight.headers.get('access-control-allow-origin')).toBe(frameOrigin)
    } finally {
      await stack.stop()
    }
    expect(await isPortListening(site?.port ?? 0)).toBe(false)
  })
})
