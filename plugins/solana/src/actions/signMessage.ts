/**
 * A message signed by the wallet, alone in its chunk: it needs neither web3.js nor spl-token, so a
 * returning visitor's first signature does not wait for them (reload → signed, issue 35).
 */
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import bs58 from 'bs58'
import { feature, mapped, unsupported } from './walletFeatures'

/** The wallet's ed25519 signature of `message` (UTF-8), base58. */
export const signMessage = (wallet: Wallet, account: WalletAccount, message: string) =>
  mapped(async () => {
    const signer = feature(wallet, 'solana:signMessage')
    if (!signer) throw unsupported(wallet, 'sign messages')
    const [signed] = await signer.signMessage({
      account,
      message: new TextEncoder().encode(message),
    })
    if (!signed) throw new Error(`${wallet.name} returned no signature`)
    return bs58.encode(signed.signature)
  })
