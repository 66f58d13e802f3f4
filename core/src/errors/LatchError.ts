import type { LatchErrorCode, LatchErrorParamName, LatchErrorParams } from './catalogue'
import { errorTemplate, formatErrorMessage } from './declaredErrors'
import { latchCodeForRpcCode } from './rpcCodes'

export type LatchErrorOptions<C extends LatchErrorCode = LatchErrorCode> = {
  /** Technical detail for developers and logs; never shown in place of the message. */
  details?: string | undefined
  /** The error this one wraps. */
  cause?: unknown
  /** The wallet or JSON-RPC numeric code this error came from, when it came from one. */
  rpcCode?: number | undefined
  /** Structured data for callers (e.g. validation issues, a `Retry-After`). */
  data?: unknown
} & ([LatchErrorParamName<C>] extends [never]
  ? { params?: undefined }
  : { params: LatchErrorParams<C> })

type OptionalArgs<C extends LatchErrorCode> = [LatchErrorParamName<C>] extends [never]
  ? [options?: LatchErrorOptions<C>]
  : [options: LatchErrorOptions<C>]

/**
 * The one error type of Latch: a stable `code`, the user-facing `message` from the catalogue,
 * and `details`/`cause` for developers.
 *
 * @example
 * throw new LatchError('CHAIN_REQUIRED', { params: { action: 'switch' } })
 * // message: 'Chain is required to switch'
 */
export class LatchError<C extends LatchErrorCode = LatchErrorCode> extends Error {
  override name = 'LatchError'
  readonly code: C
  readonly details: string | undefined
  readonly rpcCode: number | undefined
  readonly data: unknown

  constructor(code: C, ...[options]: OptionalArgs<C>) {
    super(formatErrorMessage(code, options?.params), { cause: options?.cause })
    this.code = code
    this.details = options?.details
    this.rpcCode = options?.rpcCode
    this.data = options?.data
  }

  /** Walks the cause chain and returns the first error `predicate` accepts (or the last one). */
  walk(predicate?: (error: unknown) => boolean): unknown {
    let current: unknown = this
    const seen = new Set<unknown>()
    while (current instanceof Error && current.cause !== undefined && !seen.has(current)) {
      if (predicate?.(current)) return current
      seen.add(current)
      current = current.cause
    }
    return predicate ? (predicate(current) ? current : undefined) : current
  }
}

/** True when `error` is a `LatchError`, optionally of the given code. */
export function isLatchError<C extends LatchErrorCode>(
  error: unknown,
  code?: C,
): error is LatchError<C> {
  return error instanceof LatchError && (code === undefined || error.code === code)
}

/** Finds a numeric wallet/JSON-RPC `code` on an error or anywhere in its cause chain. */
function findRpcCode(error: unknown): number | undefined {
  const seen = new Set<unknown>()
  let current = error
  while (typeof current === 'object' && current !== null && !seen.has(current)) {
    seen.add(current)
    const { code } = current as { code?: unknown }
    if (typeof code === 'number' && Number.isInteger(code)) return code
    current = (current as { cause?: unknown }).cause
  }
  return undefined
}

function describe(error: unknown): string | undefined {
  if (error instanceof Error) return error.message
  if (typeof error === 'string') return error
  if (typeof error === 'object' && error !== null && 'message' in error) {
    return String((error as { message: unknown }).message)
  }
  return undefined
}

/**
 * Turns anything thrown into a `LatchError`: a `LatchError` stays as it is; an error with a known
 * wallet/JSON-RPC code becomes that code; anything else becomes `fallback`
 * (INTERNAL_SDK_ERROR unless given), with the original kept as `cause` and its message in `details`.
 */
export function toLatchError(
  error: unknown,
  fallback: LatchErrorCode = 'INTERNAL_SDK_ERROR',
): LatchError {
  if (error instanceof LatchError) return error
  const rpcCode = findRpcCode(error)
  const mapped = rpcCode === undefined ? undefined : latchCodeForRpcCode(rpcCode)
  const code = mapped ?? fallback
  const template = errorTemplate(code) ?? ''
  // A fallback whose message needs params cannot be filled from an unknown error.
  const safeCode = template.includes('{') ? 'INTERNAL_SDK_ERROR' : code
  return new LatchError(safeCode as 'INTERNAL_SDK_ERROR', {
    cause: error,
    details: describe(error),
    rpcCode,
  })
}
