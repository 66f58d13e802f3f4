import type { Command, CommandResult, CommandType } from '../bus/types'
import type { Latch } from '../client/createLatch'
import type { LatchError } from '../errors/LatchError'
import { type CommandRunState, commandRunState, IDLE, PENDING } from './commandRunState'

export type { CommandRunState, CommandStatus } from './commandRunState'

/**
 * Runs one kind of command and tracks its latest run: idle, pending, then its result or its
 * `LatchError`. Framework-free: a renderer binds `subscribe` and `getState`.
 */
export interface CommandObserver<K extends CommandType> {
  /** The latest run's state (idle before any run and after `reset`); the same object until it changes. */
  getState(): CommandRunState<CommandResult<K>>
  /** Calls `listener` once per change of the state. Returns the unsubscribe. */
  subscribe(listener: (state: CommandRunState<CommandResult<K>>) => void): () => void
  /**
   * Dispatches `command`; the promise settles with this run's own result or `LatchError`. Only the
   * latest run updates the state, so a slow earlier one never overwrites a newer one.
   */
  run(command: Command<K>): Promise<CommandResult<K>>
  /** Back to idle; a run in flight no longer updates the state. */
  reset(): void
}

/**
 * Observes the runs of a command on `latch`. It subscribes to nothing in the client and puts
 * nothing in its state: its listeners are all it holds, so after the last unsubscribe nothing
 * refers to it but its owner.
 *
 * @example
 * const connect = createCommandObserver<'connection.connect'>(latch)
 * // Svelte: readable(connect.getState(), (set) => connect.subscribe(set))
 * // Vue: const state = shallowRef(connect.getState())
 * //      onScopeDispose(connect.subscribe((next) => (state.value = next)))
 * await connect.run({ type: 'connection.connect', connectorId: 'io.metamask' })
 */
export function createCommandObserver<K extends CommandType>(
  latch: Pick<Latch, 'dispatch'>,
): CommandObserver<K> {
  type State = CommandRunState<CommandResult<K>>
  const listeners = new Set<(state: State) => void>()
  let state: State = IDLE
  /** The latest run's token: a run whose token it no longer is does not touch the state. */
  let latest: object | undefined

  const set = (next: State) => {
    if (next === state) return
    state = next
    // A listener that unsubscribes another during the call spares it this change.
    for (const listener of listeners) listener(state)
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    run(command) {
      // The client's dispatch maps every failure to a `LatchError` (a wallet's 4001 to
      // USER_REJECTED_REQUEST…), so the state holds only those.
      const promise = latch.dispatch(command)
      const run = {}
      latest = run
      set(PENDING)
      // Registered before the caller can await `promise`: a caller that resumes reads the outcome.
      promise.then(
        (data) => latest === run && set(commandRunState('success', data)),
        (error: LatchError) =>
          latest === run && set(commandRunState<never>('error', undefined, error)),
      )
      return promise
    },
    reset() {
      latest = undefined
      set(IDLE)
    },
  }
}
