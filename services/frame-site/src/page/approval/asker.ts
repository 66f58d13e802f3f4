/**
 * Who asks for an approval: the host page's origin, as the frame verified it (the channel answers
 * only its parent on that origin), and the name the page gives itself (SYNC_DAPP_DATA), which
 * nothing checks.
 */
export interface Asker {
  readonly origin: string
  readonly claimedName?: string
}

/**
 * An origin as a person reads it, the way browsers' own prompts name a site: the host alone over
 * https, the whole origin otherwise (so that an http:// page shows as one). An origin is already
 * in its ASCII form (punycode), so a look-alike name in another script shows as `xn--…`.
 */
export function originForPeople(origin: string): string {
  return origin.startsWith('https://') ? origin.slice('https://'.length) : origin
}
