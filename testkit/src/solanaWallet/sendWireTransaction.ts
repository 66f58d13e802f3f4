import { getBase58Encoder, getBase64Decoder } from '@solana/kit'
import type { SolanaSignAndSendTransactionOptions } from '@solana/wallet-standard-features'

/** A JSON-RPC error answered by the Solana node; `message` is the node's own. */
export class SolanaRpcError extends Error {
  override readonly name = 'SolanaRpcError'
  readonly code: number
  /** The node's `data`, e.g. the simulation (err, logs) of a transaction it refused. */
  readonly data: unknown

  constructor(error: { code: number; message: string; data?: unknown }) {
    super(error.message)
    this.code = error.code
    this.data = error.data
  }
}

interface JsonRpcAnswer {
  result?: unknown
  error?: { code: number; message: string; data?: unknown }
}

/**
 * Sends a signed wire transaction with JSON-RPC `sendTransaction` (base64) and returns its
 * 64-byte signature as the node answers it. A refusal throws `SolanaRpcError`.
 */
export async function sendWireTransaction(
  rpcUrl: string,
  wire: Uint8Array,
  options: SolanaSignAndSendTransactionOptions = {},
): Promise<Uint8Array> {
  const config = {
    encoding: 'base64',
    skipPreflight: options.skipPreflight,
    preflightCommitment: options.preflightCommitment,
    maxRetries: options.maxRetries,
    minContextSlot: options.minContextSlot,
  }
  let response: Response
  try {
    response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'sendTransaction',
        params: [getBase64Decoder().decode(wire), config],
      }),
    })
  } catch (error) {
    throw new Error(`could not reach ${rpcUrl}`, { cause: error })
  }
  const answer = (await response.json().catch(() => ({}))) as JsonRpcAnswer
  if (answer.error) throw new SolanaRpcError(answer.error)
  if (typeof answer.result !== 'string') {
    throw new Error(`${rpcUrl} answered sendTransaction with HTTP ${response.status}, no signature`)
  }
  const signature = getBase58Encoder().encode(answer.result)
  if (signature.length !== 64)
    throw new Error(`${rpcUrl} answered a signature that is not 64 bytes`)
  return new Uint8Array(signature)
}
