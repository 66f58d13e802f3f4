import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type SolanaValidator, startSolanaValidator } from '../startSolanaValidator'

describe('JSON-RPC over HTTP', () => {
  let validator: SolanaValidator
  const post = (body: string) =>
    fetch(validator.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    }).then((response) => response.json())

  beforeAll(async () => {
    validator = await startSolanaValidator({ accountCount: 1 })
  })
  afterAll(() => validator?.stop())

  it('answers a batch call by call, errors included', async () => {
    const answers = await post(
      JSON.stringify([
        { jsonrpc: '2.0', id: 1, method: 'getSlot' },
        { jsonrpc: '2.0', id: 2, method: 'getBalance', params: ['not an address'] },
        { jsonrpc: '2.0', id: 3, method: 'eth_chainId' },
        { id: 4, method: 'getSlot' },
      ]),
    )
    expect(answers).toEqual([
      { jsonrpc: '2.0', id: 1, result: 0 },
      {
        jsonrpc: '2.0',
        id: 2,
        error: { code: -32602, message: expect.stringContaining('not a base58 address') },
      },
      { jsonrpc: '2.0', id: 3, error: { code: -32601, message: 'Method not found' } },
      { jsonrpc: '2.0', id: 4, error: { code: -32600, message: 'Invalid request' } },
    ])
  })

  it('answers a parse error to a body that is no JSON', async () => {
    expect(await post('{"jsonrpc":')).toEqual({
      jsonrpc: '2.0',
      id: null,
      error: { code: -32700, message: 'Parse error' },
    })
  })

  it('serves /health and lets browser pages call it', async () => {
    const health = await fetch(`${validator.rpcUrl}/health`)
    expect(await health.text()).toBe('ok')
    const preflight = await fetch(validator.rpcUrl, { method: 'OPTIONS' })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*')
  })

  it('answers getTokenAccountBalance of a non-token account as an invalid param', async () => {
    const answer = await post(
      JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'getTokenAccountBalance',
        params: [validator.accounts[0]!.publicKey],
      }),
    )
    expect(answer.error).toEqual({ code: -32602, message: 'Invalid param: not a Token account' })
  })
})
