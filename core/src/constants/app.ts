/** The app's identity, defaults and the UI's constants (spec §1, §9). */

// Product identity sent with every API call.
export const SDK_TYPE = 'appkit'
export const SDK_VERSION = '1.7.10'

// The WalletConnect network's public services the spec's APIs are (spec §7), used with the app's
// project id; every one is overridable through the `endpoints` option. The embedded wallet's frame
// site and the analytics sink have no hosted default: an app that wants them configures its own
// (`endpoints.frame`, `endpoints.analytics`).
export const DEFAULT_ENDPOINTS = {
  /** Provider API: wallet catalogue, images, project config, allowed origins. */
  api: 'https://api.web3modal.org',
  /** Data API (the blockchain API): identity, balances, history, swaps, onramp, names, sessions. */
  data: 'https://rpc.walletconnect.org',
  /** Chain RPC gateway: `{rpc}/v1/?chainId={caip2}&projectId={projectId}`. */
  rpc: 'https://rpc.walletconnect.org',
  /** The relay of the relay protocol (WalletConnect v2). */
  relay: 'wss://relay.walletconnect.org',
} as const

// Chain namespaces (spec §1) and defaults per namespace (spec §6).
export const CHAIN_NAMESPACES = ['eip155', 'solana', 'bip122', 'polkadot', 'cosmos'] as const
export const AUTH_CONNECTOR_NAMESPACES = ['eip155', 'solana'] as const
export const DEFAULT_PREFERRED_ACCOUNT_TYPES = {
  bip122: 'payment',
  eip155: 'smartAccount',
  polkadot: 'eoa',
  solana: 'eoa',
} as const
export const DEFAULT_CAIP_NETWORK_ID = 'eip155:1'

// Default allowed page origins (spec §1): localhost on any port; pages.dev, vercel.app and
// ngrok-free.app subdomains.
export const DEFAULT_ALLOWED_ORIGINS = [
  'localhost:*',
  '*.pages.dev',
  '*.vercel.app',
  '*.ngrok-free.app',
] as const

// Features (spec §1).
export const DEFAULT_FEATURES = {
  receive: true,
  send: true,
  emailShowWallets: true,
  analytics: true,
  allWallets: true,
  legalCheckbox: false,
  smartSessions: false,
  collapseWallets: false,
  pay: false,
} as const
export const SOCIAL_PROVIDERS = ['google', 'github', 'apple', 'facebook', 'x', 'discord'] as const
export const DEFAULT_REMOTE_FEATURES = {
  swaps: ['1inch'],
  onramp: ['coinbase', 'meld'],
  email: true,
  socials: ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'],
  activity: true,
  branding: true,
} as const
export const ONRAMP_PROVIDER_FEE_RANGE = { min: 0.01, max: 0.02 } as const
export const CONNECT_METHODS = ['email', 'social', 'wallet'] as const
export const DEFAULT_CONNECT_METHOD_ORDER = CONNECT_METHODS
export const CONNECTOR_TYPES = [
  'walletConnect',
  'recent',
  'injected',
  'featured',
  'custom',
  'external',
  'recommended',
] as const
export const DEFAULT_CONNECTOR_ORDER = CONNECTOR_TYPES
export const WALLET_FEATURES = ['onramp', 'swaps', 'receive', 'send'] as const
export const DEFAULT_WALLET_FEATURE_ORDER = WALLET_FEATURES
export const ACCOUNT_TABS = ['Tokens', 'NFTs', 'Activity'] as const
export const DEFAULT_ACCOUNT_TABS = ACCOUNT_TABS

// Login and balances.
export const BALANCE_RETRY_BLOCK_MS = 30_000
export const RECENT_WALLETS_MAX = 2

// Cache lifetimes.
export const CACHE_LIFETIME_MS = {
  balances: 30_000,
  nativeBalances: 30_000,
  ensNames: 5 * 60_000,
  identities: 5 * 60_000,
} as const
export const CACHE_GC_MS = 5 * 60_000
export const LRU_CACHE_SIZES = { small: 128, large: 8192 } as const

// Swaps, balances, onramp (spec §9).
export const SWAP_SLIPPAGE_TOLERANCE = 1
export const SWAP_NETWORK_COUNT = 12
export const BALANCE_NAMESPACES = ['eip155', 'solana'] as const
export const SEND_NAMESPACES = ['eip155', 'solana'] as const
export const ONRAMP_NAMESPACES = ['eip155', 'solana'] as const
export const NAMES_NAMESPACES = ['eip155'] as const
export const ACTIVITY_NAMESPACES = ['eip155'] as const
export const ONRAMP_DEFAULTS = {
  purchaseCurrency: 'USDC',
  paymentCurrency: 'USD',
  paymentCurrencies: ['USD', 'EUR'],
  limits: {
    card: { min: '10.00', max: '7500.00' },
    ach_bank_account: { min: '10.00', max: '25000.00' },
  },
} as const

// Social login popup and modal timing.
export const SOCIAL_POPUP_SIZE = { width: 600, height: 800 } as const
export const SOCIAL_POPUP_CLOSED_CHECK_MS = 1_000
export const MODAL_SHAKE_MS = 500
export const DEBOUNCE_MS = 500
export const TOAST_SWAP_DELAY_MS = 150
/**
 * How long a toast stays before closing by itself. The spec says toasts auto-close but gives no
 * duration; 2.5 s is what AppKit's snackbar uses, long enough to read a short message.
 */
export const TOAST_AUTO_CLOSE_MS = 2_500

// HTTP queries: retries with back-off min(1000·2^n, 30000) ms.
export const QUERY_RETRY_COUNT = 3
export const QUERY_RETRY_BASE_MS = 1_000
export const QUERY_RETRY_MAX_MS = 30_000
/**
 * Statuses an API call is retried on (network errors and time-outs too). The spec lists these for
 * RPC (§7) and gives none for the Provider/Data APIs; 403 and 413 are left out, since repeating the
 * same request cannot change the answer of a project check or a size limit.
 */
export const QUERY_RETRY_HTTP_STATUSES = [408, 429, 500, 502, 503, 504] as const
/** Time-out of one API attempt. The spec gives none for HTTP APIs; this is the RPC time-out (§9). */
export const API_REQUEST_TIMEOUT_MS = 10_000

// Analytics.
export const ERROR_EVENTS_LIMIT = { count: 5, windowMs: 60_000 } as const

// Display and formatting.
export const DISPLAY_NAME_MAX_LENGTH = 30
export const AMOUNT_DISPLAY_DECIMALS = 2
export const BALANCE_DISPLAY_DECIMALS = 3
export const TRANSACTION_QUANTITY_DECIMALS = 3
export const TRANSACTION_PLUS_TYPES = ['receive', 'deposit', 'borrow', 'claim'] as const
export const TRANSACTION_MINUS_TYPES = ['withdraw', 'repay', 'burn'] as const

// Misc limits.
export const BLOB_SIZE_LIMIT_BYTES = 761_855
export const EVM_CHAIN_COUNT = 23
export const SOLANA_NETWORK_COUNT = 3
export const ADAPTER_TYPES = ['bitcoin', 'solana', 'wagmi', 'ethers', 'ethers5'] as const
export const HTTP_STATUS = {
  forbidden: 403,
  rateLimited: 429,
  serverError: 500,
  unavailable: 503,
} as const

// Local storage: every key Latch writes carries this prefix.
export const STORAGE_KEY_PREFIX = '@latch/'

// Pending transactions kept (spec §9).
export const PENDING_TRANSACTIONS_LIMIT = 99
