import type { WalletQuirk } from './walletQuirk'

/** The evm test wallet's replayed quirks (issue 35): its owner adds the entries. */
export const evmQuirks: readonly WalletQuirk[] = []
