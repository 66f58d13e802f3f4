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
}

export function createLoginMethodRegistry(): LoginMethodRegistry {
  const methods = new Map<string, { method: LoginMethod; owner: string }>()
  const listeners = new Set<() => void>()
  const notify = () => {
    for (const listener of Array.from(listeners)) listener()
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
    onChange(listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
  }
}
