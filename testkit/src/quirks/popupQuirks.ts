import type { WalletQuirk } from './walletQuirk'

/** Popups blocked when opened after an await (issue 35, quirk 10). */
export const popupQuirks: readonly WalletQuirk[] = [
  {
    id: 'popup-blocked-after-await',
    area: 'popup',
    behaviour:
      "iOS Safari opens a window only from the click's own handler: a login that awaits something (a pairing, a frame's reply) and then opens its window is blocked without a word.",
    knownIn: ['Safari on iOS'],
    option: 'page.addInitScript(replayIosPopupRule) (examples/e2e/src/popupRule.ts)',
    latch:
      "Opens every wallet window from the tap itself: a link whose href (the wallet's link with the pairing URI ready now) is set within the click, never a window opened after an await.",
    test: {
      file: 'examples/e2e/src/popupAfterAwait.test.ts',
      name: "opens a relay wallet's web app from the tap, with the pairing link in it",
    },
  },
]
