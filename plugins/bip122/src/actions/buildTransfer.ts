import { LatchError, type Network } from '@latch/core'
import type { TransactionRequest } from '@latch/core/plugin'
import { hex } from '@scure/base'
import { p2wpkh, selectUTXO, type Transaction } from '@scure/btc-signer'
import { assertBitcoinAddress, bitcoinAddressParameters } from '../address/bitcoinAddress'
import { fetchFeeRate, fetchUtxos } from '../esplora/esploraClient'

/** A transfer ready for the wallet: the unsigned transaction, its fee and virtual size. */
export interface BitcoinTransfer {
  tx: Transaction
  /** In sats. */
  fee: bigint
  /** Virtual bytes (weight / 4, rounded up): what the fee rate is paid on. */
  vsize: bigint
  feeRate: bigint
}

/**
 * Builds a payment of `value` sats from `from` to `to` with btc-signer's coin selection over the
 * sender's unspent outputs, at the chain's fee rate for the next block; change goes back to
 * `from`. The sender's `publicKey` (hex) is needed for a nested SegWit address (its redeem script)
 * and for Taproot (its internal key). Fails with INSUFFICIENT_FUNDS when the outputs do not cover
 * value and fee.
 */
export async function buildTransfer(
  network: Network,
  transaction: TransactionRequest,
  publicKey?: string,
  fetchImpl: typeof fetch = fetch,
): Promise<BitcoinTransfer> {
  const { from, to, value } = transaction
  if (transaction.token !== undefined || transaction.data !== undefined) {
    throw new LatchError('TRANSACTION_REJECTED', {
      details: 'A Bitcoin transfer sends sats only: no token, no data',
    })
  }
  if (typeof value !== 'bigint' || value <= 0n) {
    throw new LatchError('TRANSACTION_REJECTED', { details: 'value: a positive amount of sats' })
  }
  assertBitcoinAddress(to, network.caipNetworkId)
  const sender = assertBitcoinAddress(from, network.caipNetworkId)
  const key = publicKey ? hex.decode(publicKey) : undefined
  const spending = (() => {
    if (sender.type === 'p2wpkh') return {}
    if (sender.type === 'p2sh' && key?.length === 33) return { redeemScript: p2wpkh(key).script }
    if (sender.type === 'p2tr' && key?.length === 32) return { tapInternalKey: key }
    throw new LatchError('TRANSACTION_REJECTED', {
      details: `Latch sends from P2WPKH, P2SH-P2WPKH and P2TR accounts, not ${sender.type} ${from}`,
    })
  })()
  const [utxos, feeRate] = await Promise.all([
    fetchUtxos(network, from, fetchImpl),
    fetchFeeRate(network, fetchImpl),
  ])
  const selected = selectUTXO(
    utxos.map((utxo) => ({
      txid: hex.decode(utxo.txid),
      index: utxo.vout,
      witnessUtxo: { script: sender.script, amount: BigInt(utxo.value) },
      ...spending,
    })),
    [{ address: to, amount: value }],
    'default',
    {
      feePerByte: feeRate,
      changeAddress: from,
      network: bitcoinAddressParameters(network.caipNetworkId),
      createTx: true,
    },
  )
  if (!selected?.tx) {
    const balance = utxos.reduce((sum, utxo) => sum + BigInt(utxo.value), 0n)
    throw new LatchError('INSUFFICIENT_FUNDS', {
      details: `${from} holds ${balance} sats, sending ${value} at ${feeRate} sat/vB`,
    })
  }
  const vsize = BigInt(Math.ceil(selected.weight / 4))
  return { tx: selected.tx, fee: selected.fee ?? vsize * feeRate, vsize, feeRate }
}
