import { type LatchError, toLatchError } from '@latch/core'
import { toErrorInfo } from '@latch/core/plugin'
import type { SendContext } from './sendContext'

/**
 * Runs a step; its failure, as a `LatchError`, is kept in the send state for the view (`error`)
 * and thrown to the caller.
 */
export async function keepingFailure<T>(
  context: Pick<SendContext, 'change'>,
  run: () => Promise<T> | T,
): Promise<T> {
  try {
    return await run()
  } catch (error) {
    const latchError: LatchError = toLatchError(error)
    context.change((send) => {
      send.error = toErrorInfo(latchError)
    })
    throw latchError
  }
}
