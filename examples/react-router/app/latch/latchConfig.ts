import type { Endpoints } from '@latch/core'

/** What the page needs to make its Latch client: read on the server, sent with the page. */
export interface LatchConfig {
  projectId: string
  /** The app's EVM chains; none: Ethereum and Base. */
  chains: { chainId: number; rpcUrl: string }[]
  /** The services' base URLs; absent ones are the hosted defaults. */
  endpoints: Partial<Endpoints>
}
