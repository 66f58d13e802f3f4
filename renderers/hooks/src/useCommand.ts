import type { Command, CommandResult, CommandType } from '@latch/core'
import { type CommandRunState, type CommandStatus, createCommandObserver } from '@latch/core/plugin'
import { useMemo, useSyncExternalStore } from 'react'
import { useLatch } from './useLatch'

export type ActionStatus = CommandStatus

export interface ActionState<R> extends CommandRunState<R> {
  reset(): void
}

/**
 * Runs a command and tracks it: pending, then its result or its `LatchError`. Only the latest run
 * updates the state, so a slow earlier run never overwrites a newer one. The state lives in the
 * core's command observer (`createCommandObserver`); this hook only binds it.
 */
export function useCommand<K extends CommandType>(): ActionState<CommandResult<K>> & {
  run(command: Command<K>): Promise<CommandResult<K>>
} {
  const latch = useLatch()
  // One observer per component and client: another client's runs are not this one's.
  const observer = useMemo(() => createCommandObserver<K>(latch), [latch])
  // Nothing runs on a server: the server snapshot is the same idle state.
  const state = useSyncExternalStore(observer.subscribe, observer.getState, observer.getState)
  return { ...state, run: observer.run, reset: observer.reset }
}
