import type { WalletQuirk } from './walletQuirk'

/** Popups blocked when opened after an await (issue 35, quirk 10). */
export const popupQuirks: readonly WalletQuirk[] = []
