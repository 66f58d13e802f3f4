import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import { type SolanaValidator, startSolanaValidator } from '../../startSolanaValidator'

/** A raw WebSocket client: each `call` resolves to the answer with its id. */
async function connect(url: string) {
  const socket = new WebSocket(url)
  const messages: unknown[] = []
  const waiting: (() => void)[] = []
  socket.on('message', (data) => {
    messages.push(JSON.parse(`${data}`))
    for (const wake of waiting.splice(0)) wake()
  })
  await new Promise((resolve) => socket.once('open', resolve))
  let lastId = 0
  const next = async (match: (message: Record<string, unknown>) => boolean) => {
    for (;;) {
      const found = messages.find((message) => match(message as Record<string, unknown>))
      if (found) return found as Record<string, unknown>
      await new Promise<void>((resolve) => waiting.push(resolve))
    }
  }
  return {
    socket,
    async call(method: string, params: unknown[] = []) {
      lastId += 1
      const id = lastId
      socket.send(JSON.stringify({ jsonrpc: '2.0', id, method, params }))
      return next((message) => message.id === id)
    },
    next,
  }
}

describe('subscriptions over WebSocket', () => {
  let validator: SolanaValidator
  beforeAll(async () => {
    validator = await startSolanaValidator({ accountCount: 1 })
  })
  afterAll(() => validator?.stop())

  it('notifies an account change, then stops after accountUnsubscribe', async () => {
    const client = await connect(validator.wsUrl)
    const recipient = validator.accounts[0]!.publicKey
    const { result: subscription } = await client.call('accountSubscribe', [
      recipient,
      { encoding: 'base64' },
    ])
    const rpc = await connect(validator.wsUrl.replace(/:(\d+)$/, `:${validator.port}`))
    // The same port answers subscriptions too, for clients given a single URL.
    expect((await rpc.call('signatureSubscribe', ['x'])).result).toEqual(expect.any(Number))

    await fetch(validator.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'requestAirdrop',
        params: [recipient, 5],
      }),
    })
    const notification = await client.next((message) => message.method === 'accountNotification')
    expect(notification.params).toMatchObject({
      subscription,
      result: { value: { lamports: 1_000_000_000_005, data: ['', 'base64'] } },
    })
    expect((await client.call('accountUnsubscribe', [subscription])).result).toBe(true)
    expect((await client.call('accountUnsubscribe', [12_345])).error).toMatchObject({
      code: -32602,
    })
    expect((await client.call('slotsUpdatesSubscribe')).error).toMatchObject({ code: -32601 })
    client.socket.close()
    rpc.socket.close()
  })
})
