import {
  type Command,
  type CommandResult,
  type CommandType,
  type LatchError,
  toLatchError,
} from '@latch/core'
import { useCallback, useRef, useState } from 'react'
import { useLatch } from './useLatch'

export type ActionStatus = 'idle' | 'pending' | 'success' | 'error'

export interface ActionState<R> {
  status: ActionStatus
  isPending: boolean
  data: R | undefined
  /** The spec's message is `error.message`; `error.code` is stable. */
  error: LatchError | null
  reset(): void
}

/**
 * Runs a command and tracks it: pending, then its result or its `LatchError`. Only the latest run
 * updates the state, so a slow earlier run never overwrites a newer one.
 */
export function useCommand<K extends CommandType>(): ActionState<CommandResult<K>> & {
  run(command: Command<K>): Promise<CommandResult<K>>
} {
  const latch = useLatch()
  const latest = useRef(0)
  const [state, setState] = useState<{
    status: ActionStatus
    data: CommandResult<K> | undefined
    error: LatchError | null
  }>({ status: 'idle', data: undefined, error: null })

  const run = useCallback(
    async (command: Command<K>) => {
      const id = ++latest.current
      setState({ status: 'pending', data: undefined, error: null })
      try {
        const data = await latch.dispatch(command)
        if (id === latest.current) setState({ status: 'success', data, error: null })
        return data
      } catch (cause) {
        const error = toLatchError(cause)
        if (id === latest.current) setState({ status: 'error', data: undefined, error })
        throw error
      }
    },
    [latch],
  )
  const reset = useCallback(() => {
    latest.current++
    setState({ status: 'idle', data: undefined, error: null })
  }, [])

  return { ...state, isPending: state.status === 'pending', run, reset }
}
