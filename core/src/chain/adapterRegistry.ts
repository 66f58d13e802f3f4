import { type ChainNamespace, isChainNamespace } from '../caip/caip'
import { describeValue } from '../errors/describeValue'
import { LatchError } from '../errors/LatchError'
import type { ChainAdapter } from './types'

/** The registered chain adapters, one per namespace. Adapters are live objects: never in state. */
export interface AdapterRegistry {
  /** Adds an adapter; returns its removal. A second adapter for a namespace is refused. */
  register(adapter: ChainAdapter, owner: string): () => void
  get(namespace: ChainNamespace): ChainAdapter | undefined
  /** Like `get`, but a missing adapter is 'Chain adapter not found'. */
  require(namespace: ChainNamespace): ChainAdapter
  all(): ChainAdapter[]
  onChange(listener: (change: { namespace: ChainNamespace; added: boolean }) => void): () => void
}

export function createAdapterRegistry(): AdapterRegistry {
  const adapters = new Map<ChainNamespace, { adapter: ChainAdapter; owner: string }>()
  const listeners = new Set<(change: { namespace: ChainNamespace; added: boolean }) => void>()
  const notify = (namespace: ChainNamespace, added: boolean) => {
    for (const listener of Array.from(listeners)) listener({ namespace, added })
  }
  return {
    register(adapter, owner) {
      // Its namespace keys per-namespace state: only the known ones (spec §1).
      if (!isChainNamespace(adapter.namespace)) {
        throw new LatchError('INVALID_PLUGIN', {
          params: {
            reason: `${owner} registers an adapter for an unknown namespace: ${describeValue(adapter.namespace)}`,
          },
        })
      }
      const existing = adapters.get(adapter.namespace)
      if (existing) {
        throw new LatchError('INVALID_PLUGIN', {
          params: {
            reason: `${owner} registers a ${adapter.namespace} adapter, but ${existing.owner} already did`,
          },
        })
      }
      const entry = { adapter, owner }
      adapters.set(adapter.namespace, entry)
      notify(adapter.namespace, true)
      return () => {
        if (adapters.get(adapter.namespace) !== entry) return
        adapters.delete(adapter.namespace)
        notify(adapter.namespace, false)
      }
    },
    get: (namespace) => adapters.get(namespace)?.adapter,
    require(namespace) {
      const entry = adapters.get(namespace)
      if (!entry)
        throw new LatchError('CHAIN_ADAPTER_NOT_FOUND', { details: `No ${namespace} adapter` })
      return entry.adapter
    },
    all: () => Array.from(adapters.values(), (entry) => entry.adapter),
    onChange(listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
  }
}
