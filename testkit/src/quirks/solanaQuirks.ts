import type { WalletQuirk } from './walletQuirk'

/** The solana test wallet's replayed quirks (issue 35): its owner adds the entries. */
export const solanaQuirks: readonly WalletQuirk[] = []
