import type { WalletQuirk } from './walletQuirk'

const QUIRKS_TEST = 'plugins/eip155/src/quirks/walletQuirks.integration.test.ts'
const PEERS = "Peers' trackers (../shared/notes/peers.md)"

/** The EVM test wallet's replayed quirks (issue 35, `createTestWallet`/`installTestWallet` options). */
export const evmQuirks: readonly WalletQuirk[] = [
  {
    id: 'evm-is-metamask-impostor',
    area: 'evm',
    behaviour:
      'Sets isMetaMask on its provider and answers window.ethereum, while announcing itself under its own name through EIP-6963.',
    knownIn: ['Rabby', 'OKX Wallet', 'Phantom (EVM provider)'],
    source: `${PEERS}: Rabby, OKX or Phantom answer the "MetaMask" button`,
    option:
      "installTestWallet({ isMetaMask: true, windowEthereum: true, info: { name: 'Rabby Wallet', rdns: 'io.rabby' } })",
    latch:
      'Lists and drives each wallet by its EIP-6963 announcement (its rdns): the MetaMask entry talks to the provider MetaMask announced, never to window.ethereum.',
    test: {
      file: QUIRKS_TEST,
      name: 'lists each wallet by its announcement; the MetaMask entry connects MetaMask, not the isMetaMask wallet behind window.ethereum',
    },
  },
  {
    id: 'evm-legacy-provider-is-metamask',
    area: 'evm',
    behaviour:
      'Only sets window.ethereum, flagged isMetaMask, without an EIP-6963 announcement (older versions, in-app browsers).',
    knownIn: ['Rabby', 'OKX Wallet', 'Phantom (EVM provider)'],
    source: `${PEERS}: the "MetaMask" button opens another wallet`,
    option: 'installTestWallet({ isMetaMask: true, windowEthereum: true }) with no announcement',
    latch:
      'Lists the legacy provider as "Browser Wallet" when nothing announces itself, never as MetaMask, whatever it claims.',
    test: {
      file: QUIRKS_TEST,
      name: 'a window.ethereum that passes for MetaMask, with nothing announced, is a browser wallet, never MetaMask',
    },
  },
  {
    id: 'evm-late-announcement',
    area: 'evm',
    behaviour:
      "Announces itself through EIP-6963 only after the page's scripts ran, after the Connect view opened.",
    knownIn: ['Extensions whose content script loads late', 'Wallets woken up by the page'],
    source: 'EIP-6963: wallets may announce at any time',
    option: 'installTestWallet({ announceAfterMs: 2_000 })',
    latch:
      'Keeps listening to announcements: the late wallet appears in the open list (a recently used one reconnects when it arrives).',
    test: {
      file: QUIRKS_TEST,
      name: 'a wallet announced after the modal opened appears in the open list',
    },
  },
  {
    id: 'evm-announced-twice',
    area: 'evm',
    behaviour:
      'Announces the same rdns twice under two uuids (its content script injected again, e.g. after an update).',
    knownIn: ['Extensions re-injected while the page is open'],
    option: 'installTestWallet({ announceTwice: true })',
    latch:
      'Keeps one connector per rdns, driving its latest announcement: one row in the Connect list, no duplicate key.',
    test: {
      file: QUIRKS_TEST,
      name: 'a wallet announced twice (same rdns, a new uuid) is one entry, and connects',
    },
  },
  {
    id: 'evm-chain-id-not-hex',
    area: 'evm',
    behaviour:
      'Answers eth_chainId (and emits chainChanged) with a number or a decimal string instead of 0x-hex.',
    knownIn: ['Providers predating EIP-1193', 'Some in-app browser bridges'],
    source: 'EIP-1193 requires a hexadecimal string',
    option: "createTestWallet({ chainIdFormat: 'number' | 'decimal' })",
    latch:
      'Reads any of the three spellings as the same CAIP-2 chain, on connect and on chainChanged.',
    test: {
      file: QUIRKS_TEST,
      name: 'eth_chainId as a number or a decimal string is the same chain',
    },
  },
  {
    id: 'evm-lower-case-addresses',
    area: 'evm',
    behaviour: 'Gives addresses in lower case, not EIP-55 checksummed.',
    knownIn: ['MetaMask', 'Most EIP-1193 wallets'],
    option: "createTestWallet({ addressCase: 'lower' })",
    latch:
      'Checksums every address it receives: one connection, the checksummed address shown, no duplicate account when the wallet repeats it.',
    test: {
      file: QUIRKS_TEST,
      name: 'lower-case addresses: one connection, shown checksummed, no duplicate account',
    },
  },
  {
    id: 'evm-switch-never-answers',
    area: 'evm',
    behaviour:
      'Never answers wallet_switchEthereumChain (a prompt that never showed, or queued behind another).',
    knownIn: ['MetaMask (a prompt already open)', 'Mobile wallets through in-app browsers'],
    source: `${PEERS}: a switch request never answers`,
    option: 'createTestWallet({ unansweredSwitches: 1 })',
    latch:
      'Gives up after SWITCH_CHAIN_TIMEOUT_MS (30 s) with WALLET_SWITCH_TIMEOUT, the network unchanged; the user can try again.',
    test: {
      file: QUIRKS_TEST,
      name: 'a switch the wallet never answers fails after the time-out with the network unchanged; a retry switches',
    },
  },
  {
    id: 'evm-switch-needs-add',
    area: 'evm',
    behaviour:
      'Answers a switch to a chain it does not know with 4902 (or 5000, -32603) and needs wallet_addEthereumChain first.',
    knownIn: ['MetaMask', 'Rabby', 'Most extensions'],
    source: 'EIP-3326, spec §7',
    option: 'createTestWallet({ chains: [home] }) or wallet.forgetChain(chainId)',
    latch: 'Offers the chain with wallet_addEthereumChain, then reads the chain back.',
    test: {
      file: 'plugins/eip155/src/eip155.integration.test.ts',
      name: 'adds a chain the wallet does not know (4902), then switches to it',
    },
  },
  {
    id: 'evm-switch-without-chain-changed',
    area: 'evm',
    behaviour: 'Switches chain without emitting chainChanged.',
    knownIn: ['In-app browser providers', 'Wallet bridges'],
    option: 'createTestWallet({ silentSwitch: true })',
    latch:
      'Reads eth_chainId back after every switch: the page follows, and a wallet that answered without switching fails with CHAIN_MISMATCH, the network unchanged.',
    test: {
      file: QUIRKS_TEST,
      name: 'a wallet that switches without chainChanged: Latch reads the chain back',
    },
  },
  {
    id: 'evm-lock-empty-accounts',
    area: 'evm',
    behaviour: 'Emits accountsChanged([]) when the user locks it.',
    knownIn: ['MetaMask', 'Rabby'],
    option: 'wallet.lock()',
    latch:
      "Disconnects that wallet's connection cleanly: account cleared, connection and active connector dropped; unlocking does not bring it back unasked.",
    test: {
      file: QUIRKS_TEST,
      name: 'accountsChanged([]) when the wallet locks disconnects that connection cleanly',
    },
  },
  {
    id: 'evm-locked-at-reload',
    area: 'reload',
    behaviour:
      'Locked at reload while still listing the site as connected: eth_accounts answers [] until the user unlocks it.',
    knownIn: ['MetaMask', 'Rabby'],
    source: `${PEERS}: "connected" after a reload but every request fails`,
    option:
      'createTestWallet({ locked: true }) or installTestWallet({ persistAs }) + wallet.lock({ silently: true })',
    latch:
      'Shows the returning account as reconnecting until the wallet confirms it (accounts and chain answered), then the Connect button: never connected.',
    test: {
      file: QUIRKS_TEST,
      name: 'locked at reload with eth_accounts empty: reconnecting, then disconnected, never connected',
    },
  },
  {
    id: 'evm-locked-at-reload-4100',
    area: 'reload',
    behaviour:
      'Locked at reload, still answering eth_accounts with the accounts while every other request fails with 4100.',
    knownIn: ['Wallets keeping the site permission while locked'],
    source: `${PEERS}: "connected" after a reload but every request fails`,
    option: "createTestWallet({ locked: true, whenLocked: 'unauthorized' })",
    latch:
      "Confirms a reconnect with the wallet's chain as well as its accounts: a refusal leaves the session unconfirmed, shown as the Connect button.",
    test: {
      file: QUIRKS_TEST,
      name: 'locked at reload, listing the accounts but refusing requests (4100): reconnecting, then disconnected, never connected',
    },
  },
  {
    id: 'evm-asleep-at-reload',
    area: 'reload',
    behaviour:
      'Does not answer at all right after the browser started (its background asleep or updating), the site still granted.',
    knownIn: ['Extensions with a background service worker (Manifest V3)'],
    source: `${PEERS}: "connected" after a reload but every request fails`,
    option: 'createTestWallet({ authorized: true, unansweredRequests: 1 })',
    latch:
      'Shows the returning account as reconnecting for at most RECONNECT_TIMEOUT_MS (5 s), then the Connect button; connecting again works.',
    test: {
      file: QUIRKS_TEST,
      name: 'a wallet that does not answer at reload (asleep): reconnecting, then the Connect state after the time-out; connecting works',
    },
  },
  {
    id: 'evm-disconnect-and-back',
    area: 'evm',
    behaviour:
      'Emits disconnect (4900) when it loses its chains, then connect when it is back, without a page reload.',
    knownIn: ['MetaMask', 'Most EIP-1193 wallets'],
    source: `${PEERS}: reconnect after disconnect needs a hard refresh (ck#362)`,
    option: 'wallet.disconnect(), then wallet.reconnect()',
    latch:
      'Disconnects the connection at once (requests fail with a LatchError, not a hang); the user connects again without reloading.',
    test: {
      file: QUIRKS_TEST,
      name: 'disconnect (4900) then connect: Latch disconnects, and connects again without a reload',
    },
  },
  {
    id: 'evm-error-string',
    area: 'evm',
    behaviour: "Throws a bare string ('User rejected the request.') instead of an error object.",
    knownIn: ['Older in-app browser providers'],
    option: "createTestWallet({ errorShape: 'string' })",
    latch:
      'Reads a rejection in the words of the string: USER_REJECTED_REQUEST (CONNECTION_REJECTED on connect).',
    test: { file: QUIRKS_TEST, name: 'a rejection thrown as a string is a user rejection' },
  },
  {
    id: 'evm-error-ethers',
    area: 'evm',
    behaviour:
      "Throws an ethers error: code 'ACTION_REJECTED' (a string), the wallet's own error in info.error.",
    knownIn: ['Wallets and SDKs built on ethers v6'],
    option: "createTestWallet({ errorShape: 'ethers' })",
    latch: 'Maps ACTION_REJECTED to a user rejection.',
    test: {
      file: QUIRKS_TEST,
      name: "an ethers rejection ({ code: 'ACTION_REJECTED' }) is a user rejection",
    },
  },
  {
    id: 'evm-error-nested-cause',
    area: 'evm',
    behaviour: "Wraps the wallet's error in errors' causes (an SDK over a wallet library).",
    knownIn: ['Wallet SDKs wrapping EIP-1193 providers'],
    option: "createTestWallet({ errorShape: 'nested-cause' })",
    latch: "Walks the cause chain to the wallet's code.",
    test: { file: QUIRKS_TEST, name: 'a rejection nested in causes is a user rejection' },
  },
  {
    id: 'evm-error-wrapped-internal',
    area: 'evm',
    behaviour:
      "Wraps the real error (4001, 4100) in the data of a -32603 'Internal JSON-RPC error'.",
    knownIn: ['MetaMask (mobile, through bridges)'],
    option: "createTestWallet({ errorShape: 'wrapped-internal' })",
    latch:
      'Takes the code inside the -32603 wrapper: a rejection stays USER_REJECTED_REQUEST, a 4100 stays UNAUTHORIZED.',
    test: { file: QUIRKS_TEST, name: '4001 wrapped in -32603 is a user rejection' },
  },
]
