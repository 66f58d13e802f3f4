/**
 * Text for a received value in error details. `String(value)` itself throws for some values
 * (objects without a prototype, or with a throwing `toString`), and error paths must not throw.
 */
export function describeValue(value: unknown): string {
  try {
    return typeof value === 'string' ? value : String(value)
  } catch {
    return Object.prototype.toString.call(value)
  }
}
