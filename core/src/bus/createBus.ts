import { describeValue } from '../errors/describeValue'
import { LatchError, toLatchError } from '../errors/LatchError'
import { createEmitter } from '../events/createEmitter'
import type {
  Command,
  CommandHandler,
  CommandResult,
  CommandType,
  EventHandler,
  EventPayload,
  EventType,
} from './types'

export interface Bus {
  /** Registers the one handler of a command; returns the unregister. */
  handle<K extends CommandType>(type: K, handler: CommandHandler<K>, owner?: string): () => void
  /** Runs the command's handler; rejects with a `LatchError` (an unknown command is one too). */
  dispatch<K extends CommandType>(command: Command<K>): Promise<CommandResult<K>>
  hasHandler(type: CommandType): boolean
  emit<K extends EventType>(type: K, payload: EventPayload<K>): void
  /** Listens to an event; returns the unsubscribe. A throwing listener is reported, not fatal. */
  on<K extends EventType>(type: K, handler: EventHandler<K>): () => void
  clear(): void
}

export interface BusOptions {
  /** Wraps each handler run, e.g. to batch its store updates. */
  around?: <T>(run: () => T) => T
  onListenerError?: (error: unknown, type: EventType) => void
}

interface Registration {
  handler: CommandHandler<CommandType>
  owner: string
}

export function createBus(options: BusOptions = {}): Bus {
  const handlers = new Map<CommandType, Registration>()
  const emitter = createEmitter<{ [K in EventType]: EventPayload<K> }>()
  const around = options.around ?? ((run) => run())

  return {
    handle(type, handler, owner = 'latch') {
      const existing = handlers.get(type)
      if (existing) {
        throw new LatchError('DUPLICATE_COMMAND_HANDLER', {
          params: { type, owner: existing.owner },
        })
      }
      const registration = { handler: handler as CommandHandler<CommandType>, owner }
      handlers.set(type, registration)
      return () => {
        if (handlers.get(type) === registration) handlers.delete(type)
      }
    },
    async dispatch<K extends CommandType>(command: Command<K>): Promise<CommandResult<K>> {
      const registration = handlers.get(command?.type)
      if (!registration) {
        throw new LatchError('UNKNOWN_COMMAND', { params: { type: describeValue(command?.type) } })
      }
      try {
        return (await around(() =>
          registration.handler(command as Command<CommandType>),
        )) as CommandResult<K>
      } catch (error) {
        throw toLatchError(error)
      }
    },
    hasHandler: (type) => handlers.has(type),
    emit(type, payload) {
      emitter.emit(type, payload)
    },
    on(type, handler) {
      const listener = (payload: EventPayload<typeof type>) => {
        try {
          handler(payload)
        } catch (error) {
          options.onListenerError?.(error, type)
        }
      }
      emitter.on(type, listener)
      return () => {
        emitter.off(type, listener)
      }
    },
    clear() {
      handlers.clear()
      emitter.clear()
    },
  }
}
