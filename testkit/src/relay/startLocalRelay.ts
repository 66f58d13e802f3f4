import { once } from 'node:events'
import { createServer } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'
import { type WebSocket, WebSocketServer } from 'ws'
import { clientIdOf } from './clientIdentity'
import {
  formatError,
  formatRequest,
  formatResult,
  parseFrame,
  RelayRpcError,
  type RpcId,
  rpcErrorCodes,
  rpcIdKey,
} from './jsonRpc'
import { createMailbox, type StoredMessage } from './mailbox'
import { type RelayActions, relayMethods } from './methods'
import { createSubscriptions } from './subscriptions'

export interface StartLocalRelayOptions {
  /** Port on 127.0.0.1; 0 (the default) takes a free one. */
  port?: number
  /**
   * Upper bound on how long any message is kept, in milliseconds. By default a message lives for
   * the ttl its publisher asked for (five minutes for a proposal, a day for a session delete); a
   * test of expiry sets this low instead of waiting.
   */
  messageTtlMs?: number
  /**
   * The clock message expiry reads (milliseconds since the epoch); `Date.now` by default. Expiry is
   * checked when a topic is read, never on a timer, so a test can move this clock forward and see
   * messages gone at once.
   */
  now?: () => number
  /**
   * How often the relay pings each socket, in milliseconds; 0 turns it off. The SDK in Node
   * terminates a socket that has not been pinged for 35 s (the hosted relay pings every 30 s), so a
   * relay that never pings would see every idle client drop and reconnect. Default 15 000.
   */
  pingIntervalMs?: number
}

/** One JSON-RPC request the relay received, for a test to assert on. */
export interface LocalRelayRequest {
  method: string
  /** The client's `did:key` from its auth token, or `anonymous-N` for a socket without one. */
  clientId: string
  /** Every topic named in the params (topic, topics, pairingTopic, sessionTopic, …). */
  topics: string[]
  /** On the relay's clock. */
  at: number
  /** Set when the relay answered with an error. */
  error?: { code: number; message: string }
}

/** A message the relay holds, as a test inspects it. */
export interface LocalRelayMessage {
  topic: string
  /** The encrypted envelope, base64, exactly as published. */
  message: string
  publishedAt: number
  tag: number
  expiresAt: number
  /** Client id of the publisher. */
  publisher: string
  /** Client ids it has been sent to: never the publisher, each client at most once. */
  deliveredTo: string[]
  /** Client ids that acknowledged receiving it. */
  acknowledgedBy: string[]
  /** Sends of it, redeliveries of what a dropped socket never acknowledged included. */
  deliveries: number
}

export interface LocalRelay {
  /** `ws://127.0.0.1:PORT`: the `relayUrl` to give each SignClient. */
  url: string
  port: number
  /**
   * While true, every new WebSocket handshake is answered `503 Service Unavailable` and closed:
   * the relay looks down. Sockets already open stay open (see `dropSockets`).
   */
  refuseConnections(refuse: boolean): void
  /** Handshakes refused so far by `refuseConnections(true)`: proof a client tried. */
  refusedCount(): number
  /**
   * Cuts every open socket without a close frame, as a network drop does (the client sees code
   * 1006), so the client's reconnect path runs. Answers how many sockets were cut.
   */
  dropSockets(): number
  /** Sockets open now (one per connected client, normally). */
  connectionCount(): number
  /** Requests since start (or the last `clearRequests`), oldest first. */
  requests(): readonly LocalRelayRequest[]
  clearRequests(): void
  /** Messages still held (not expired), on one topic or all, oldest first. */
  storedMessages(topic?: string): readonly LocalRelayMessage[]
  /** Closes every socket with code 1000, then the server; the port is free when it resolves. */
  stop(): Promise<void>
}

interface Connection {
  readonly socket: WebSocket
  readonly clientId: string
  /** `irn_subscription` requests sent and not yet acknowledged, by request id. */
  readonly unacked: Map<string, StoredMessage>
}

const DEFAULT_PING_INTERVAL_MS = 15_000
/** WalletConnect envelopes are a few kilobytes; this only stops a runaway frame. */
const MAX_FRAME_BYTES = 4 * 1024 * 1024
/** How long `stop()` waits for a client's close handshake before cutting the socket. */
const CLOSE_GRACE_MS = 1_000

/**
 * A WalletConnect v2 relay on 127.0.0.1, enough for the real SDKs to pair and talk through it:
 * JSON-RPC 2.0 over WebSocket, messages stored per topic until their ttl, flushed to each new
 * subscriber and never echoed to their publisher, and the relay-side session methods
 * (`wc_proposeSession`, `wc_approveSession`). The project id and auth token are not checked.
 *
 * @example
 * const relay = await startLocalRelay()
 * const dapp = await SignClient.init({ projectId: 'local', relayUrl: relay.url, … })
 * // …
 * await relay.stop()
 */
export async function startLocalRelay(options: StartLocalRelayOptions = {}): Promise<LocalRelay> {
  const now = options.now ?? Date.now
  const pingIntervalMs = options.pingIntervalMs ?? DEFAULT_PING_INTERVAL_MS
  const mailbox = createMailbox({
    now,
    ...(options.messageTtlMs === undefined ? {} : { maxTtlMs: options.messageTtlMs }),
  })
  const subscriptions = createSubscriptions<Connection>()
  const connections = new Set<Connection>()
  let requestLog: LocalRelayRequest[] = []
  let refusing = false
  let refused = 0
  let stopping: Promise<void> | undefined
  let anonymousCount = 0
  // Ids of the relay's own requests (`irn_subscription`). Kept small: the SDK parses ids of 17+
  // digits into BigInt and would acknowledge with an id we could not match.
  let nextRequestId = 0

  const deliver = (connection: Connection, stored: StoredMessage) => {
    const subscription = subscriptions.idOf(connection, stored.topic)
    if (subscription === undefined || connection.socket.readyState !== connection.socket.OPEN) {
      return
    }
    const id = ++nextRequestId
    stored.deliveredTo.add(connection.clientId)
    stored.deliveries++
    connection.unacked.set(String(id), stored)
    connection.socket.send(
      formatRequest(id, 'irn_subscription', {
        id: subscription,
        data: {
          topic: stored.topic,
          message: stored.message,
          publishedAt: stored.publishedAt,
          tag: stored.tag,
          ...(stored.attestation === undefined ? {} : { attestation: stored.attestation }),
        },
      }),
    )
  }

  const flush = (connection: Connection, topic: string) => {
    for (const stored of mailbox.undelivered(topic, connection.clientId)) {
      deliver(connection, stored)
    }
  }

  const actionsFor = (connection: Connection, subscribed: string[]): RelayActions => ({
    subscribe(topic) {
      subscribed.push(topic)
      return subscriptions.add(connection, topic)
    },
    unsubscribe(topic) {
      subscriptions.remove(connection, topic)
    },
    publish(input) {
      const stored = mailbox.put({ ...input, publisher: connection.clientId })
      for (const listener of subscriptions.subscribers(input.topic)) {
        // Never back to the publisher, on this socket or another of the same client.
        if (listener.clientId === connection.clientId) continue
        if (stored.deliveredTo.has(listener.clientId)) continue
        deliver(listener, stored)
      }
    },
    fetch(topics) {
      const found = topics.flatMap((topic) => mailbox.undelivered(topic, connection.clientId))
      // The answer is the receipt: a later subscribe does not send these again.
      for (const stored of found) {
        stored.deliveredTo.add(connection.clientId)
        stored.acknowledgedBy.add(connection.clientId)
      }
      return found
    },
  })

  const handleFrame = (connection: Connection, text: string) => {
    const frame = parseFrame(text)
    const send = (payload: string) => {
      if (connection.socket.readyState === connection.socket.OPEN) connection.socket.send(payload)
    }
    if (frame.kind === 'invalid') {
      send(formatError(frame.id, frame.code, frame.message))
      return
    }
    if (frame.kind === 'response') {
      const key = rpcIdKey(frame.id)
      connection.unacked.get(key)?.acknowledgedBy.add(connection.clientId)
      connection.unacked.delete(key)
      return
    }
    const entry: LocalRelayRequest = {
      method: frame.method,
      clientId: connection.clientId,
      topics: topicsOf(frame.params),
      at: now(),
    }
    requestLog.push(entry)
    // A request without an id is a notification: handled, never answered (JSON-RPC 2.0 §4.1).
    const answer = (payload: () => string) => {
      if (frame.id !== undefined) send(payload())
    }
    const id: RpcId = frame.id ?? null
    const handler = Object.hasOwn(relayMethods, frame.method)
      ? relayMethods[frame.method]
      : undefined
    if (!handler) {
      entry.error = {
        code: rpcErrorCodes.methodNotFound,
        message: `Method not found: ${frame.method}`,
      }
      answer(() => formatError(id, entry.error!.code, entry.error!.message))
      return
    }
    const subscribed: string[] = []
    let result: unknown
    try {
      result = handler(frame.params, actionsFor(connection, subscribed))
    } catch (error) {
      const known = error instanceof RelayRpcError
      entry.error = {
        code: known ? error.code : rpcErrorCodes.internalError,
        message: known ? error.message : `Internal error: ${String(error)}`,
      }
      answer(() => formatError(id, entry.error!.code, entry.error!.message))
      return
    }
    answer(() => formatResult(id, result))
    // Stored messages go after the answer, as the hosted relay sends them: the client registers
    // the subscription when the answer arrives.
    for (const topic of subscribed) flush(connection, topic)
  }

  const onConnection = (socket: WebSocket, clientId: string) => {
    const connection: Connection = { socket, clientId, unacked: new Map() }
    connections.add(connection)
    socket.on('message', (data, isBinary) => {
      if (isBinary) {
        socket.send(
          formatError(
            null,
            rpcErrorCodes.invalidRequest,
            'Invalid Request: binary frames are not supported',
          ),
        )
        return
      }
      handleFrame(connection, data.toString())
    })
    // An error is always followed by 'close'; listening keeps it from crashing the process.
    socket.on('error', () => {})
    socket.on('close', () => {
      connections.delete(connection)
      subscriptions.removeConnection(connection)
      // What the client never acknowledged was lost with the socket: deliver it again later.
      for (const stored of connection.unacked.values()) stored.deliveredTo.delete(clientId)
      connection.unacked.clear()
    })
  }

  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES })
  const server = createServer((_request, response) => {
    response.writeHead(426, { 'content-type': 'text/plain', upgrade: 'websocket' })
    response.end('This is a WalletConnect relay: connect with a WebSocket.\n')
  })
  server.on('upgrade', (request, socket: Socket, head) => {
    socket.on('error', () => {})
    if (refusing || stopping) {
      if (refusing) refused++
      socket.end(
        'HTTP/1.1 503 Service Unavailable\r\nConnection: close\r\nContent-Length: 0\r\n\r\n',
      )
      return
    }
    const clientId = clientIdOf(request, `anonymous-${++anonymousCount}`)
    wss.handleUpgrade(request, socket, head, (webSocket) => onConnection(webSocket, clientId))
  })

  server.listen(options.port ?? 0, '127.0.0.1')
  await Promise.race([
    once(server, 'listening'),
    once(server, 'error').then(([error]) => Promise.reject(error)),
  ])
  const port = (server.address() as AddressInfo).port

  const pinger =
    pingIntervalMs > 0
      ? setInterval(() => {
          for (const { socket } of connections) {
            if (socket.readyState === socket.OPEN) socket.ping()
          }
        }, pingIntervalMs)
      : undefined
  pinger?.unref()

  const closeSocket = (socket: WebSocket) =>
    new Promise<void>((resolve) => {
      if (socket.readyState === socket.CLOSED) {
        resolve()
        return
      }
      const cut = setTimeout(() => socket.terminate(), CLOSE_GRACE_MS)
      socket.once('close', () => {
        clearTimeout(cut)
        resolve()
      })
      socket.close(1000, 'relay stopped')
    })

  return {
    url: `ws://127.0.0.1:${port}`,
    port,
    refuseConnections(refuse) {
      refusing = refuse
    },
    dropSockets() {
      const open = [...connections]
      for (const { socket } of open) socket.terminate()
      return open.length
    },
    refusedCount: () => refused,
    // A socket being cut or closed no longer counts, though its 'close' event is still to come.
    connectionCount: () =>
      [...connections].filter(({ socket }) => socket.readyState === socket.OPEN).length,
    requests: () => requestLog,
    clearRequests() {
      requestLog = []
    },
    storedMessages: (topic) =>
      mailbox.list(topic).map((stored) => ({
        topic: stored.topic,
        message: stored.message,
        publishedAt: stored.publishedAt,
        tag: stored.tag,
        expiresAt: stored.expiresAt,
        publisher: stored.publisher,
        deliveredTo: [...stored.deliveredTo],
        acknowledgedBy: [...stored.acknowledgedBy],
        deliveries: stored.deliveries,
      })),
    stop() {
      stopping ??= (async () => {
        clearInterval(pinger)
        await Promise.all([...connections].map(({ socket }) => closeSocket(socket)))
        wss.close()
        const closed = new Promise<void>((resolve, reject) =>
          server.close((error) => (error ? reject(error) : resolve())),
        )
        // Plain HTTP keep-alive connections would hold the port open.
        server.closeAllConnections()
        await closed
      })()
      return stopping
    },
  }
}

/** Topics named in a request's params, for the request log. */
function topicsOf(params: unknown): string[] {
  if (typeof params !== 'object' || params === null) return []
  const p = params as Record<string, unknown>
  const topics: string[] = []
  for (const key of ['topic', 'pairingTopic', 'sessionTopic']) {
    const topic = p[key]
    if (typeof topic === 'string') topics.push(topic)
  }
  if (Array.isArray(p.topics)) topics.push(...p.topics.filter((t) => typeof t === 'string'))
  for (const key of ['messages', 'subscriptions']) {
    const list = p[key]
    if (!Array.isArray(list)) continue
    for (const item of list) {
      if (typeof item === 'object' && item !== null && typeof item.topic === 'string') {
        topics.push(item.topic)
      }
    }
  }
  return topics
}
