import { evmQuirks } from './evmQuirks'
import { mobileQuirks } from './mobileQuirks'
import { popupQuirks } from './popupQuirks'
import { relayQuirks } from './relayQuirks'
import { solanaQuirks } from './solanaQuirks'
import type { WalletQuirk } from './walletQuirk'

export type { WalletQuirk } from './walletQuirk'

/** Every replayed wallet quirk, area by area: what `docs/compatibility.md` is generated from. */
export const walletQuirks: readonly WalletQuirk[] = [
  ...evmQuirks,
  ...solanaQuirks,
  ...relayQuirks,
  ...mobileQuirks,
  ...popupQuirks,
]
