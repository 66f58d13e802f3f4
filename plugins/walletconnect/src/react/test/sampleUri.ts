/** A pairing URI of the relay protocol's form, different for each `n`. */
export function sampleUri(n: number): string {
  const hex = (seed: number) =>
    Array.from({ length: 64 }, (_, i) => ((seed * 7 + i * 13) % 16).toString(16)).join('')
  return `wc:${hex(n)}@2?relay-protocol=irn&symKey=${hex(n + 101)}&expiryTimestamp=${1767225600 + n}`
}
