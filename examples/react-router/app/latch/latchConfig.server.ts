import type { LatchConfig } from './latchConfig'

/**
 * The app's Latch settings from the server's environment, read at request time: one production
 * build runs against any services (the local stack in tests, the hosted ones in production).
 * - `LATCH_PROJECT_ID`: the project id (cloud.reown.com);
 * - `LATCH_CHAINS`: JSON, `[{ "chainId": 31337, "rpcUrl": "http://127.0.0.1:8545" }]`;
 * - `LATCH_ENDPOINTS`: JSON, `createLatch`'s `endpoints` (`{ "api": "http://…", … }`).
 */
export function readLatchConfig(env: NodeJS.ProcessEnv = process.env): LatchConfig {
  return {
    projectId: env.LATCH_PROJECT_ID ?? 'latch-example',
    chains: env.LATCH_CHAINS ? JSON.parse(env.LATCH_CHAINS) : [],
    endpoints: env.LATCH_ENDPOINTS ? JSON.parse(env.LATCH_ENDPOINTS) : {},
  }
}
