import type { WalletQuirk } from './walletQuirk'

const file = 'plugins/walletconnect/src/relayQuirks.integration.test.ts'

/**
 * Relay-protocol (WalletConnect) wallets' quirks (issue 35, quirk 7 and the peers' trackers),
 * replayed by `createRelayTestWallet({ quirks })` on the local relay.
 */
export const relayQuirks: readonly WalletQuirk[] = [
  {
    id: 'relay-session-ended-while-closed',
    area: 'relay',
    behaviour:
      'The user ends the session in the wallet while the page is closed; the page still holds it in its storage and, on reload, shows itself connected while every request fails.',
    knownIn: ['MetaMask Mobile', 'Trust Wallet', 'Rainbow', 'Any WalletConnect wallet'],
    source: 'peers.md: "connected after a reload but every request fails"; ck#362',
    option: 'wallet.disconnect() while the page is closed (createRelayTestWallet({ relayUrl }))',
    latch:
      'A stored session is shown connected only once it proves alive: the end the relay kept for the page is a no at once; until then the account is reconnecting, then the Connect button (@latch/walletconnect, SESSION_CHECK_MS).',
    test: {
      file,
      name: 'a session the wallet ended while the page was closed: the reload never shows it connected',
    },
  },
  {
    id: 'relay-session-forgotten-silently',
    area: 'relay',
    behaviour:
      'The wallet forgets a session without telling the page (reinstalled or reset, or its delete dropped by the relay while the page was away), so the session looks valid until its expiry, a week on.',
    knownIn: ['Any WalletConnect wallet'],
    source: 'peers.md: "connected after a reload but every request fails"',
    option:
      'createRelayTestWallet({ quirks: { silentDisconnect: true } }), then wallet.disconnect()',
    latch:
      "On reload the wallet must answer a ping within SESSION_CHECK_MS (5 s, on the client's clock): no answer is no session, and the page shows the Connect button, never a connected one that fails.",
    test: {
      file,
      name: 'a session the wallet forgot without a word: reconnecting until the check times out (fake clock), then the Connect button',
    },
  },
  {
    id: 'relay-down-at-reload',
    area: 'relay',
    behaviour:
      'The relay cannot be reached when the page reloads with a session the wallet has ended: nothing can confirm or deny it.',
    knownIn: ['Any WalletConnect wallet'],
    source: 'appkit#5410, appkit#2712 (hosted services down)',
    option: 'relay.refuseConnections(true) at reload (startLocalRelay())',
    latch:
      'The session check has a deadline (SESSION_CHECK_MS): reconnecting, then a clear disconnected state; no hang, no connected button.',
    test: {
      file,
      name: 'a session gone and the relay down at reload: a clear state at the deadline (fake clock), no hang',
    },
  },
  {
    id: 'relay-late-answer',
    area: 'relay',
    behaviour:
      'The wallet answers a request on the relay long after it was asked (the phone was asleep, the app in the background), after the page gave up on it.',
    knownIn: ['Trust Wallet', 'MetaMask Mobile', 'Any WalletConnect wallet'],
    option: 'createRelayTestWallet({ quirks: { answerDelayMs: 400 } })',
    latch:
      "A request fails with 'The wallet did not answer in time' (WALLET_NO_ANSWER) after WALLET_REQUEST_TIMEOUT_MS on the client's clock; the late answer resolves nothing, nothing is asked or sent again, and the next request gets its own answer.",
    test: {
      file,
      name: 'an answer after the time-out is ignored: the request fails once (fake clock), nothing is sent twice',
    },
  },
  {
    id: 'relay-user-rejected-5000',
    area: 'relay',
    behaviour:
      "The wallet refuses a request with the relay protocol's own code, USER_REJECTED (5000, the SDK's getSdkError), not EIP-1193's 4001, so a dapp reading 4001 shows a failed transaction instead of a refusal.",
    knownIn: ['Wallets built on the WalletConnect wallet SDK', 'Any WalletConnect wallet'],
    option: 'request.reject() of createRelayTestWallet({ autoApprove: false })',
    latch:
      "Read as the user's refusal on every namespace: USER_REJECTED_REQUEST (4001), 'Connection rejected' in the views.",
    test: {
      file,
      name: "a refusal with the relay protocol's own code (5000): the user's refusal on EVM and Solana, 4001",
    },
  },
  {
    id: 'relay-pairing-approved-twice',
    area: 'relay',
    behaviour:
      'The user scans the QR again after it refreshed and the wallet approves both proposals: two sessions settle for one connect.',
    knownIn: ['Any WalletConnect wallet'],
    source: 'rk#1878, appkit#733 (QR pairing on mobile)',
    option: 'createRelayTestWallet({ quirks: { approveTwice: true } })',
    latch:
      'The first approval wins: one connection, one connected event per namespace; the extra session is ended on both sides, never kept.',
    test: {
      file,
      name: 'a pairing approved twice: one connection, no duplicate events, the extra session ended',
    },
  },
  {
    id: 'relay-switch-never-answers',
    area: 'relay',
    behaviour:
      'The wallet never answers wallet_switchEthereumChain sent over the relay: the request stays pending for good.',
    knownIn: ['Trust Wallet', 'Ledger Live', 'Any WalletConnect wallet'],
    source: 'issue 35 ("a switch request never answers")',
    option: 'createRelayTestWallet({ quirks: { ignoreSwitchChain: true } })',
    latch:
      "The switch fails after SWITCH_CHAIN_TIMEOUT_MS (30 s, the client's clock) with 'The wallet did not answer the network switch'; the page stays on its chain, back one view, and the next requests go through.",
    test: {
      file: 'plugins/walletconnect/src/chainSwitch.integration.test.ts',
      name: 'a switch the wallet never answers fails after the time-out (fake clock): still on chain 0, nothing asked twice',
    },
  },
]
