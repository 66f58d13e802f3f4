import type { LatchError } from '../errors/LatchError'

export type CommandStatus = 'idle' | 'pending' | 'success' | 'error'

/** What a renderer shows of a command's latest run; a new object only when something changed. */
export interface CommandRunState<R> {
  readonly status: CommandStatus
  readonly isPending: boolean
  /** The command's result, once it succeeded. */
  readonly data: R | undefined
  /** The spec's message is `error.message`; `error.code` is stable. */
  readonly error: LatchError | null
}

export function commandRunState<R = never>(
  status: CommandStatus,
  data?: R,
  error: LatchError | null = null,
): CommandRunState<R> {
  return { status, isPending: status === 'pending', data, error }
}

export const IDLE = /* @__PURE__ */ commandRunState('idle')
// One object for every pending run: a run started while another is pending is no change.
export const PENDING = /* @__PURE__ */ commandRunState('pending')
