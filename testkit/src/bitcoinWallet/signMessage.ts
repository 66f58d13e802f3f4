import { Buffer } from 'node:buffer'
import { base64 } from '@scure/base'
import { p2pkh } from '@scure/btc-signer'
import { Signer } from 'bip322-js'
import { REGTEST_NETWORK } from '../bitcoin/regtestNetwork'
import type { BitcoinKeyAccount } from './bitcoinAccounts'

export type BitcoinMessageProtocol = 'bip322' | 'ecdsa'

/**
 * Signs a message as Bitcoin wallets do, with bip322-js: `bip322`, a BIP-322 simple signature for
 * the account's own address; `ecdsa`, a legacy BIP-137 signature with the compressed-P2PKH header,
 * which is what sats-connect wallets (Xverse, Unisat) return for any of their addresses and what
 * verifiers accept by recovering the key. Returns the signature's bytes (base64-decoded).
 */
export function signBitcoinMessage(
  account: BitcoinKeyAccount,
  message: Uint8Array,
  protocol: BitcoinMessageProtocol,
): Uint8Array {
  const legacyAddress = () => {
    const { address } = p2pkh(account.publicKeyCompressed, REGTEST_NETWORK)
    if (!address) throw new Error('no P2PKH address for this key')
    return address
  }
  const address = protocol === 'ecdsa' ? legacyAddress() : account.address
  return base64.decode(Signer.sign(account.wif, address, Buffer.from(message)))
}
