import { createPublicClient, http } from 'viem'

export interface WaitForRpcOptions {
  /** Chain id the node must report before it counts as ready. */
  chainId: number
  /** Give up after this long. */
  timeoutMs: number
  /** Pause between two polls. */
  intervalMs?: number
  /** Checked before each poll; a reason stops the wait at once (e.g. the process exited). */
  abortReason?: () => string | undefined
}

/**
 * Resolves once the JSON-RPC server at `rpcUrl` answers `eth_chainId` with the expected id.
 * Polling, rather than a fixed sleep, is both faster on a quick machine and safe on a slow one.
 */
export async function waitForRpc(rpcUrl: string, options: WaitForRpcOptions): Promise<void> {
  const { chainId, timeoutMs, intervalMs = 20, abortReason } = options
  const client = createPublicClient({ transport: http(rpcUrl, { retryCount: 0, timeout: 1_000 }) })
  const deadline = Date.now() + timeoutMs
  let lastError: unknown
  while (Date.now() < deadline) {
    const reason = abortReason?.()
    if (reason) throw new Error(`${rpcUrl} will not become ready: ${reason}`)
    try {
      const reported = await client.getChainId()
      if (reported === chainId) return
      lastError = new Error(`reports chain id ${reported}, expected ${chainId}`)
    } catch (error) {
      lastError = error
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs))
  }
  throw new Error(`${rpcUrl} not ready after ${timeoutMs} ms`, { cause: lastError })
}
