/** Relay protocol pairings (spec §9). */

export const PAIRING_EXPIRY_MS = 4 * 60_000
export const PAIRING_EXPIRED_WITHIN_MS = 10_000
export const RETRY_WINDOW_MS = 1_000
