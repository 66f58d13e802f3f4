import type { ChainAdapter } from '@latch/core/plugin'
import { hex } from '@scure/base'
import type { BitcoinAdapterState } from '../adapter/bitcoinAdapterState'
import { type BitcoinTransfer, buildTransfer } from './buildTransfer'

/**
 * The transfer an estimate is about, built as the send would build it: with the public key of
 * the connected wallet's account that sends it, when the wallet gave one (an input's size
 * depends on its script).
 */
export function estimatedTransfer(
  { sessions, wallets }: BitcoinAdapterState,
  { network, transaction }: Parameters<ChainAdapter['estimateFee']>[0],
): Promise<BitcoinTransfer> {
  const account = [...sessions.keys()]
    .flatMap((id) => wallets.provider(id)?.accounts ?? [])
    .find((a) => a.address === transaction.from)
  const publicKey = account?.publicKey.length
    ? hex.encode(Uint8Array.from(account.publicKey))
    : undefined
  return buildTransfer(network, transaction, publicKey)
}
