import { createHash } from 'node:crypto'

/**
 * Which connections listen on which topic. A subscription belongs to a socket: when the socket
 * closes its subscriptions go with it, and the SDK re-subscribes after reconnecting (as it must
 * with the hosted relay).
 */
export interface Subscriber {
  readonly clientId: string
}

export interface Subscriptions<C extends Subscriber> {
  /** Subscribes and answers the subscription id; subscribing twice answers the same id. */
  add(connection: C, topic: string): string
  remove(connection: C, topic: string): void
  /** Drops every subscription of a closed connection. */
  removeConnection(connection: C): void
  subscribers(topic: string): C[]
  idOf(connection: C, topic: string): string | undefined
}

/**
 * The id the hosted relay answers: sha256 of topic and client id, hex. The SDK computes the same
 * value on its side and does not compare, but a deterministic id keeps `irn_unsubscribe {topic, id}`
 * meaningful.
 */
export function subscriptionId(topic: string, clientId: string): string {
  return createHash('sha256')
    .update(topic + clientId)
    .digest('hex')
}

export function createSubscriptions<C extends Subscriber>(): Subscriptions<C> {
  const byTopic = new Map<string, Map<C, string>>()
  const byConnection = new Map<C, Set<string>>()

  return {
    add(connection, topic) {
      let listeners = byTopic.get(topic)
      if (!listeners) {
        listeners = new Map()
        byTopic.set(topic, listeners)
      }
      const existing = listeners.get(connection)
      if (existing) return existing
      const id = subscriptionId(topic, connection.clientId)
      listeners.set(connection, id)
      let topics = byConnection.get(connection)
      if (!topics) {
        topics = new Set()
        byConnection.set(connection, topics)
      }
      topics.add(topic)
      return id
    },
    remove(connection, topic) {
      const listeners = byTopic.get(topic)
      listeners?.delete(connection)
      if (listeners?.size === 0) byTopic.delete(topic)
      byConnection.get(connection)?.delete(topic)
    },
    removeConnection(connection) {
      for (const topic of byConnection.get(connection) ?? []) {
        const listeners = byTopic.get(topic)
        listeners?.delete(connection)
        if (listeners?.size === 0) byTopic.delete(topic)
      }
      byConnection.delete(connection)
    },
    subscribers(topic) {
      return [...(byTopic.get(topic)?.keys() ?? [])]
    },
    idOf(connection, topic) {
      return byTopic.get(topic)?.get(connection)
    },
  }
}
