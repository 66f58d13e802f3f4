import type { IdentifierString, Wallet, WalletAccount } from '@wallet-standard/base'
import type { BitcoinAddressPurpose } from '../accounts/bitcoinAccounts'

type OnChange = (
  event: 'change',
  listener: (change: { accounts?: readonly WalletAccount[] }) => void,
) => () => void

/**
 * The features the adapter calls: the Wallet Standard's (connect, disconnect, events) and its
 * Bitcoin ones (Exodus's bitcoin-wallet-standard, as Exodus, MetaMask and Trust implement them;
 * its npm packages are outdated, so the shapes are declared here).
 */
export interface BitcoinWalletFeatures {
  'bitcoin:connect': {
    connect(input?: {
      purposes?: readonly BitcoinAddressPurpose[]
    }): Promise<{ accounts: readonly WalletAccount[] }>
  }
  'bitcoin:signMessage': {
    signMessage(
      ...inputs: { account: WalletAccount; message: Uint8Array; protocol?: 'bip322' | 'ecdsa' }[]
    ): Promise<readonly { signature: Uint8Array }[]>
  }
  'bitcoin:signTransaction': {
    signTransaction(
      ...inputs: {
        psbt: Uint8Array
        inputsToSign: { account: WalletAccount; signingIndexes: number[] }[]
        chain?: IdentifierString
      }[]
    ): Promise<readonly { signedPsbt: Uint8Array }[]>
  }
  'bitcoin:events': { on: OnChange }
  'standard:events': { on: OnChange }
  'standard:connect': {
    connect(input?: { silent?: boolean }): Promise<{ accounts: readonly WalletAccount[] }>
  }
  'standard:disconnect': { disconnect(): Promise<void> }
}

/** One of a wallet's features, when it has it. */
export const feature = <K extends keyof BitcoinWalletFeatures>(wallet: Wallet, name: K) =>
  (wallet.features as Partial<BitcoinWalletFeatures>)[name]
