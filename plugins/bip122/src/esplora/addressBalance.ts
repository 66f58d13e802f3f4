import { LatchError } from '@latch/core'
import { type Balance, describeValue } from '@latch/core/plugin'

/** The part of Esplora's `GET /address/:address` a balance needs. */
interface EsploraTxoStats {
  funded_txo_sum: number
  spent_txo_sum: number
}

const isStats = (value: unknown): value is EsploraTxoStats =>
  typeof (value as EsploraTxoStats | null)?.funded_txo_sum === 'number' &&
  typeof (value as EsploraTxoStats | null)?.spent_txo_sum === 'number'

/**
 * An address's balance in sats, from its unspent outputs as Esplora sums them: funded minus spent,
 * on chain and in the mempool (what wallets show; an unconfirmed payment counts at once).
 * Fails with 'Token Balance Unavailable' when the API does not answer with those sums.
 *
 * @example
 * await fetchAddressBalance(network.rpcUrls.default.http[0], 'bc1q…') // { value: 150000n, decimals: 8, symbol: 'BTC' }
 */
export async function fetchAddressBalance(
  esploraUrl: string,
  address: string,
  fetchImpl: typeof fetch = fetch,
): Promise<Balance> {
  const url = `${esploraUrl.replace(/\/$/, '')}/address/${encodeURIComponent(address)}`
  let body: unknown
  try {
    const response = await fetchImpl(url)
    if (!response.ok) throw new Error(`${response.status} ${await response.text()}`)
    body = await response.json()
  } catch (error) {
    throw new LatchError('TOKEN_BALANCE_UNAVAILABLE', {
      details: `${url}: ${error instanceof Error ? error.message : describeValue(error)}`,
    })
  }
  const { chain_stats: chain, mempool_stats: mempool } = (body ?? {}) as Record<string, unknown>
  if (!isStats(chain) || !isStats(mempool)) {
    throw new LatchError('TOKEN_BALANCE_UNAVAILABLE', {
      details: `${url}: not an Esplora address answer: ${describeValue(body)}`,
    })
  }
  const sats =
    BigInt(chain.funded_txo_sum) -
    BigInt(chain.spent_txo_sum) +
    BigInt(mempool.funded_txo_sum) -
    BigInt(mempool.spent_txo_sum)
  return { value: sats, decimals: 8, symbol: 'BTC' }
}
