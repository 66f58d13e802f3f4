/** The embedded wallet's connector id on every namespace (the spec's auth connector). */
export const EMBEDDED_WALLET_ID = 'auth'
