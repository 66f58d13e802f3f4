import { randomBytes } from 'node:crypto'
import type { RelayerTypes } from '@walletconnect/types'
import { afterEach, describe, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import { isPortListening } from '../net/isPortListening'
import { type LocalRelay, type StartLocalRelayOptions, startLocalRelay } from './startLocalRelay'
import { closeTestCore, createTestCore, type TestCore, waitUntil } from './test/testSignClients'

// The relay's own methods, driven by the SDK's relayer (`@walletconnect/core`): what the
// SignClient tests rely on without seeing. Framing cases no SDK would send (a frame that is not
// JSON, a huge id) go over a bare `ws` socket: a probe of the server, not a protocol client.

const started: { relays: LocalRelay[]; cores: TestCore[]; sockets: WebSocket[] } = {
  relays: [],
  cores: [],
  sockets: [],
}

afterEach(async () => {
  await Promise.all(started.cores.splice(0).map(closeTestCore))
  for (const socket of started.sockets.splice(0)) {
    if (socket.readyState === socket.OPEN) socket.terminate()
  }
  await Promise.all(started.relays.splice(0).map((relay) => relay.stop()))
})

async function relayWith(options: StartLocalRelayOptions = {}) {
  const relay = await startLocalRelay(options)
  started.relays.push(relay)
  return relay
}

async function core(relay: LocalRelay, name: string) {
  const created = await createTestCore(relay.url, name)
  started.cores.push(created)
  const inbox: RelayerTypes.MessageEvent[] = []
  created.relayer.on('relayer_message', (event: RelayerTypes.MessageEvent) => inbox.push(event))
  return { core: created, inbox, clientId: await created.crypto.getClientId() }
}

const newTopic = () => randomBytes(32).toString('hex')
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** A bare socket, opened. */
async function probe(relay: LocalRelay) {
  const socket = new WebSocket(relay.url)
  started.sockets.push(socket)
  await new Promise((resolve, reject) => {
    socket.once('open', resolve)
    socket.once('error', reject)
  })
  return socket
}

/** Sends one raw frame and answers the next frame the relay sends back, as text. */
function exchange(socket: WebSocket, frame: string | Buffer): Promise<string> {
  return new Promise((resolve) => {
    socket.once('message', (data) => resolve(data.toString()))
    socket.send(frame)
  })
}

describe('startLocalRelay, with the SDK relayer as client', () => {
  it('delivers a message to a subscriber, never back to its publisher', async () => {
    const relay = await relayWith()
    const alice = await core(relay, 'alice')
    const bob = await core(relay, 'bob')
    const topic = newTopic()
    await alice.core.relayer.subscribe(topic)
    await bob.core.relayer.subscribe(topic)

    await alice.core.relayer.publish(topic, 'hello bob', { ttl: 300, tag: 4200 })

    await waitUntil(() => bob.inbox.length === 1, 2_000, 'bob received nothing')
    expect(bob.inbox[0]).toMatchObject({ topic, message: 'hello bob' })
    expect(bob.inbox[0]?.publishedAt).toBeTypeOf('number')
    const [stored] = relay.storedMessages(topic)
    expect(stored).toMatchObject({ tag: 4200, publisher: alice.clientId })
    expect(stored?.deliveredTo).toEqual([bob.clientId])
  })

  it('keeps a message for a later subscriber and flushes it on subscribe', async () => {
    const relay = await relayWith()
    const alice = await core(relay, 'alice')
    const topic = newTopic()
    await alice.core.relayer.publish(topic, 'for whoever comes', { ttl: 300, tag: 1 })

    const bob = await core(relay, 'bob')
    await bob.core.relayer.subscribe(topic)

    await waitUntil(() => bob.inbox.length === 1, 2_000, 'the stored message was not flushed')
    expect(bob.inbox[0]?.message).toBe('for whoever comes')
  })

  it('does not send a message again to a client that reconnects, nor echo it to its publisher', async () => {
    const relay = await relayWith()
    const alice = await core(relay, 'alice')
    const bob = await core(relay, 'bob')
    const topic = newTopic()
    await alice.core.relayer.subscribe(topic)
    await bob.core.relayer.subscribe(topic)
    await alice.core.relayer.publish(topic, 'once', { ttl: 300, tag: 1 })
    // Acknowledged, not only received: an acknowledgement still in flight when the socket drops
    // is lost with it, and the relay rightly sends the message again.
    await waitUntil(
      () => relay.storedMessages(topic)[0]?.acknowledgedBy.includes(bob.clientId) === true,
      2_000,
      'bob did not acknowledge',
    )

    relay.clearRequests()
    relay.dropSockets()
    // Both re-subscribe on their own: the relay knows them by their client id, not their socket.
    await waitUntil(
      () => relay.requests().filter((r) => r.method === 'irn_batchSubscribe').length === 2,
      5_000,
      'the clients did not re-subscribe',
    )
    await sleep(100)
    expect(relay.storedMessages(topic)[0]).toMatchObject({
      deliveredTo: [bob.clientId],
      acknowledgedBy: [bob.clientId],
      deliveries: 1,
    })
  })

  it('answers irn_batchFetchMessages with what the client has not received yet', async () => {
    const relay = await relayWith()
    const alice = await core(relay, 'alice')
    const bob = await core(relay, 'bob')
    const topics = [newTopic(), newTopic()]
    await alice.core.relayer.publish(topics[0]!, 'first', { ttl: 300, tag: 7 })
    await alice.core.relayer.publish(topics[1]!, 'second', { ttl: 300, tag: 8 })

    const fetch = (client: TestCore) =>
      client.relayer.request({ method: 'irn_batchFetchMessages', params: { topics } } as never)
    const fetched = await fetch(bob.core)

    expect(fetched).toEqual({
      messages: [
        { topic: topics[0], message: 'first', publishedAt: expect.any(Number), tag: 7 },
        { topic: topics[1], message: 'second', publishedAt: expect.any(Number), tag: 8 },
      ],
      hasMore: false,
    })
    // Fetched counts as received; the publisher never gets its own.
    expect(await fetch(bob.core)).toEqual({ messages: [], hasMore: false })
    expect(await fetch(alice.core)).toEqual({ messages: [], hasMore: false })
  })

  it('publishes a batch and unsubscribes a batch', async () => {
    const relay = await relayWith()
    const alice = await core(relay, 'alice')
    const bob = await core(relay, 'bob')
    const [one, two] = [newTopic(), newTopic()]
    await bob.core.relayer.subscribe(one)
    await bob.core.relayer.subscribe(two)

    const messages = [
      { topic: one, message: 'batch 1', ttl: 300, tag: 1 },
      { topic: two, message: 'batch 2', ttl: 300, tag: 2 },
    ]
    const request = (method: string, params: unknown) =>
      alice.core.relayer.request({ method, params } as never)
    expect(await request('irn_batchPublish', { messages })).toBe(true)
    await waitUntil(() => bob.inbox.length === 2, 2_000, 'bob did not get the batch')

    const unsubscribe = {
      subscriptions: [
        { topic: one, id: 'x' },
        { topic: two, id: 'y' },
      ],
    }
    expect(
      await bob.core.relayer.request({
        method: 'irn_batchUnsubscribe',
        params: unsubscribe,
      } as never),
    ).toBe(true)
    await request('irn_publish', { topic: one, message: 'after', ttl: 300, tag: 3 })
    await sleep(100)
    expect(bob.inbox).toHaveLength(2)
  })

  it('answers JSON-RPC error objects to unknown methods and malformed params', async () => {
    const relay = await relayWith()
    const { core: client } = await core(relay, 'client')
    const request = (method: string, params: unknown) =>
      client.relayer.request({ method, params } as never)

    await expect(request('irn_teleport', {})).rejects.toEqual({
      code: -32601,
      message: 'Method not found: irn_teleport',
    })
    await expect(request('irn_publish', { topic: '', message: 'x', ttl: 300 })).rejects.toEqual({
      code: -32602,
      message: 'Invalid params: topic must be a non-empty string',
    })
    await expect(request('irn_publish', { topic: newTopic(), message: 'x' })).rejects.toEqual({
      code: -32602,
      message: 'Invalid params: ttl must be a positive number of seconds',
    })
    await expect(request('irn_batchSubscribe', { topics: [] })).rejects.toMatchObject({
      code: -32602,
    })
    await expect(request('wc_approveSession', { sessionTopic: newTopic() })).rejects.toMatchObject({
      code: -32602,
    })
    const errors = relay.requests().filter((entry) => entry.error)
    expect(errors.map((entry) => entry.error?.code)).toEqual([
      -32601, -32602, -32602, -32602, -32602,
    ])
  })
})

describe('startLocalRelay: message lifetime', () => {
  it('drops a message when its ttl has passed, on an injected clock', async () => {
    let now = 1_700_000_000_000
    const relay = await relayWith({ now: () => now })
    const alice = await core(relay, 'alice')
    const topic = newTopic()
    await alice.core.relayer.publish(topic, 'short-lived', { ttl: 300, tag: 1 })
    expect(relay.storedMessages(topic)).toHaveLength(1)

    now += 299_000
    expect(relay.storedMessages(topic)).toHaveLength(1)
    now += 2_000
    expect(relay.storedMessages(topic)).toEqual([])

    const bob = await core(relay, 'bob')
    await bob.core.relayer.subscribe(topic)
    await sleep(100)
    expect(bob.inbox).toEqual([])
  })

  it('caps every lifetime at messageTtlMs', async () => {
    let now = 1_700_000_000_000
    const relay = await relayWith({ now: () => now, messageTtlMs: 1_000 })
    const alice = await core(relay, 'alice')
    const topic = newTopic()
    await alice.core.relayer.publish(topic, 'capped', { ttl: 86_400, tag: 1 })

    expect(relay.storedMessages(topic)[0]?.expiresAt).toBe(now + 1_000)
    now += 1_000
    expect(relay.storedMessages(topic)).toEqual([])
  })
})

describe('startLocalRelay: framing, seen from a bare socket', () => {
  it('answers a frame that is not JSON with a parse error', async () => {
    const socket = await probe(await relayWith())
    expect(JSON.parse(await exchange(socket, '{not json'))).toEqual({
      id: null,
      jsonrpc: '2.0',
      error: { code: -32700, message: 'Parse error' },
    })
  })

  it('answers invalid requests with -32600 and the id when it has one', async () => {
    const socket = await probe(await relayWith())
    const answer = async (frame: string | Buffer) => JSON.parse(await exchange(socket, frame))

    expect(await answer('[]')).toMatchObject({ id: null, error: { code: -32600 } })
    expect(await answer('42')).toMatchObject({ id: null, error: { code: -32600 } })
    expect(await answer('{"id":1,"method":"irn_subscribe"}')).toMatchObject({
      id: 1,
      error: { code: -32600, message: 'Invalid Request: jsonrpc must be "2.0"' },
    })
    expect(await answer('{"jsonrpc":"2.0","id":2}')).toMatchObject({
      id: 2,
      error: { code: -32600, message: 'Invalid Request: missing method' },
    })
    expect(await answer('{"jsonrpc":"2.0","id":{},"method":"irn_subscribe"}')).toMatchObject({
      id: null,
      error: { code: -32600 },
    })
    expect(await answer(Buffer.from('{}'))).toMatchObject({ id: null, error: { code: -32600 } })
  })

  it('answers a 19-digit id exactly as it came, as mobile SDKs send them', async () => {
    const socket = await probe(await relayWith())
    const id = '1778341964282845123'
    const raw = await exchange(
      socket,
      `{"id":${id},"jsonrpc":"2.0","method":"irn_subscribe","params":{"topic":"${newTopic()}"}}`,
    )
    expect(raw).toContain(`"id":${id},`)
  })

  it('does not answer a notification (a request without an id), but handles it', async () => {
    const relay = await relayWith()
    const socket = await probe(relay)
    const topic = newTopic()
    const frames: string[] = []
    socket.on('message', (data) => frames.push(data.toString()))
    socket.send(JSON.stringify({ jsonrpc: '2.0', method: 'irn_subscribe', params: { topic } }))
    await sleep(100)
    expect(frames).toEqual([])
    expect(relay.requests()).toMatchObject([{ method: 'irn_subscribe', topics: [topic] }])
  })

  it('sends again what a client never acknowledged before its socket dropped', async () => {
    const relay = await relayWith()
    // The relay tells clients apart by the `iss` of their auth token; only its claims are read.
    const claims = Buffer.from(JSON.stringify({ iss: 'did:key:z6MkProbe' })).toString('base64url')
    const asProbe = `${relay.url}/?auth=e30.${claims}.sig`
    const topic = newTopic()
    const subscribed = async () => {
      const socket = new WebSocket(asProbe)
      started.sockets.push(socket)
      await new Promise((resolve) => socket.once('open', resolve))
      const frames: { method?: string; params?: { data?: { message?: string } } }[] = []
      socket.on('message', (data) => frames.push(JSON.parse(data.toString())))
      socket.send(
        JSON.stringify({ id: 1, jsonrpc: '2.0', method: 'irn_subscribe', params: { topic } }),
      )
      return { socket, frames }
    }
    const first = await subscribed()
    const publisher = await probe(relay)
    const params = { topic, message: 'ack me', ttl: 300 }
    await exchange(
      publisher,
      JSON.stringify({ id: 2, jsonrpc: '2.0', method: 'irn_publish', params }),
    )
    await waitUntil(() => first.frames.length === 2, 2_000, 'no delivery')
    const data = { topic, message: 'ack me', tag: 0 }
    expect(first.frames[1]).toMatchObject({ method: 'irn_subscription', params: { data } })

    // Never acknowledged, and the socket is gone: the same client gets it again.
    first.socket.terminate()
    await waitUntil(() => relay.connectionCount() === 1, 2_000, 'the socket did not close')
    const second = await subscribed()
    await waitUntil(() => second.frames.length === 2, 2_000, 'no redelivery')
    expect(second.frames[1]).toMatchObject({ method: 'irn_subscription', params: { data } })
    expect(relay.storedMessages(topic)[0]).toMatchObject({
      deliveredTo: ['did:key:z6MkProbe'],
      acknowledgedBy: [],
      deliveries: 2,
    })
  })

  it('pings sockets, as the hosted relay does', async () => {
    const socket = await probe(await relayWith({ pingIntervalMs: 20 }))
    await new Promise((resolve) => socket.once('ping', resolve))
  })

  it('answers plain HTTP with 426 Upgrade Required', async () => {
    const relay = await relayWith()
    const response = await fetch(relay.url.replace('ws:', 'http:'))
    expect(response.status).toBe(426)
    await response.text()
  })
})

describe('startLocalRelay: lifecycle and fault switches', () => {
  it('stop() closes open sockets with code 1000 and frees the port', async () => {
    const relay = await startLocalRelay()
    const socket = await probe(relay)
    const closed = new Promise<number>((resolve) => socket.once('close', resolve))

    await relay.stop()

    expect(await closed).toBe(1000)
    expect(await isPortListening(relay.port)).toBe(false)
    // The port can be taken again at once.
    const again = await relayWith({ port: relay.port })
    expect(again.url).toBe(`ws://127.0.0.1:${relay.port}`)
  })

  it('refuseConnections(true) turns handshakes away with 503 until switched off', async () => {
    const relay = await relayWith()
    relay.refuseConnections(true)
    const socket = new WebSocket(relay.url)
    // With an 'unexpected-response' listener, ws leaves the failed handshake for us to abort.
    socket.on('error', () => {})
    const status = await new Promise<number | undefined>((resolve) => {
      socket.once('unexpected-response', (_request, response) => {
        resolve(response.statusCode)
        socket.terminate()
      })
      socket.once('open', () => resolve(undefined))
    })
    expect(status).toBe(503)
    expect(relay.refusedCount()).toBe(1)

    relay.refuseConnections(false)
    await probe(relay)
    expect(relay.connectionCount()).toBe(1)
  })

  it('dropSockets() cuts every socket without a close frame', async () => {
    const relay = await relayWith()
    const sockets = [await probe(relay), await probe(relay)]
    const codes = sockets.map(
      (socket) => new Promise<number>((resolve) => socket.once('close', resolve)),
    )

    expect(relay.dropSockets()).toBe(2)

    expect(await Promise.all(codes)).toEqual([1006, 1006])
    expect(relay.connectionCount()).toBe(0)
  })
})
