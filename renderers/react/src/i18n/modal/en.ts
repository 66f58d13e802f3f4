/**
 * The modal's and the built-in views' texts: English, the fallback and the type of every
 * translation. Loaded with the modal (never in the first paint).
 */
export const modalEn = {
  // The modal
  back: 'Back',
  close: 'Close',
  loading: 'Loading',
  notAvailable: 'This view is not available in this app.',
  // Built-in view titles (the dialog's name), by view name
  titleConnect: 'Connect wallet',
  titleAllWallets: 'All wallets',
  titleConnectingExternal: 'Connecting',
  titleNetworks: 'Choose network',
  titleSwitchNetwork: 'Switch network',
  titleSwitchActiveChain: 'Switch chain',
  titleUnsupportedChain: 'Unsupported network',
  titleAccount: 'Account',
  // Connect
  installed: 'Installed',
  recent: 'Recent',
  email: 'Email',
  continueWithEmail: 'Continue with email',
  noWalletInBrowser: 'No wallet found in this browser.',
  wallets: 'Wallets',
  allWallets: 'All wallets',
  // All wallets
  searchWallets: 'Search wallets',
  searchPlaceholder: 'Search wallet',
  noLink: 'No link',
  tryAgain: 'Try again',
  noWalletFor: 'No wallet found for “{query}”',
  noWallets: 'No wallets to show.',
  searchResults: 'Search results',
  searchingWallets: 'Searching wallets',
  loadingWallets: 'Loading wallets',
  // Networks
  networks: 'Networks',
  switchingNotAllowed: 'This app does not allow switching networks.',
  active: 'Active',
  evmNetworks: 'EVM networks',
  evmFamily: 'EVM',
  // Connecting
  yourWallet: 'your wallet',
  wallet: 'Wallet',
  logo: '{name} logo',
  retry: 'Retry',
  declined: 'You declined the request. Retry when you are ready.',
  connectedTo: 'Connected to {name}',
  continueIn: 'Continue in {name}',
  acceptRequest: 'Accept the connection request in your wallet.',
  waitingFor: 'Waiting for {name}',
  // Switching networks
  theNetwork: 'the network',
  switchedTo: 'Switched to {name}',
  switchTo: 'Switch to {name}',
  approveInWallet: 'Approve in your wallet',
  switchInWallet: 'Switch to {name} in your wallet to continue.',
  switchingTo: 'Switching to {name}',
  switching: 'Switching…',
  cancel: 'Cancel',
  noWalletForFamily:
    'You have no wallet connected for {family} networks yet. Switch to {name}, then connect a {family} wallet.',
  // Unsupported network
  unsupportedTitle: "This app doesn't support your current network",
  unsupportedHint: 'Switch to one of these networks, or disconnect.',
  supportedNetworks: 'Networks this app supports',
  disconnect: 'Disconnect',
  // Account
  connectedAccount: 'Connected account',
  changeEmail: 'Change email',
  copyAddress: 'Copy address',
  addressCopied: 'Address copied',
  copyFailed: 'Could not copy the address',
  viewOnExplorer: 'View on explorer',
  opensInNewTab: '(opens in a new tab)',
  accountTabs: 'Account',
  tabTokens: 'Tokens',
  tabNFTs: 'NFTs',
  tabActivity: 'Activity',
  loadingPanel: 'Loading {title}',
  disconnecting: 'Disconnecting…',
  disconnectAll: 'Disconnect all',
  // Tokens
  tokensUnavailable: 'Token Balance Unavailable',
  tokensUnavailableHint: 'Balances of this network cannot be loaded right now.',
  loadingTokens: 'Loading tokens',
  noTokens: 'No tokens yet',
  noTokensHint: 'Tokens this account holds on this network show here.',
  tokenBalances: 'Token balances',
}
export type ModalMessages = typeof modalEn
