import type { Endpoints } from '@latch/core'

/** What the demo server tells the page about the local stack (`window.__LATCH_DEMO__`). */
export interface DemoConfig {
  endpoints: Pick<Endpoints, 'api' | 'data' | 'analytics' | 'rpc'>
  chains: {
    chainId: number
    rpcUrl: string
    token: { address: string; symbol: string; decimals: number }
  }[]
  /** The test wallet's keys: local dev accounts, never real ones. */
  walletKeys: `0x${string}`[]
  /** A second dev account, to send to. */
  recipient: `0x${string}`
}

export const DEMO_CONFIG_GLOBAL = '__LATCH_DEMO__'
