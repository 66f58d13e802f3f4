/**
 * The relay's message store. Like the hosted relay's mailbox, a message published on a topic is
 * kept until its ttl runs out, so a peer that subscribes later (the dapp subscribes to the session
 * topic only after it reads the wallet's approval) still receives it.
 *
 * Delivery is tracked per client, not per socket: a client that reconnects after a drop must get
 * what it missed but not again what it already acknowledged, and must never get back what it
 * published itself (the SDK does not record every outgoing message, so an echo of its own session
 * proposal would be handled as if a peer had sent it).
 */

export interface StoredMessage {
  readonly topic: string
  readonly message: string
  /** Milliseconds since the epoch, on the relay's clock. */
  readonly publishedAt: number
  readonly tag: number
  readonly attestation?: string
  readonly expiresAt: number
  /** Client id of the publisher. */
  readonly publisher: string
  /** Client ids it has been sent to (and not lost with a dropped socket since). */
  readonly deliveredTo: Set<string>
  /** Client ids that acknowledged it (answered the `irn_subscription` request). */
  readonly acknowledgedBy: Set<string>
  /** How many times it has been sent, redeliveries included. */
  deliveries: number
}

export interface PublishInput {
  topic: string
  message: string
  /** Seconds, as the protocol's `ttl` param. */
  ttl: number
  tag: number
  attestation?: string
  publisher: string
}

export interface Mailbox {
  put(input: PublishInput): StoredMessage
  /** Live messages on `topic` that `clientId` neither published nor has received, oldest first. */
  undelivered(topic: string, clientId: string): StoredMessage[]
  /** Live messages, on one topic or all, oldest first. */
  list(topic?: string): StoredMessage[]
}

export function createMailbox(options: { now: () => number; maxTtlMs?: number }): Mailbox {
  const { now, maxTtlMs = Number.POSITIVE_INFINITY } = options
  // Insertion order is publish order: no sort, so a test clock that stands still keeps the order.
  const byTopic = new Map<string, StoredMessage[]>()

  // Expired messages go lazily, whenever a topic is read: no timer to stop.
  const live = (topic: string): StoredMessage[] => {
    const messages = byTopic.get(topic)
    if (!messages) return []
    const at = now()
    const kept = messages.filter((message) => message.expiresAt > at)
    if (kept.length === 0) byTopic.delete(topic)
    else if (kept.length !== messages.length) byTopic.set(topic, kept)
    return kept
  }

  return {
    put(input) {
      const publishedAt = now()
      const stored: StoredMessage = {
        topic: input.topic,
        message: input.message,
        publishedAt,
        tag: input.tag,
        ...(input.attestation === undefined ? {} : { attestation: input.attestation }),
        expiresAt: publishedAt + Math.min(input.ttl * 1000, maxTtlMs),
        publisher: input.publisher,
        deliveredTo: new Set(),
        acknowledgedBy: new Set(),
        deliveries: 0,
      }
      const messages = live(input.topic)
      messages.push(stored)
      byTopic.set(input.topic, messages)
      return stored
    },
    undelivered(topic, clientId) {
      return live(topic).filter(
        (message) => message.publisher !== clientId && !message.deliveredTo.has(clientId),
      )
    },
    list(topic) {
      if (topic !== undefined) return [...live(topic)]
      return [...byTopic.keys()].flatMap((key) => live(key))
    },
  }
}
