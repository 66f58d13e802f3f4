import type { Endpoints } from '@latch/core'

/**
 * Where the app's services are, set by the page's host before the app's script
 * (`<script>window.LATCH_CONFIG = {…}</script>`): one build runs against any services.
 */
export interface LatchConfig {
  projectId?: string
  /** The app's EVM chains; none: Ethereum and Base. */
  chains?: { chainId: number; rpcUrl: string }[]
  /** The services' base URLs; absent ones are the hosted defaults. */
  endpoints?: Partial<Endpoints>
}

declare global {
  interface Window {
    LATCH_CONFIG?: LatchConfig
  }
}

export const latchConfig: LatchConfig = window.LATCH_CONFIG ?? {}
