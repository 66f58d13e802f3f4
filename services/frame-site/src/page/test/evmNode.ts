import { type Hex, keccak256, numberToHex } from 'viem'

export const GWEI = 1_000_000_000n

/**
 * An EVM node's JSON-RPC, as a fetch, for the frame's transaction logic: the account's pending
 * nonce, a gas estimate, a block with a base fee (EIP-1559) or none (legacy), a priority fee, a
 * contract's ERC-165 answer; raw transactions sent are kept. Every call is recorded, in order.
 */
export function fakeEvmNode({
  nonce = 7,
  gasEstimate = 50_000n,
  baseFeePerGas = 10n * GWEI,
  /** A chain without EIP-1559: its blocks have no base fee. */
  legacy = false,
  priorityFeePerGas = 2n * GWEI,
  gasPrice = 12n * GWEI,
  erc721 = false,
} = {}) {
  const methods: string[] = []
  const sent: Hex[] = []
  const answer = (method: string, params: unknown[]): unknown => {
    switch (method) {
      case 'eth_getTransactionCount':
        return numberToHex(nonce)
      case 'eth_estimateGas':
        return numberToHex(gasEstimate)
      case 'eth_getBlockByNumber':
        return {
          number: '0x10',
          hash: `0x${'ab'.repeat(32)}`,
          timestamp: '0x1',
          transactions: [],
          ...(legacy ? {} : { baseFeePerGas: numberToHex(baseFeePerGas) }),
        }
      case 'eth_maxPriorityFeePerGas':
        return numberToHex(priorityFeePerGas)
      case 'eth_gasPrice':
        return numberToHex(gasPrice)
      case 'eth_call':
        return numberToHex(erc721 ? 1 : 0, { size: 32 })
      case 'eth_sendRawTransaction': {
        const raw = params[0] as Hex
        sent.push(raw)
        return keccak256(raw)
      }
      default:
        throw new Error(`The fake node does not answer ${method}`)
    }
  }
  const fetch = (async (_url: string, init: RequestInit) => {
    const body = JSON.parse(String(init.body)) as {
      id: number
      method: string
      params: unknown[]
    }
    methods.push(body.method)
    const result = answer(body.method, body.params)
    return new Response(JSON.stringify({ jsonrpc: '2.0', id: body.id, result }))
  }) as unknown as typeof globalThis.fetch
  return { fetch, methods, sent }
}
