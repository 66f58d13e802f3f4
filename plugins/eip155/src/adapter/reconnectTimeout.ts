/**
 * How long a reload waits for a wallet to answer `eth_accounts` before the session counts as not
 * confirmed (the Connect button; the user connects again). An extension whose background is
 * asleep or updating may never answer; a connected button whose requests hang is what a reload
 * must not show. Latch's own rule (issue 35).
 */
export const RECONNECT_TIMEOUT_MS = 5_000
