import type { ChainNamespace } from '../caip/caip'
import { isChainNamespace } from '../caip/caip'
import { describeValue } from '../errors/describeValue'
import { LatchError } from '../errors/LatchError'
import type { LoginMethod } from './types'

/** The registered login methods. Live objects: never in state. */
export interface LoginMethodRegistry {
  /** Adds a method; returns its removal. A second method with the same id is refused. */
  register(method: LoginMethod, owner: string): () => void
  get(id: string): LoginMethod | undefined
  /** The methods that serve `namespace`, in registration order. */
  forNamespace(namespace: ChainNamespace): LoginMethod[]
  /** Called when a method comes or goes; returns the unsubscribe. */
  onChange(listener: () => void): () => void
  /** Runs `fn`; the methods it adds or removes are announced once, after it returns. */
  batch<T>(fn: () => T): T
}

export function createLoginMethodRegistry(): LoginMethodRegistry {
  const methods = new Map<string, { method: LoginMethod; owner: string }>()
  // Each listener with the number of changes it had seen when it subscribed: a batch's one
  // announcement goes only to those that subscribed before its last change.
  const listeners = new Map<() => void, number>()
  let changes = 0
  let depth = 0
  let held = false
  const announce = () => {
    for (const [listener, seen] of Array.from(listeners)) {
      if (seen < changes && listeners.has(listener)) listener()
    }
  }
  const notify = () => {
    changes++
    if (depth > 0) held = true
    else announce()
  }
  return {
    register(method, owner) {
      const invalid = (reason: string) =>
        new LatchError('INVALID_PLUGIN', { params: { reason: `${owner} ${reason}` } })
      if (typeof method?.id !== 'string' || method.id === '')
        throw invalid(`registers a login method without an id: ${describeValue(method?.id)}`)
      const unknown = (method.namespaces ?? []).find((ns) => !isChainNamespace(ns))
      if (!Array.isArray(method.namespaces) || method.namespaces.length === 0 || unknown)
        throw invalid(
          `registers login method ${method.id} for no known namespace: ${describeValue(method.namespaces)}`,
        )
      const existing = methods.get(method.id)
      if (existing)
        throw invalid(`registers login method ${method.id}, but ${existing.owner} already did`)
      const entry = { method, owner }
      methods.set(method.id, entry)
      notify()
      return () => {
        if (methods.get(method.id) !== entry) return
        methods.delete(method.id)
        notify()
      }
    },
    get: (id) => methods.get(id)?.method,
    forNamespace: (namespace) =>
      Array.from(methods.values(), (entry) => entry.method).filter((method) =>
        method.namespaces.includes(namespace),
      ),
    batch(fn) {
      depth++
      try {
        return fn()
      } finally {
        depth--
        if (depth === 0 && held) {
          held = false
          announce()
        }
      }
    },
    onChange(listener) {
      listeners.set(listener, changes)
      return () => {
        listeners.delete(listener)
      }
    },
  }
}
