import type { LatchError } from '../errors/LatchError'

export type CommandStatus = 'idle' | 'pending' | 'success' | 'error'

/** What a renderer shows of a command's latest run. Frozen: a new object only when it changed. */
export interface CommandRunState<R> {
  status: CommandStatus
  isPending: boolean
  /** The command's result, once it succeeded. */
  data: R | undefined
  /** The spec's message is `error.message`; `error.code` is stable. */
  error: LatchError | null
}

export const IDLE: CommandRunState<never> = Object.freeze({
  status: 'idle',
  isPending: false,
  data: undefined,
  error: null,
})

// One object for every pending run: a run started while another is pending is no change.
export const PENDING: CommandRunState<never> = Object.freeze({
  status: 'pending',
  isPending: true,
  data: undefined,
  error: null,
})

export function succeeded<R>(data: R): CommandRunState<R> {
  return Object.freeze({ status: 'success', isPending: false, data, error: null })
}

export function failed(error: LatchError): CommandRunState<never> {
  return Object.freeze({ status: 'error', isPending: false, data: undefined, error })
}
