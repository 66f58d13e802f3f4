import { isLatchError } from '@latch/core'

/**
 * Whether `error` is a clean refusal: a `LatchError` whose code says what went wrong, with its
 * catalogue message. A bare runtime error (TypeError, SyntaxError, RangeError…) or 'An error
 * occurred' (INTERNAL_SDK_ERROR, which wraps whatever nobody expected) is a crash: the input
 * reached code that did not expect it. A named code may keep a runtime error as its cause (a
 * malformed answer's SyntaxError from `JSON.parse`): that mapping was chosen.
 */
export function isCleanError(error: unknown): boolean {
  return isLatchError(error) && error.code !== 'INTERNAL_SDK_ERROR'
}

/** A short, safe description of any thrown value or input, for reports. */
export function describeForReport(value: unknown, max = 300): string {
  let text: string
  try {
    if (value instanceof Error) {
      const cause =
        value.cause instanceof Error ? ` ← ${value.cause.name}: ${value.cause.message}` : ''
      const code = isLatchError(value) ? ` [${value.code}]` : ''
      text = `${value.name}${code}: ${value.message}${cause}`
    } else {
      text = JSON.stringify(value, (_key, v) =>
        typeof v === 'bigint'
          ? `${v}n`
          : typeof v === 'function' || typeof v === 'symbol'
            ? String(v)
            : v,
      )
      text ??= String(value)
    }
  } catch {
    text = Object.prototype.toString.call(value)
  }
  return text.length > max ? `${text.slice(0, max)}… (${text.length} characters)` : text
}
