import type { WalletQuirk } from './walletQuirk'

/** The relay test wallet's replayed quirks (issue 35): its owner adds the entries. */
export const relayQuirks: readonly WalletQuirk[] = []
