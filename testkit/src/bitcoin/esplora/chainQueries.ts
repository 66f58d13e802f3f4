import { Buffer } from 'node:buffer'
import type { BcoinAddress, BcoinFullNode, BcoinTXMeta } from '../node/bcoinTypes'
import { loadBcoin } from '../node/loadBcoin'
import type {
  EsploraAddressStats,
  EsploraFeeEstimates,
  EsploraTxoStats,
  EsploraTxStatus,
  EsploraUtxo,
} from './esploraTypes'

/** Esplora's confirmation targets. */
// bcoin's fee estimator's MAX_BLOCK_CONFIRMS.
const BCOIN_MAX_TARGET = 15

const FEE_TARGETS = [...Array.from({ length: 25 }, (_, i) => i + 1), 144, 504, 1008]

/** A txid (displayed order) as bcoin's internal hash, or undefined when it is not one. */
export function internalHash(txid: string): string | undefined {
  if (!/^[0-9a-f]{64}$/i.test(txid)) return undefined
  return Buffer.from(txid, 'hex').reverse().toString('hex')
}

/** bcoin's address index key for an output script (P2PKH, P2SH, P2WPKH, P2WSH). */
export function indexedAddress(script: Uint8Array): BcoinAddress {
  const bcoin = loadBcoin()
  const address = bcoin.Address.fromScript(bcoin.Script.fromRaw(Buffer.from(script)))
  if (!address) throw new Error('no address for this script')
  return address
}

export async function statusAt(node: BcoinFullNode, height: number): Promise<EsploraTxStatus> {
  if (height < 0) return { confirmed: false }
  const entry = await node.chain.getEntry(height)
  if (!entry) return { confirmed: false }
  return {
    confirmed: true,
    block_height: height,
    block_hash: entry.rhash(),
    block_time: entry.time,
  }
}

export async function unspentOutputs(
  node: BcoinFullNode,
  script: Uint8Array,
): Promise<EsploraUtxo[]> {
  const coins = await node.getCoinsByAddress(indexedAddress(script))
  return Promise.all(
    coins.map(async (coin) => ({
      txid: coin.txid(),
      vout: coin.index,
      status: await statusAt(node, coin.height),
      value: coin.value,
    })),
  )
}

const emptyStats = (): EsploraTxoStats => ({
  funded_txo_count: 0,
  funded_txo_sum: 0,
  spent_txo_count: 0,
  spent_txo_sum: 0,
  tx_count: 0,
})

/** Funded and spent outputs of an address, split between the chain and the mempool. */
export async function addressStats(
  node: BcoinFullNode,
  address: string,
  script: Uint8Array,
): Promise<EsploraAddressStats> {
  const chain = emptyStats()
  const mempool = emptyStats()
  const metas: BcoinTXMeta[] = await node.getMetaByAddress(indexedAddress(script))
  const paysTo = (outputScript: { toRaw(): Uint8Array }) =>
    Buffer.from(outputScript.toRaw()).equals(Buffer.from(script))
  for (const meta of metas) {
    const stats = meta.height < 0 ? mempool : chain
    stats.tx_count += 1
    for (const output of meta.tx.outputs) {
      if (!paysTo(output.script)) continue
      stats.funded_txo_count += 1
      stats.funded_txo_sum += output.value
    }
    if (meta.tx.isCoinbase()) continue
    const view = await node.getMetaView(meta)
    for (const input of meta.tx.inputs) {
      const spent = view.getOutputFor(input)
      if (!spent || !paysTo(spent.script)) continue
      stats.spent_txo_count += 1
      stats.spent_txo_sum += spent.value
    }
  }
  return { address, chain_stats: chain, mempool_stats: mempool }
}

export async function transactionStatus(
  node: BcoinFullNode,
  txid: string,
): Promise<EsploraTxStatus | undefined> {
  const hash = internalHash(txid)
  const meta = hash ? await node.getMeta(hash) : null
  if (!meta) return undefined
  return statusAt(node, meta.height)
}

export async function transactionHex(
  node: BcoinFullNode,
  txid: string,
): Promise<string | undefined> {
  const hash = internalHash(txid)
  const meta = hash ? await node.getMeta(hash) : null
  return meta ? Buffer.from(meta.tx.toRaw()).toString('hex') : undefined
}

/**
 * The node's own estimates (sat/vB) where it has them; on a young chain it has none, and every
 * target gets the floor: the mempool's minimum relay fee (1 sat/vB) unless `floorSatsPerVbyte`
 * says more.
 */
export function feeEstimates(node: BcoinFullNode, floorSatsPerVbyte: number): EsploraFeeEstimates {
  const floor = Math.max(floorSatsPerVbyte, node.mempool.options.minRelay / 1000)
  const estimates: EsploraFeeEstimates = {}
  for (const target of FEE_TARGETS) {
    // bcoin tracks confirmations up to 15 blocks; longer targets take its 15-block estimate.
    const perKvB = node.fees.estimateFee(Math.min(target, BCOIN_MAX_TARGET), true)
    estimates[String(target)] = Math.max(floor, perKvB / 1000)
  }
  return estimates
}
