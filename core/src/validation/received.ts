/** Strings up to this length are quoted as received; longer ones are named by type. */
const SHORT_STRING = 64

/** A received value in a message: numbers and short strings as they are, `5n`, others by type. */
export function received(input: unknown): string {
  if (typeof input === 'number') return String(input)
  if (typeof input === 'bigint') return `${input}n`
  if (typeof input === 'string')
    return input.length <= SHORT_STRING ? JSON.stringify(input) : 'string'
  if (input === null) return 'null'
  return Array.isArray(input) ? 'array' : typeof input
}
