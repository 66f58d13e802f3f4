import type { WebSocket } from 'ws'
import { z } from 'zod'
import type { LocalLedger } from '../../ledger/localLedger'
import { JsonRpcError, rpcErrorCode } from '../../rpc/jsonRpcError'
import { parseParams } from '../../rpc/params'
import { accountSubscription } from './accountSubscription'
import { signatureSubscription } from './signatureSubscription'
import type { Notification, Subscription } from './subscription'

/** The subscriptions served, by subscribe method. */
const subscriptionKinds: Record<string, (params: unknown, ledger: LocalLedger) => Subscription> = {
  signatureSubscribe: signatureSubscription,
  accountSubscribe: accountSubscription,
}
const unsubscribeMethods = new Set(['signatureUnsubscribe', 'accountUnsubscribe'])

const subscriptionIdParam = z.tuple([z.number().int().nonnegative()])

/** Accepts WebSocket connections and serves Solana's subscriptions on them. */
export interface SubscriptionServer {
  accept(socket: WebSocket): void
}

/**
 * The WebSocket side of a Solana RPC node: `signatureSubscribe` and `accountSubscribe`, each with
 * its unsubscribe, in JSON-RPC. Subscription ids are unique across connections, as on agave.
 *
 * @example
 * const subscriptions = createSubscriptionServer(ledger)
 * new WebSocketServer({ port: 0 }).on('connection', subscriptions.accept)
 */
export function createSubscriptionServer(ledger: LocalLedger): SubscriptionServer {
  let lastSubscriptionId = 0

  return {
    accept(socket) {
      const active = new Map<number, Subscription>()
      const issued = new Set<number>()

      const send = (message: unknown) => {
        if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message))
      }
      const notify = (id: number, method: string, notification: Notification) => {
        send({ jsonrpc: '2.0', method, params: { result: notification.result, subscription: id } })
        if (notification.last) active.delete(id)
      }

      /** The result of a call, and what is due once it is sent (a notification owed at once). */
      const call = (method: string, params: unknown): [result: unknown, after?: () => void] => {
        const kind = subscriptionKinds[method]
        if (kind) {
          const subscription = kind(params, ledger)
          lastSubscriptionId += 1
          const id = lastSubscriptionId
          issued.add(id)
          active.set(id, subscription)
          const { now } = subscription
          return [id, now && (() => notify(id, subscription.method, now))]
        }
        if (unsubscribeMethods.has(method)) {
          const [id] = parseParams(subscriptionIdParam, params)
          // A signature subscription ends by itself once notified: unsubscribing late is fine.
          if (!issued.has(id)) {
            throw new JsonRpcError(rpcErrorCode.invalidParams, 'Invalid subscription id.')
          }
          active.delete(id)
          return [true]
        }
        throw new JsonRpcError(rpcErrorCode.methodNotFound, 'Method not found')
      }

      const stopListening = ledger.onCommit((committed) => {
        for (const [id, subscription] of active) {
          const notification = subscription.onCommit(committed)
          if (notification) notify(id, subscription.method, notification)
        }
      })
      // A broken frame or a reset connection: the socket is done for, not the server.
      socket.on('error', () => socket.terminate())
      socket.on('close', () => {
        stopListening()
        active.clear()
      })

      socket.on('message', (data) => {
        let request: { id?: unknown; method?: unknown; params?: unknown } | null
        try {
          request = JSON.parse(`${data}`)
        } catch {
          send({
            jsonrpc: '2.0',
            id: null,
            error: { code: rpcErrorCode.parseError, message: 'Parse error' },
          })
          return
        }
        // A call without id is a notification (web3.js pings that way): no answer is due.
        const id = request?.id
        if (typeof id !== 'number' && typeof id !== 'string') return
        try {
          if (typeof request?.method !== 'string') {
            throw new JsonRpcError(rpcErrorCode.invalidRequest, 'Invalid request')
          }
          const [result, after] = call(request.method, request.params)
          send({ jsonrpc: '2.0', id, result })
          after?.()
        } catch (error) {
          send({
            jsonrpc: '2.0',
            id,
            error: {
              code: error instanceof JsonRpcError ? error.code : rpcErrorCode.internalError,
              message: error instanceof Error ? error.message : 'Internal error',
            },
          })
        }
      })
    },
  }
}
