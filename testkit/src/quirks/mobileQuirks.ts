import type { WalletQuirk } from './walletQuirk'

const file = 'testkit/src/mobileLink/mobileWalletApp.test.ts'

/** Mobile links (issue 35, quirk 9), replayed by `createMobileWalletApp`. */
export const mobileQuirks: readonly WalletQuirk[] = [
  {
    id: 'universal-link-drops-query',
    area: 'mobile',
    behaviour:
      'The wallet\'s universal link (a Branch link) opens the app without its query string, so a "wc?uri=…" link opens the app with no connection request.',
    knownIn: ['MetaMask'],
    source: 'metamask-mobile#4955, metamask-mobile#3874',
    option: "createMobileWalletApp({ ...metaMaskApp, platform: 'ios' | 'android' })",
    latch:
      'Links a wallet whose universal link drops the query through its own scheme (metamask://wc?uri=…), which the app reads whole (walletLink, @latch/walletconnect).',
    test: {
      file,
      name: 'pairs MetaMask from its universal link, whose query the app never sees, on iOS and Android',
    },
  },
  {
    id: 'android-needs-intent-link',
    area: 'mobile',
    behaviour:
      "On Android the browser keeps the wallet's universal link (and its scheme link) to itself; only an intent link naming the app's package opens it.",
    knownIn: ['Phantom'],
    option: "createMobileWalletApp({ ...phantomApp, platform: 'android' })",
    latch:
      "On Android, opens the page in Phantom's browser with intent://browse/…#Intent;scheme=phantom;package=app.phantom;S.browser_fallback_url=<universal link>;end (mobileBrowseLink, @latch/core).",
    test: { file, name: "opens Phantom's browser on Android through an intent naming its app" },
  },
]
