import { LatchError, type Network } from '@latch/core'
import { describeValue } from '@latch/core/plugin'

/** An unspent output as Esplora's `GET /address/:address/utxo` lists it. */
export interface EsploraUtxo {
  txid: string
  vout: number
  value: number
  status: { confirmed: boolean; block_height?: number }
}

/** A transaction's place in the chain (`GET /tx/:txid/status`). */
export interface EsploraTxStatus {
  confirmed: boolean
  block_height?: number
  block_hash?: string
}

/** The network's Esplora API (its first URL). */
export const esploraUrlOf = (network: Network): string =>
  (network.rpcUrls.default.http[0] ?? '').replace(/\/$/, '')

/** A GET of the API's JSON; fails with `failure` when it does not answer 2xx. */
async function get<T>(network: Network, path: string, fetchImpl: typeof fetch): Promise<T> {
  const url = `${esploraUrlOf(network)}${path}`
  const response = await fetchImpl(url)
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`)
  return (await response.json()) as T
}

export function fetchUtxos(
  network: Network,
  address: string,
  fetchImpl: typeof fetch = fetch,
): Promise<EsploraUtxo[]> {
  return get(network, `/address/${encodeURIComponent(address)}/utxo`, fetchImpl)
}

/**
 * The fee rate for the next block, in sats per virtual byte (whole, rounded up): Esplora's
 * estimate for the shortest target it gives.
 */
export async function fetchFeeRate(
  network: Network,
  fetchImpl: typeof fetch = fetch,
): Promise<bigint> {
  const estimates = await get<Record<string, unknown>>(network, '/fee-estimates', fetchImpl)
  const [, rate] =
    Object.entries(estimates)
      .filter((entry): entry is [string, number] => typeof entry[1] === 'number' && entry[1] > 0)
      .sort(([a], [b]) => Number(a) - Number(b))[0] ?? []
  if (rate === undefined) {
    throw new LatchError('TRANSACTION_REJECTED', {
      details: `no fee estimate from ${esploraUrlOf(network)}: ${describeValue(estimates)}`,
    })
  }
  return BigInt(Math.ceil(rate))
}

/** Posts a signed transaction (hex); the API's refusal comes back as `{ refused }` with its body. */
export async function postTransaction(
  network: Network,
  transactionHex: string,
  fetchImpl: typeof fetch = fetch,
): Promise<{ txid: string } | { refused: string }> {
  const response = await fetchImpl(`${esploraUrlOf(network)}/tx`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain' },
    body: transactionHex,
  })
  const body = (await response.text()).trim()
  return response.ok ? { txid: body } : { refused: `${response.status} ${body}` }
}

export async function fetchTxStatus(
  network: Network,
  txid: string,
  fetchImpl: typeof fetch = fetch,
): Promise<EsploraTxStatus | undefined> {
  const response = await fetchImpl(`${esploraUrlOf(network)}/tx/${txid}/status`)
  if (response.status === 404) return undefined
  if (!response.ok) throw new Error(`${response.status} ${await response.text()}`)
  return (await response.json()) as EsploraTxStatus
}
