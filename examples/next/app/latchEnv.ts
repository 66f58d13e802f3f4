import type { Endpoints } from '@latch/core'

/** Where Latch's services and the app's chains are: plain data, from the server to the page. */
export interface LatchEnv {
  /** The app's project id (cloud.reown.com). */
  projectId: string
  /** Latch's services (`createLatch`'s `endpoints`); none: the hosted ones. */
  endpoints?: Partial<Endpoints>
  /** The EVM chains the app offers; none: Ethereum and Base. */
  chains: { chainId: number; rpcUrl: string }[]
}

/**
 * Read on the server for each request, not at build time: one production build runs against any
 * services (`LATCH_PROJECT_ID`; `LATCH_ENDPOINTS` and `LATCH_CHAINS`, JSON: the local stack's,
 * under tests).
 */
export function readLatchEnv(): LatchEnv {
  const { LATCH_PROJECT_ID, LATCH_ENDPOINTS, LATCH_CHAINS } = process.env
  return {
    projectId: LATCH_PROJECT_ID ?? 'latch-example',
    ...(LATCH_ENDPOINTS ? { endpoints: JSON.parse(LATCH_ENDPOINTS) as Partial<Endpoints> } : {}),
    chains: LATCH_CHAINS ? (JSON.parse(LATCH_CHAINS) as LatchEnv['chains']) : [],
  }
}
