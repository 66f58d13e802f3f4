import bs58 from 'bs58'

const BASE58 = /^[1-9A-HJ-NP-Za-km-z]+$/

/**
 * The `bytes` bytes `value` spells in base58, or undefined when it spells anything else. The
 * length is checked before decoding (base58 decoding takes time quadratic in its input): `bytes`
 * bytes are `bytes` to ⌈bytes × log 256 / log 58⌉ characters (32 → 44, 64 → 88).
 */
export function decodeBase58Bytes(value: unknown, bytes: number): Uint8Array | undefined {
  const longest = Math.ceil((bytes * Math.log(256)) / Math.log(58))
  if (typeof value !== 'string' || value.length < bytes || value.length > longest) return undefined
  if (!BASE58.test(value)) return undefined
  const decoded = bs58.decode(value)
  return decoded.length === bytes ? decoded : undefined
}

/**
 * Whether `value` is a Solana address: the base58 of 32 bytes (an ed25519 public key), its
 * length checked before decoding. For a login method checking the accounts its transport names.
 */
export const isSolanaAddress = (value: unknown): value is string =>
  decodeBase58Bytes(value, 32) !== undefined
