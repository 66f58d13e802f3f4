import { base64 } from '@scure/base'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { BitcoinError } from '../adapter/bitcoinErrors'
import { feature } from '../adapter/walletFeatures'

/**
 * Has the wallet sign `message` (UTF-8) with BIP-322 for the account, and checks the signature
 * with bip322-js before handing it on (base64, its usual form): a wallet that signed with another
 * key fails with BITCOIN_SIGNATURE_INVALID instead of giving the app a signature no verifier takes.
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
  const signature = signed ? base64.encode(signed.signature) : ''
  // bip322-js (and the bitcoinjs-lib it brings) is its own chunk: transfers do not load it.
  const { verifyBitcoinMessage } = await import('./verifyMessage')
  if (!verifyBitcoinMessage(account.address, message, signature)) {
    throw new BitcoinError('BITCOIN_SIGNATURE_INVALID', {
      details: `${wallet.name}'s signature does not verify for ${account.address}`,
    })
  }
  return signature
}
