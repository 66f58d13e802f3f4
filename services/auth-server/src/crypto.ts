import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'

/** An opaque secret for a session or a device link: 32 random bytes, base64url. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url')
}

/** What is stored for a token: its SHA-256 (a 256-bit random token needs no salt). */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

/** A 6-digit code, uniformly drawn with `crypto.randomInt`. */
export function generateOtp(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0')
}

/** A fresh per-code salt, base64url. */
export function randomSalt(): string {
  return randomBytes(16).toString('base64url')
}

/**
 * What is stored for a code: HMAC-SHA256 keyed by the server secret over the per-code salt and the
 * code. Without the secret (which is not in storage) a leaked record cannot be brute-forced over
 * the million possible codes.
 */
export function hashOtp(secret: Buffer, salt: string, code: string): string {
  return createHmac('sha256', secret).update(`${salt}:${code}`).digest('base64url')
}

/** Constant-time comparison of two hashes of the same kind. */
export function hashesEqual(a: string, b: string): boolean {
  const left = Buffer.from(a, 'base64url')
  const right = Buffer.from(b, 'base64url')
  return left.length === right.length && timingSafeEqual(left, right)
}
