import type { CaipAddress, CaipNetworkId, ChainNamespace } from '../caip/caip'

/** eoa / smartAccount (spec §6); bip122 uses payment, ordinal and stx. */
export type AccountType = 'eoa' | 'smartAccount' | 'payment' | 'ordinal' | 'stx'

/** A chain-agnostic account (spec §3). */
export interface Account {
  namespace: ChainNamespace
  address: string
  type: AccountType
  publicKey?: string
  path?: string
}

/** A wallet connection on one namespace (spec §3). Cached per namespace. */
export interface Connection {
  connectorId: string
  accounts: { address: string; type?: AccountType }[]
  recent?: boolean
  /** Who logged in, for a login method's connection: its `auth` (an email, a social username). */
  auth?: ConnectionAuth
}

/** Who logged in through a login method: the provider ('email', a social one) and the name. */
export interface ConnectionAuth {
  name?: string
  username?: string
}

export type ConnectionStatus = 'disconnected' | 'connecting' | 'reconnecting' | 'connected'

/** A token balance (spec §3). `address` is absent for the native currency. */
export interface TokenBalance {
  name: string
  symbol: string
  chainId: CaipNetworkId
  address?: CaipAddress
  value: number
  price: number
  iconUrl?: string
  quantity: { decimals: string; numeric: string }
}

export type TokenBalanceStatus = 'loading' | 'ready' | 'unavailable'

/** Account state of one namespace (spec §3). */
export interface AccountState {
  status: ConnectionStatus
  caipAddress?: CaipAddress
  address?: string
  balance?: string
  balanceSymbol?: string
  profileName?: string
  profileImage?: string
  addressExplorerUrl?: string
  tokenBalance: TokenBalance[]
  /**
   * Where `tokenBalance` stands: 'loading' while a fetch runs, 'ready' once loaded, 'unavailable'
   * after a failure or on a namespace without balances (spec §8), until a fetch succeeds. Absent
   * until the first fetch.
   */
  tokenBalanceStatus?: TokenBalanceStatus
  connectedWalletInfo?: { name: string; icon?: string; rdns?: string }
  preferredAccountType: AccountType
  socialProvider?: string
  allAccounts: Account[]
  currentTab: number
  smartAccountDeployed?: boolean
  addressLabels: Record<string, string>
}
