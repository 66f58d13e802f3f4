import {
  type Devnet,
  type DevnetChain,
  type LocalApi,
  startDevnet,
  startLocalApi,
} from '@latch/testkit'
import { afterAll, beforeAll } from 'vitest'

export interface LocalChain {
  devnet: Devnet
  /** The devnet's one chain (31337). */
  home: DevnetChain
  /** The local Data API on that chain. */
  api: LocalApi
}

/**
 * Anvil with one chain and the local Data API on it, started before the file's tests and stopped
 * after them. Read its parts inside the tests (they are set once `beforeAll` has run).
 */
export function localChainPerFile(): LocalChain {
  const parts = {} as LocalChain
  beforeAll(async () => {
    parts.devnet = await startDevnet({ chains: [{ chainId: 31337 }] })
    parts.home = parts.devnet.chains[0] as DevnetChain
    parts.api = await startLocalApi({ chains: parts.devnet.chains })
  }, 60_000)
  afterAll(async () => {
    await parts.api?.stop()
    await parts.devnet?.stop()
  })
  return parts
}
