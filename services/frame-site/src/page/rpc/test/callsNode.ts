import { type Address, type Hash, type Hex, keccak256, numberToHex } from 'viem'
import { fakeEvmNode } from '../../test/evmNode'

/** A block as eth_simulateV1 answers it (the fields viem's block formatter reads). */
const BLOCK = {
  number: '0x11',
  hash: `0x${'ef'.repeat(32)}`,
  parentHash: `0x${'ab'.repeat(32)}`,
  timestamp: '0x2',
  gasLimit: '0x1c9c380',
  gasUsed: '0x0',
  baseFeePerGas: '0x1',
  transactions: [],
}

/**
 * The fake EVM node of `test/evmNode.ts` with what batches need besides: eth_simulateV1 (each call
 * using `simulatedGas`, the `simulatedFailure`-th one (0-based) reverting; or, with `simulates`
 * false, the method unknown), eth_estimateGas reverting for calls to `revertsAlone` (as a call
 * that needs an earlier one does), sends that fail from the `failFromSend`-th one on (1-based;
 * every attempt counted) with the node's refusal, or from the `silentFromSend`-th one with no
 * answer at all (the node took it; the connection broke), receipts the test puts in a block
 * (`mine`; a transaction not mined has no receipt, null, as on a real node), and the account's
 * count of mined transactions (`setMinedCount`; the pending nonce otherwise). Its pending nonce
 * counts the transactions sent to it.
 */
export function fakeCallsNode({
  failFromSend = Number.POSITIVE_INFINITY,
  silentFromSend = Number.POSITIVE_INFINITY,
  simulates = true,
  simulatedGas = 30_000n,
  simulatedFailure,
  revertsAlone,
  nonce = 7,
  ...options
}: Parameters<typeof fakeEvmNode>[0] & {
  failFromSend?: number
  silentFromSend?: number
  simulates?: boolean
  simulatedGas?: bigint
  simulatedFailure?: number
  revertsAlone?: Address
} = {}) {
  const node = fakeEvmNode({ nonce, ...options })
  const receipts = new Map<string, unknown>()
  let sendAttempts = 0
  let minedCount: number | undefined
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
      if (sendAttempts >= silentFromSend) {
        await node.fetch(url, init)
        throw new TypeError('Failed to fetch')
      }
    }
    if (body.method === 'eth_getTransactionCount' && body.params[1] === 'pending') {
      // The pool counts what was sent: the next transaction takes the nonce after them.
      node.methods.push(body.method)
      return answer(body.id, { result: numberToHex(nonce + node.sent.length) })
    }
    if (body.method === 'eth_getTransactionCount' && body.params[1] === 'latest') {
      if (minedCount !== undefined) {
        node.methods.push(body.method)
        return answer(body.id, { result: numberToHex(minedCount) })
      }
    }
    if (body.method === 'eth_simulateV1') {
      node.methods.push(body.method)
      if (!simulates)
        return answer(body.id, { error: { code: -32601, message: 'Method not found' } })
      const [{ blockStateCalls }] = body.params as [{ blockStateCalls: { calls: unknown[] }[] }]
      const calls = blockStateCalls[0]!.calls.map((_, index) => ({
        status: index === simulatedFailure ? '0x0' : '0x1',
        gasUsed: numberToHex(simulatedGas),
        returnData: '0x',
        logs: [],
        ...(index === simulatedFailure
          ? { error: { code: 3, message: 'execution reverted' } }
          : {}),
      }))
      return answer(body.id, { result: [{ ...BLOCK, calls }] })
    }
    if (body.method === 'eth_estimateGas') {
      const [request] = body.params as [{ to?: string }]
      if (revertsAlone && request.to?.toLowerCase() === revertsAlone.toLowerCase()) {
        node.methods.push(body.method)
        return answer(body.id, { error: { code: 3, message: 'execution reverted' } })
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
    setMinedCount: (count: number) => {
      minedCount = count
    },
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
