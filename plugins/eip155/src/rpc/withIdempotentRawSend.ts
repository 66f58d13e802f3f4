import { type EIP1193RequestFn, type Hex, keccak256, type Transport } from 'viem'

/**
 * Node answers to a raw transaction it already has: in its pool ("already known", "transaction
 * already imported") or already mined, which moved the sender's nonce past it ("nonce too low").
 */
const ALREADY_SENT_MESSAGE = /already known|already imported|known transaction|nonce too low/i

function saysAlreadySent(error: unknown): boolean {
  const seen = new Set<unknown>()
  let current = error
  while (current instanceof Error && !seen.has(current)) {
    if (ALREADY_SENT_MESSAGE.test(current.message)) return true
    seen.add(current)
    current = current.cause
  }
  return false
}

/**
 * Makes `eth_sendRawTransaction` safe to retry. When an attempt timed out after the node received
 * the transaction, the retry is answered "already known" or "nonce too low": the send succeeded,
 * and the caller must get its hash, not an error (and must not sign a second one). Such an answer
 * becomes the transaction hash when `eth_getTransactionByHash` finds that very transaction; a
 * different transaction with the same nonce is not found, and its error stands.
 *
 * @example
 * const transport = withIdempotentRawSend(fallback([http(gateway), http(publicRpc)]))
 */
export function withIdempotentRawSend<T extends Transport>(transport: T): T {
  const wrapped: Transport = (parameters) => {
    const inner = transport(parameters)
    // Typed loosely: the hash it may return is what eth_sendRawTransaction returns anyway.
    const request = (async (args: { method: string; params?: unknown }, options?: unknown) => {
      try {
        return await inner.request(args as never, options as never)
      } catch (error) {
        if (args.method !== 'eth_sendRawTransaction' || !saysAlreadySent(error)) throw error
        const [rawTransaction] = args.params as [Hex]
        const hash = keccak256(rawTransaction)
        const known = await inner
          .request({ method: 'eth_getTransactionByHash', params: [hash] })
          .catch(() => null)
        if (known) return hash
        throw error
      }
    }) as EIP1193RequestFn
    return { ...inner, request }
  }
  return wrapped as T
}
