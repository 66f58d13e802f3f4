import { base64 } from '@scure/base'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { BitcoinError } from '../adapter/bitcoinErrors'
import { feature } from '../adapter/walletFeatures'

/**
 * Has the wallet sign `message` (UTF-8) with BIP-322 for the account and hands the signature on
 * (base64, its usual form), as the other namespaces hand theirs. Whoever relies on it verifies it
 * (`@latch/bip122/verify`, on a server): bip322-js needs Node's `stream` and `Buffer`, which a
 * page bundled with a host's defaults does not have.
 */
export async function signMessage(
  wallet: Wallet,
  account: WalletAccount,
  message: string,
): Promise<string> {
  const sign = feature(wallet, 'bitcoin:signMessage')
  if (!sign) {
    throw new BitcoinError('BITCOIN_FEATURE_MISSING', {
      details: `${wallet.name} has no bitcoin:signMessage`,
    })
  }
  const [signed] = await sign.signMessage({
    account,
    message: new TextEncoder().encode(message),
    protocol: 'bip322',
  })
  if (!signed?.signature.length) {
    throw new BitcoinError('BITCOIN_SIGNATURE_MISSING', {
      details: `${wallet.name} answered bitcoin:signMessage without a signature`,
    })
  }
  return base64.encode(signed.signature)
}
