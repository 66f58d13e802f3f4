import { createEmitter, type Emitter } from '../events/createEmitter'
import type { ChainAdapterEvents } from './types'

export type AdapterEvents = Emitter<ChainAdapterEvents>

/**
 * The typed events of a ChainAdapter, for adapter authors: `on` is the adapter's own, `emit` is
 * what its wallet bridge calls. A listener added or removed while an event is delivered does not
 * change that delivery.
 */
export function createAdapterEvents(): AdapterEvents {
  return createEmitter<ChainAdapterEvents>()
}
