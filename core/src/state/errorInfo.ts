import type { LatchError } from '../errors/LatchError'
import type { ErrorInfo } from './types'

export function toErrorInfo(error: LatchError): ErrorInfo {
  return { code: error.code, message: error.message, details: error.details }
}
