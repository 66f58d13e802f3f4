import type { Account } from '@latch/core'
import type { WalletAccount } from '@wallet-standard/base'
import bs58 from 'bs58'

/** Wallet Standard accounts as the core's: base58 address, public key in base58. */
export const toAccounts = (accounts: readonly WalletAccount[]): Account[] =>
  accounts.map((account) => ({
    namespace: 'solana',
    address: account.address,
    type: 'eoa',
    publicKey: bs58.encode(Uint8Array.from(account.publicKey)),
  }))
