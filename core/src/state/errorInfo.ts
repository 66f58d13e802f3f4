import type { LatchErrorCode } from '../errors/catalogue'
import type { LatchError } from '../errors/LatchError'

/** An error as kept in state: plain data, so state stays serialisable. */
export interface ErrorInfo {
  code: LatchErrorCode
  message: string
  details?: string | undefined
}

export function toErrorInfo(error: LatchError): ErrorInfo {
  return { code: error.code, message: error.message, details: error.details }
}
