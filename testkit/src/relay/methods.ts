import { RelayRpcError, rpcErrorCodes } from './jsonRpc'
import type { StoredMessage } from './mailbox'

/**
 * The relay's JSON-RPC methods: the `irn_*` set every WalletConnect v2 client speaks, and the two
 * relay-side session methods sign-client uses since 2.21. Each handler checks its params and calls
 * the relay through `RelayActions`; it knows nothing of sockets.
 */

/** What a handler may ask of the relay, on behalf of the connection that sent the request. */
export interface RelayActions {
  /** Answers the subscription id. Stored messages are flushed after the answer is sent. */
  subscribe(topic: string): string
  unsubscribe(topic: string): void
  publish(input: {
    topic: string
    message: string
    ttl: number
    tag: number
    attestation?: string
  }): void
  /** Stored messages on `topics` the client has not received; they count as received. */
  fetch(topics: string[]): StoredMessage[]
}

export type MethodHandler = (params: unknown, relay: RelayActions) => unknown

/** Tags the hosted relay puts on what it publishes for `wc_proposeSession` / `wc_approveSession`. */
export const sessionTags = {
  proposal: 1100,
  proposalResponse: 1101,
  settleRequest: 1102,
} as const

/** sign-client's default ttl for the proposal and settlement (five minutes), in seconds. */
const SESSION_TTL_SECONDS = 300

const invalidParams = (message: string) =>
  new RelayRpcError(rpcErrorCodes.invalidParams, `Invalid params: ${message}`)

function record(params: unknown): Record<string, unknown> {
  if (typeof params !== 'object' || params === null || Array.isArray(params)) {
    throw invalidParams('expected an object')
  }
  return params as Record<string, unknown>
}

function text(params: Record<string, unknown>, key: string): string {
  const value = params[key]
  if (typeof value !== 'string' || value === '') {
    throw invalidParams(`${key} must be a non-empty string`)
  }
  return value
}

function textList(params: Record<string, unknown>, key: string): string[] {
  const value = params[key]
  if (!Array.isArray(value) || value.length === 0) {
    throw invalidParams(`${key} must be a non-empty array`)
  }
  return value.map((item, index) => {
    if (typeof item !== 'string' || item === '') {
      throw invalidParams(`${key}[${index}] must be a non-empty string`)
    }
    return item
  })
}

function objectList(params: Record<string, unknown>, key: string): Record<string, unknown>[] {
  const value = params[key]
  if (!Array.isArray(value) || value.length === 0) {
    throw invalidParams(`${key} must be a non-empty array`)
  }
  return value.map((item) => record(item))
}

/** Seconds. Required by `irn_publish`, as the hosted relay does; sign-client always sends it. */
function ttl(params: Record<string, unknown>, fallback?: number): number {
  const value = params.ttl ?? fallback
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) {
    throw invalidParams('ttl must be a positive number of seconds')
  }
  return value
}

function tag(params: Record<string, unknown>, fallback = 0): number {
  const value = params.tag ?? fallback
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) {
    throw invalidParams('tag must be a non-negative integer')
  }
  return value
}

/** The attestation travels with the message to its receivers, as the hosted relay does. */
function attestation(params: Record<string, unknown>): { attestation?: string } {
  const value = params.attestation
  if (value === undefined || value === null) return {}
  if (typeof value !== 'string') throw invalidParams('attestation must be a string')
  return { attestation: value }
}

function publishParams(params: Record<string, unknown>) {
  return {
    topic: text(params, 'topic'),
    message: text(params, 'message'),
    ttl: ttl(params),
    tag: tag(params),
    ...attestation(params),
  }
}

export const relayMethods: Readonly<Record<string, MethodHandler>> = {
  irn_subscribe(params, relay) {
    return relay.subscribe(text(record(params), 'topic'))
  },

  irn_batchSubscribe(params, relay) {
    return textList(record(params), 'topics').map((topic) => relay.subscribe(topic))
  },

  irn_unsubscribe(params, relay) {
    relay.unsubscribe(text(record(params), 'topic'))
    return true
  },

  irn_batchUnsubscribe(params, relay) {
    const topics = objectList(record(params), 'subscriptions').map((item) => text(item, 'topic'))
    for (const topic of topics) relay.unsubscribe(topic)
    return true
  },

  irn_publish(params, relay) {
    relay.publish(publishParams(record(params)))
    return true
  },

  irn_batchPublish(params, relay) {
    // Validate all before publishing any, so a bad batch publishes nothing.
    const messages = objectList(record(params), 'messages').map(publishParams)
    for (const message of messages) relay.publish(message)
    return true
  },

  irn_batchFetchMessages(params, relay) {
    const messages = relay.fetch(textList(record(params), 'topics')).map((stored) => ({
      topic: stored.topic,
      message: stored.message,
      publishedAt: stored.publishedAt,
      tag: stored.tag,
      ...(stored.attestation === undefined ? {} : { attestation: stored.attestation }),
    }))
    // Everything fits in one answer: nothing is held back for a next page.
    return { messages, hasMore: false }
  },

  /**
   * The dapp's session proposal (sign-client ≥ 2.21): `{pairingTopic, sessionProposal, ttl,
   * attestation?, correlationId?}`. The relay subscribes the dapp to the pairing topic (its
   * `connect()` skips `irn_subscribe`) and publishes the proposal there for the wallet.
   */
  wc_proposeSession(params, relay) {
    const p = record(params)
    const pairingTopic = text(p, 'pairingTopic')
    const sessionProposal = text(p, 'sessionProposal')
    const seconds = ttl(p, SESSION_TTL_SECONDS)
    relay.subscribe(pairingTopic)
    relay.publish({
      topic: pairingTopic,
      message: sessionProposal,
      ttl: seconds,
      tag: sessionTags.proposal,
      ...attestation(p),
    })
    return true
  },

  /**
   * The wallet's approval: `{sessionTopic, pairingTopic, sessionProposalResponse,
   * sessionSettlementRequest, ttl, correlationId?, …}`. The relay subscribes the wallet to the
   * session topic (its `approve()` skips `irn_subscribe`), answers the proposal on the pairing
   * topic, and puts the settlement on the session topic, where the dapp finds it once it has read
   * the answer and subscribed.
   */
  wc_approveSession(params, relay) {
    const p = record(params)
    const sessionTopic = text(p, 'sessionTopic')
    const pairingTopic = text(p, 'pairingTopic')
    const sessionProposalResponse = text(p, 'sessionProposalResponse')
    const sessionSettlementRequest = text(p, 'sessionSettlementRequest')
    const seconds = ttl(p, SESSION_TTL_SECONDS)
    relay.subscribe(sessionTopic)
    relay.publish({
      topic: pairingTopic,
      message: sessionProposalResponse,
      ttl: seconds,
      tag: sessionTags.proposalResponse,
    })
    relay.publish({
      topic: sessionTopic,
      message: sessionSettlementRequest,
      ttl: seconds,
      tag: sessionTags.settleRequest,
    })
    return true
  },
}
