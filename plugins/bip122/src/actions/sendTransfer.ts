import type { Network } from '@latch/core'
import type { TransactionRequest } from '@latch/core/plugin'
import { hex } from '@scure/base'
import { Transaction } from '@scure/btc-signer'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { BitcoinError } from '../adapter/bitcoinErrors'
import { walletChainOf } from '../adapter/walletChain'
import { feature } from '../adapter/walletFeatures'
import { postTransaction } from '../esplora/esploraClient'
import { buildTransfer } from './buildTransfer'

/**
 * Sends `value` sats: the PSBT built from the sender's outputs, signed by the wallet
 * (`bitcoin:signTransaction`, every input), finalised here and broadcast to the network's Esplora
 * API. Returns the transaction id; the chain's refusal is BITCOIN_BROADCAST_REFUSED with its reason.
 */
export async function sendTransfer(
  wallet: Wallet,
  account: WalletAccount,
  network: Network,
  transaction: TransactionRequest,
): Promise<string> {
  const signTransaction = feature(wallet, 'bitcoin:signTransaction')
  if (!signTransaction) {
    throw new BitcoinError('BITCOIN_FEATURE_MISSING', {
      details: `${wallet.name} has no bitcoin:signTransaction`,
    })
  }
  const publicKey =
    account.publicKey.length > 0 ? hex.encode(Uint8Array.from(account.publicKey)) : undefined
  const { tx } = await buildTransfer(network, transaction, publicKey)
  const [signed] = await signTransaction.signTransaction({
    psbt: tx.toPSBT(),
    inputsToSign: [
      { account, signingIndexes: Array.from({ length: tx.inputsLength }, (_, i) => i) },
    ],
    chain: walletChainOf(network),
  })
  if (!signed) throw new BitcoinError('BITCOIN_FEATURE_MISSING', { details: 'no signed PSBT' })
  const final = Transaction.fromPSBT(signed.signedPsbt)
  final.finalize()
  const posted = await postTransaction(network, final.hex)
  if ('refused' in posted) {
    throw new BitcoinError('BITCOIN_BROADCAST_REFUSED', { details: posted.refused })
  }
  return posted.txid
}
