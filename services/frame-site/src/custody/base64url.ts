// Base64url (RFC 4648 §5, no padding) over the platform's `btoa`/`atob`, which exist in browsers
// and in Node ≥ 16; no base64 library is a dependency of the frame site.

const ALPHABET = /^[A-Za-z0-9_-]*$/

/** `bytes` in base64url, without padding. */
export function toBase64Url(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

/**
 * The bytes `text` spells in unpadded base64url, or undefined when it is anything else, including
 * a non-canonical spelling (stray bits in the last character), so each byte string has exactly one
 * accepted text.
 */
export function fromBase64Url(text: string): Uint8Array | undefined {
  if (!ALPHABET.test(text) || text.length % 4 === 1) return undefined
  const padded = text
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(text.length / 4) * 4, '=')
  const bytes = Uint8Array.from(atob(padded), (char) => char.charCodeAt(0))
  return toBase64Url(bytes) === text ? bytes : undefined
}
