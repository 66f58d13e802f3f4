/** Esplora's (Blockstream's and mempool.space's) JSON shapes, the part this API serves. */

export type EsploraTxStatus =
  | { confirmed: false }
  | { confirmed: true; block_height: number; block_hash: string; block_time: number }

export interface EsploraUtxo {
  txid: string
  vout: number
  status: EsploraTxStatus
  /** Satoshis. */
  value: number
}

export interface EsploraTxoStats {
  funded_txo_count: number
  funded_txo_sum: number
  spent_txo_count: number
  spent_txo_sum: number
  tx_count: number
}

export interface EsploraAddressStats {
  address: string
  chain_stats: EsploraTxoStats
  mempool_stats: EsploraTxoStats
}

/** Confirmation target in blocks → sat/vB. */
export type EsploraFeeEstimates = Record<string, number>
