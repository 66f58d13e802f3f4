/** Relay protocol pairings (spec §9). */

export const PAIRING_EXPIRY_MS = 4 * 60_000
export const PAIRING_EXPIRED_WITHIN_MS = 10_000
export const RETRY_WINDOW_MS = 1_000

/**
 * How long a request waits for the wallet's answer before it fails (WALLET_NO_ANSWER): the SDK's
 * own request expiry, on the client's clock. An answer after it is ignored.
 */
export const WALLET_REQUEST_TIMEOUT_MS = 5 * 60_000
/**
 * How long a reload waits for a stored session to prove alive (the wallet answers a ping, or the
 * relay hands over its end) before the page shows the Connect button instead.
 */
export const SESSION_CHECK_MS = 5_000
