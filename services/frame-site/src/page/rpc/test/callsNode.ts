import { type Hash, type Hex, keccak256 } from 'viem'
import { fakeEvmNode } from '../../test/evmNode'

/**
 * The fake EVM node of `test/evmNode.ts` with what batches need besides: sends that fail from the
 * `failFromSend`-th one on (1-based; every attempt counted), and receipts the test puts in a
 * block (`mine`); a transaction not mined has no receipt (null), as on a real node.
 */
export function fakeCallsNode({
  failFromSend = Number.POSITIVE_INFINITY,
  ...options
}: Parameters<typeof fakeEvmNode>[0] & { failFromSend?: number } = {}) {
  const node = fakeEvmNode(options)
  const receipts = new Map<string, unknown>()
  let sendAttempts = 0
  const answer = (id: number, body: { result?: unknown; error?: unknown }) =>
    new Response(JSON.stringify({ jsonrpc: '2.0', id, ...body }))
  const fetch = (async (url: string, init: RequestInit) => {
    const body = JSON.parse(String(init.body)) as { id: number; method: string; params: unknown[] }
    if (body.method === 'eth_sendRawTransaction') {
      sendAttempts += 1
      if (sendAttempts >= failFromSend) {
        node.methods.push(body.method)
        return answer(body.id, { error: { code: -32000, message: 'nonce too low' } })
      }
    }
    if (body.method === 'eth_getTransactionReceipt') {
      node.methods.push(body.method)
      return answer(body.id, { result: receipts.get(String(body.params[0])) ?? null })
    }
    return node.fetch(url, init)
  }) as unknown as typeof globalThis.fetch
  return {
    ...node,
    fetch,
    sendAttempts: () => sendAttempts,
    /** Puts the sent transaction `raw` in a block, succeeded or reverted. */
    mine(raw: Hex, status: 'success' | 'reverted' = 'success') {
      const hash: Hash = keccak256(raw)
      receipts.set(hash, {
        transactionHash: hash,
        blockHash: `0x${'cd'.repeat(32)}`,
        blockNumber: '0x11',
        gasUsed: '0x5208',
        status: status === 'success' ? '0x1' : '0x0',
        logs: [],
        // A node's other fields, which the answer does not pass on.
        cumulativeGasUsed: '0x5208',
      })
      return hash
    },
  }
}
