import { schnorr, secp256k1 } from '@noble/curves/secp256k1.js'
import { p2sh, p2tr, p2wpkh, WIF } from '@scure/btc-signer'
import { REGTEST_NETWORK } from '../bitcoin/regtestNetwork'
import type { BitcoinAddressPurpose } from './bitcoinFeatures'

/** The payment account's address type: native SegWit, or nested in P2SH as Xverse's is. */
export type BitcoinPaymentAddressType = 'p2wpkh' | 'p2sh-p2wpkh'

export interface BitcoinKeyAccount {
  purpose: BitcoinAddressPurpose
  addressType: BitcoinPaymentAddressType | 'p2tr'
  address: string
  /** What wallets show apps: the compressed key (33 bytes), or the x-only internal key for P2TR. */
  publicKey: Uint8Array
  /** The compressed public key, whatever the address type (legacy message signatures use it). */
  publicKeyCompressed: Uint8Array
  secretKey: Uint8Array
  /** The secret key as WIF on regtest (bip322-js takes keys so). */
  wif: string
}

/** A secret key's problem, or undefined when secp256k1 accepts it. */
export const secretKeyProblem = (bytes: Uint8Array): string | undefined =>
  secp256k1.utils.isValidSecretKey(bytes)
    ? undefined
    : 'a secret key is 32 bytes, from 1 to the curve order minus 1'

export function paymentAccount(
  secretKey: Uint8Array,
  addressType: BitcoinPaymentAddressType,
): BitcoinKeyAccount {
  const publicKey = secp256k1.getPublicKey(secretKey, true)
  const segwit = p2wpkh(publicKey, REGTEST_NETWORK)
  const address = addressType === 'p2wpkh' ? segwit.address : p2sh(segwit, REGTEST_NETWORK).address
  if (!address) throw new Error('no address for this key')
  const wif = WIF(REGTEST_NETWORK).encode(secretKey)
  return {
    purpose: 'payment',
    addressType,
    address,
    publicKey,
    publicKeyCompressed: publicKey,
    secretKey,
    wif,
  }
}

export function ordinalsAccount(secretKey: Uint8Array): BitcoinKeyAccount {
  const publicKey = schnorr.getPublicKey(secretKey)
  const { address } = p2tr(publicKey, undefined, REGTEST_NETWORK)
  if (!address) throw new Error('no address for this key')
  const wif = WIF(REGTEST_NETWORK).encode(secretKey)
  return {
    purpose: 'ordinals',
    addressType: 'p2tr',
    address,
    publicKey,
    publicKeyCompressed: secp256k1.getPublicKey(secretKey, true),
    secretKey,
    wif,
  }
}
