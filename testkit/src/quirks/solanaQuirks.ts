import type { WalletQuirk } from './walletQuirk'

const QUIRKS_TEST = 'plugins/solana/src/walletQuirks.test.ts'

/** The Solana test wallet's replayed quirks (issue 35, `createSolanaTestWallet` options). */
export const solanaQuirks: readonly WalletQuirk[] = [
  {
    id: 'solana-no-sign-and-send',
    area: 'solana',
    behaviour:
      'Offers solana:signTransaction but not solana:signAndSendTransaction, an optional feature of the Wallet Standard.',
    knownIn: [
      'Wallet Standard wallets that sign only',
      'Relay-protocol wallets without solana_signAndSendTransaction',
    ],
    source: 'Wallet Standard: solana:signAndSendTransaction is optional',
    option: "createSolanaTestWallet({ omitFeatures: ['solana:signAndSendTransaction'] })",
    latch:
      "Has the wallet sign and sends the transaction through the app's own RPC, then confirms it before its blockhash expires.",
    test: {
      file: QUIRKS_TEST,
      name: 'sends: Latch signs with solana:signTransaction and sends through its own RPC',
    },
  },
  {
    id: 'solana-sign-and-send-only',
    area: 'solana',
    behaviour:
      'Offers solana:signAndSendTransaction but neither solana:signTransaction nor solana:signMessage.',
    knownIn: ['Wallet Standard wallets that only send'],
    option:
      "createSolanaTestWallet({ omitFeatures: ['solana:signTransaction', 'solana:signMessage'] })",
    latch:
      "Lets the wallet send the app's signAndSend itself; a bare signature or a message fails at once with UNSUPPORTED_METHOD (4200), before anything is asked.",
    test: {
      file: QUIRKS_TEST,
      name: 'one with only signAndSendTransaction sends itself; a bare signature is a named error',
    },
  },
  {
    id: 'solana-silent-account-change',
    area: 'solana',
    behaviour:
      'Switches to another account when the person picks one in the wallet, without a standard:events change event.',
    knownIn: ['Wallet Standard wallets that emit change only on connect and disconnect'],
    option: 'createSolanaTestWallet({ silentAccountChanges: true }) then wallet.setAccounts([...])',
    latch:
      "Reads the wallet's accounts again before every signature and when the page gets the focus back: the new account shows, and a request made for the old one is refused (ACCOUNT_CHANGED) instead of signed by another account than shown.",
    test: {
      file: QUIRKS_TEST,
      name: 'the next request follows the wallet and signs nothing: the new account shows, then signs',
    },
  },
  {
    id: 'solana-silent-account-change-on-focus',
    area: 'solana',
    behaviour:
      'Switches account without an event while the person is in the wallet, away from the page.',
    knownIn: ['Wallet Standard wallets that emit change only on connect and disconnect'],
    option: 'createSolanaTestWallet({ silentAccountChanges: true }) then wallet.setAccounts([...])',
    latch:
      'Shows the new account as soon as the window has the focus again, or the tab shows again.',
    test: {
      file: 'plugins/solana/src/adapter/followAccounts.test.ts',
      name: 'is followed when the window gets the focus back',
    },
  },
  {
    id: 'solana-sign-message-text-only',
    area: 'solana',
    behaviour:
      'Refuses solana:signMessage for bytes that are not UTF-8 text, with its own words and code (not a rejection by the person).',
    knownIn: ['Hardware-backed accounts (the Ledger Solana app signs off-chain messages as text)'],
    option: 'createSolanaTestWallet({ utf8MessagesOnly: true })',
    latch:
      "Names the refusal: MESSAGE_NOT_TEXT ('This wallet signs only text messages, and this message is not text (UTF-8)'); the person's own rejection stays USER_REJECTED_REQUEST.",
    test: {
      file: QUIRKS_TEST,
      name: "refuses a binary message: 'MESSAGE_NOT_TEXT', and text still signs",
    },
  },
  {
    id: 'solana-locked-at-reload',
    area: 'reload',
    behaviour:
      'Locked at reload, answers a silent standard:connect with no account although the site is still approved.',
    knownIn: ['Browser-extension wallets locked after a timeout or a browser restart'],
    option:
      'createSolanaTestWallet({ authorized: true, locked: true }), or wallet.lock() before a reload',
    latch:
      'Shows the stored account as reconnecting, then the Connect button: the stored connection is cleared, never shown as connected.',
    test: {
      file: QUIRKS_TEST,
      name: 'a wallet locked at reload: reconnecting, then Connect; what was stored is cleared',
    },
  },
  {
    id: 'solana-lists-accounts-while-locked',
    area: 'reload',
    behaviour:
      "Lists an approved site's accounts in wallet.accounts from page load even while locked, then refuses the silent connect and every signature until unlocked.",
    knownIn: ['Wallet Standard wallets that expose trusted accounts before connect'],
    option:
      'createSolanaTestWallet({ listsAccountsWhileLocked: true, authorized: true, locked: true })',
    latch:
      "Takes only the wallet's answer to a silent connect as confirmation on reload, not the listed accounts: reconnecting, then Connect; once unlocked, a later visit reconnects without a prompt.",
    test: {
      file: QUIRKS_TEST,
      name: 'a wallet locked at reload that still lists the site as connected: Connect, never connected',
    },
  },
  {
    id: 'solana-late-registration',
    area: 'solana',
    behaviour:
      "Registers with the page (the Wallet Standard's register event) whenever its script runs, often after the app's code, even after the visitor opened the modal.",
    knownIn: ['Browser-extension wallets whose content script runs late'],
    option: 'installSolanaTestWallet(config, window) after the modal opened',
    latch:
      'Lists the wallet in the open Connect view the moment it registers; it connects like any other.',
    test: {
      file: 'plugins/solana/src/wallets/lateRegistration.fresh.test.ts',
      name: 'registering after the modal opened, it is listed at once and connects',
    },
  },
  {
    id: 'solana-silent-connect-ignored',
    area: 'solana',
    behaviour:
      "Ignores standard:connect's silent flag: a silent connect from a site it has not approved shows the approval prompt.",
    knownIn: ['Wallet Standard wallets that do not implement silent'],
    source: 'Wallet Standard: StandardConnectInput.silent is a request the wallet may not honour',
    option: 'createSolanaTestWallet({ ignoresSilentConnect: true })',
    latch:
      'On page load asks only a wallet this site connected before (its stored or recorded connection), so a first visit or an unused wallet never prompts; the wallet used here before reconnects.',
    test: {
      file: QUIRKS_TEST,
      name: 'a first visit prompts nothing on page load; the wallet used here before reconnects',
    },
  },
]
