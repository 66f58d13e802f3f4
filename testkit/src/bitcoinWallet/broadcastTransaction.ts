/** A broadcast the chain's API refused: its status and body (the node's reason). */
export class BitcoinBroadcastError extends Error {
  override readonly name = 'BitcoinBroadcastError'

  constructor(
    readonly status: number,
    readonly body: string,
  ) {
    super(`broadcast refused (${status}): ${body}`)
  }
}

/** Posts a raw transaction to an Esplora API (`POST /tx`); resolves to its txid. */
export async function broadcastTransaction(esploraUrl: string, hex: string): Promise<string> {
  const response = await fetch(`${esploraUrl.replace(/\/$/, '')}/tx`, { method: 'POST', body: hex })
  const body = await response.text()
  if (!response.ok) throw new BitcoinBroadcastError(response.status, body)
  return body.trim()
}
