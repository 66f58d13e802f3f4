import { Buffer } from 'node:buffer'
import type { BcoinFullNode, BcoinTX } from '../node/bcoinTypes'
import type { TaprootOutputIndex } from '../taproot/taprootOutputIndex'
import { statusAt } from './chainQueries'
import type { EsploraAddressStats, EsploraTxoStats, EsploraUtxo } from './esploraTypes'

/** The Esplora answers for a Taproot address, from the chain's own index and the mempool. */
export interface TaprootQueries {
  unspentOutputs(script: Uint8Array): Promise<EsploraUtxo[]>
  addressStats(address: string, script: Uint8Array): EsploraAddressStats
}

const emptyStats = (): EsploraTxoStats => ({
  funded_txo_count: 0,
  funded_txo_sum: 0,
  spent_txo_count: 0,
  spent_txo_sum: 0,
  tx_count: 0,
})

export function createTaprootQueries(
  node: BcoinFullNode,
  index: TaprootOutputIndex,
): TaprootQueries {
  const mempoolTransactions = (): BcoinTX[] =>
    [...node.mempool.map.values()].map((entry) => entry.tx)
  const paysTo = (script: Uint8Array) => (output: { script: { toRaw(): Uint8Array } }) =>
    Buffer.from(output.script.toRaw()).equals(Buffer.from(script))

  return {
    async unspentOutputs(script) {
      const confirmed = index
        .outputsOf(script)
        .filter((output) => !output.spentBy && !node.mempool.isSpent(output.hash, output.vout))
      const utxos: EsploraUtxo[] = await Promise.all(
        confirmed.map(async (output) => ({
          txid: output.txid,
          vout: output.vout,
          status: await statusAt(node, output.height),
          value: output.value,
        })),
      )
      for (const tx of mempoolTransactions()) {
        tx.outputs.forEach((output, vout) => {
          if (!paysTo(script)(output) || node.mempool.isSpent(tx.hash('hex'), vout)) return
          utxos.push({ txid: tx.txid(), vout, status: { confirmed: false }, value: output.value })
        })
      }
      return utxos
    },

    addressStats(address, script) {
      const chain = emptyStats()
      const chainTxids = new Set<string>()
      const mine = new Map<string, number>() // outpoint → value, of this address
      for (const output of index.outputsOf(script)) {
        chain.funded_txo_count += 1
        chain.funded_txo_sum += output.value
        chainTxids.add(output.txid)
        mine.set(`${output.hash}:${output.vout}`, output.value)
        if (!output.spentBy) continue
        chain.spent_txo_count += 1
        chain.spent_txo_sum += output.value
        chainTxids.add(output.spentBy.txid)
      }
      chain.tx_count = chainTxids.size

      const mempool = emptyStats()
      const transactions = mempoolTransactions()
      for (const tx of transactions) {
        tx.outputs.forEach((output, vout) => {
          if (paysTo(script)(output)) mine.set(`${tx.hash('hex')}:${vout}`, output.value)
        })
      }
      for (const tx of transactions) {
        let touched = false
        for (const output of tx.outputs.filter(paysTo(script))) {
          mempool.funded_txo_count += 1
          mempool.funded_txo_sum += output.value
          touched = true
        }
        for (const input of tx.inputs) {
          const value = mine.get(`${input.prevout.hash}:${input.prevout.index}`)
          if (value === undefined) continue
          mempool.spent_txo_count += 1
          mempool.spent_txo_sum += value
          touched = true
        }
        if (touched) mempool.tx_count += 1
      }
      return { address, chain_stats: chain, mempool_stats: mempool }
    },
  }
}
