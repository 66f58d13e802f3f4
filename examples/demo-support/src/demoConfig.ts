import type { Endpoints } from '@latch/core'

/** The local Solana validator, as the page needs it. */
export interface DemoSolanaConfig {
  rpcUrl: string
  wsUrl: string
  genesisHash: string
  /** CAIP-2 (`solana:` and the genesis hash's first 32 characters). */
  chainId: `solana:${string}`
  /** The Solana test wallet's secret keys (64 numbers each: JSON-safe), local dev accounts only. */
  walletKeys: number[][]
  /** A second dev account (base58), to send to. */
  recipient: string
  /** The SPL token every dev account holds. */
  mint: { address: string; symbol: string; decimals: number }
}

/** The local Bitcoin chain, as the page needs it (only when the demo runs one). */
export interface DemoBitcoinConfig {
  /** The chain's Esplora API. */
  esploraUrl: string
  /** A second regtest address (P2WPKH), to send to. */
  recipient: string
}

/** What the demo server tells the page about the local stack (`window.__LATCH_DEMO__`). */
export interface DemoConfig {
  endpoints: Pick<Endpoints, 'api' | 'data' | 'analytics' | 'rpc' | 'relay' | 'frame'>
  chains: {
    chainId: number
    rpcUrl: string
    token: { address: string; symbol: string; decimals: number }
  }[]
  /** The test wallet's keys: local dev accounts, never real ones. */
  walletKeys: `0x${string}`[]
  /** A second dev account, to send to. */
  recipient: `0x${string}`
  solana: DemoSolanaConfig
  /**
   * The local Bitcoin chain, when the demo runs one (`npm start`; tests that ask). Its test wallet
   * is installed by the page's first script (`testWalletInitScript`), not by the page's code.
   */
  bitcoin?: DemoBitcoinConfig
  /** The WalletConnect plugin's options the demo sets (a short pairing expiry for e2e tests). */
  walletConnect: DemoWalletConnectConfig
}

export interface DemoWalletConnectConfig {
  /** How long a pairing link is offered; absent: the plugin's default, the spec's 4 minutes. */
  pairingExpiryMs?: number
}

export const DEMO_CONFIG_GLOBAL = '__LATCH_DEMO__'

/** The project id the page uses against the real services (`npm start -- --remote`). */
export const REMOTE_PROJECT_ID_GLOBAL = '__LATCH_PROJECT_ID__'
