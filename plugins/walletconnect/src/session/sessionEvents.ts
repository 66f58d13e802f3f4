import type { ChainNamespace } from '@latch/core'

/** What the session tells the namespace providers. */
export type SessionEvent =
  | { type: 'accountsChanged'; namespace: ChainNamespace; addresses: string[] }
  | { type: 'chainChanged'; namespace: ChainNamespace; chainId: string }
  /** The session ended (wallet-side delete, expiry, or ours). */
  | { type: 'ended' }
