import type { IdentifierString, WalletAccount } from '@wallet-standard/base'
import type { StandardEventsOnMethod } from '@wallet-standard/features'

/**
 * The Bitcoin features of the Wallet Standard as Exodus's bitcoin-wallet-standard defines them and
 * wallets (Exodus, MetaMask, Trust) and AppKit's bip122 adapter use them. Its npm packages are
 * outdated (0.0.1 has `bitcoin:connect` only), so the shapes are declared here.
 */
export const BitcoinConnect = 'bitcoin:connect'
export const BitcoinSignMessage = 'bitcoin:signMessage'
export const BitcoinSignTransaction = 'bitcoin:signTransaction'
export const BitcoinSignAndSendTransaction = 'bitcoin:signAndSendTransaction'
export const BitcoinEvents = 'bitcoin:events'

/** `payment`: the account that pays (P2WPKH here); `ordinals`: the one holding inscriptions (P2TR). */
export type BitcoinAddressPurpose = 'payment' | 'ordinals'

export interface BitcoinConnectInput {
  /** Default both, payment first. */
  readonly purposes?: readonly BitcoinAddressPurpose[]
}

export interface BitcoinConnectOutput {
  /** One per purpose asked, in the order asked. */
  readonly accounts: readonly WalletAccount[]
}

export interface BitcoinSignMessageInput {
  readonly account: WalletAccount
  readonly message: Uint8Array
  /**
   * `bip322` (default): a BIP-322 simple signature; `ecdsa`: a legacy (BIP-137) signature, as
   * sats-connect wallets give when asked. An extension of the standard's input, as Xverse's.
   */
  readonly protocol?: 'bip322' | 'ecdsa'
}

export interface BitcoinSignMessageOutput {
  readonly signedMessage: Uint8Array
  /** The signature's bytes (its usual form is their base64). */
  readonly signature: Uint8Array
}

/** A sighash type by name, or its number. */
export type BitcoinSigHash =
  | 'ALL'
  | 'NONE'
  | 'SINGLE'
  | 'ALL|ANYONECANPAY'
  | 'NONE|ANYONECANPAY'
  | 'SINGLE|ANYONECANPAY'
  | number

export interface BitcoinInputToSign {
  readonly account: WalletAccount
  readonly signingIndexes: readonly number[]
  readonly sigHash?: BitcoinSigHash
}

export interface BitcoinSignTransactionInput {
  /** A BIP-174 PSBT. */
  readonly psbt: Uint8Array
  readonly inputsToSign: readonly BitcoinInputToSign[]
  readonly chain?: IdentifierString
}

export interface BitcoinSignTransactionOutput {
  /** The PSBT with the signatures added, not finalised. */
  readonly signedPsbt: Uint8Array
}

export interface BitcoinSignAndSendTransactionInput extends BitcoinSignTransactionInput {
  readonly chain: IdentifierString
}

export interface BitcoinSignAndSendTransactionOutput {
  readonly txid: string
}

export type BitcoinConnectFeature = {
  readonly [BitcoinConnect]: {
    readonly version: '1.0.0'
    readonly connect: (input?: BitcoinConnectInput) => Promise<BitcoinConnectOutput>
  }
}

export type BitcoinSignMessageFeature = {
  readonly [BitcoinSignMessage]: {
    readonly version: '1.0.0'
    readonly signMessage: (
      ...inputs: readonly BitcoinSignMessageInput[]
    ) => Promise<readonly BitcoinSignMessageOutput[]>
  }
}

export type BitcoinSignTransactionFeature = {
  readonly [BitcoinSignTransaction]: {
    readonly version: '1.0.0'
    readonly signTransaction: (
      ...inputs: readonly BitcoinSignTransactionInput[]
    ) => Promise<readonly BitcoinSignTransactionOutput[]>
  }
}

export type BitcoinSignAndSendTransactionFeature = {
  readonly [BitcoinSignAndSendTransaction]: {
    readonly version: '1.0.0'
    readonly signAndSendTransaction: (
      ...inputs: readonly BitcoinSignAndSendTransactionInput[]
    ) => Promise<readonly BitcoinSignAndSendTransactionOutput[]>
  }
}

/** `standard:events` under the name some Bitcoin wallets (and the dapps written for them) use. */
export type BitcoinEventsFeature = {
  readonly [BitcoinEvents]: { readonly version: '1.0.0'; readonly on: StandardEventsOnMethod }
}
