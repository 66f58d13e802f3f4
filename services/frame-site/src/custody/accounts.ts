import { ed25519 } from '@noble/curves/ed25519.js'
import { base58 } from '@scure/base'
import { HDKey } from '@scure/bip32'
import { mnemonicToSeedSync } from '@scure/bip39'
import { HDKey as Slip10Key } from 'micro-key-producer/slip10.js'
import { type Address, bytesToHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { mnemonicOf } from './secret'

/** BIP-44 path of the EVM account (secp256k1, BIP-32): the first MetaMask-style account. */
export const EVM_PATH = "m/44'/60'/0'/0/0"
/** BIP-44 path of the Solana account (ed25519, SLIP-10, all hardened): Phantom's first account. */
export const SOLANA_PATH = "m/44'/501'/0'/0'"

/** The public side of the wallet: what the frame may tell the host page. */
export interface Accounts {
  /** The EVM account; `address` is EIP-55 checksummed. */
  readonly evm: { readonly address: Address }
  /** The Solana account: its 32-byte ed25519 public key, and that key in base58, its address. */
  readonly solana: { readonly publicKey: Uint8Array; readonly address: string }
}

/** The private keys; only the custody modules hold these, and they zero them when done. */
export interface AccountKeys {
  /** 32-byte secp256k1 private key at {@link EVM_PATH}. */
  readonly evmPrivateKey: Uint8Array
  /** 32-byte ed25519 seed (private key) at {@link SOLANA_PATH}. */
  readonly solanaSeed: Uint8Array
}

/** The wallet's public accounts, derived from its 32-byte entropy. */
export function deriveAccounts(entropy: Uint8Array): Accounts {
  const keys = deriveKeys(entropy)
  try {
    return {
      evm: { address: evmAddressOf(keys.evmPrivateKey) },
      solana: solanaAccount(ed25519.getPublicKey(keys.solanaSeed)),
    }
  } finally {
    wipeKeys(keys)
  }
}

/**
 * The wallet's private keys: seed = BIP-39 seed of the entropy's phrase (no passphrase), then
 * {@link deriveKeysFromSeed}. The caller owns the result and should {@link wipeKeys} it.
 */
export function deriveKeys(entropy: Uint8Array): AccountKeys {
  const seed = mnemonicToSeedSync(mnemonicOf(entropy))
  try {
    return deriveKeysFromSeed(seed)
  } finally {
    seed.fill(0)
  }
}

/**
 * The private keys at {@link EVM_PATH} and {@link SOLANA_PATH} of a BIP-39 seed. The results are
 * fresh copies; the derivation nodes' own copies are wiped (best effort: intermediate nodes the
 * libraries create along the path are left to the garbage collector).
 */
export function deriveKeysFromSeed(seed: Uint8Array): AccountKeys {
  const root = HDKey.fromMasterSeed(seed)
  const evmNode = root.derive(EVM_PATH)
  const evmPrivateKey = Uint8Array.from(evmNode.privateKey!)
  evmNode.wipePrivateData()
  root.wipePrivateData()

  const solanaNode = Slip10Key.fromMasterSeed(seed).derive(SOLANA_PATH)
  const solanaSeed = Uint8Array.from(solanaNode.privateKey)
  solanaNode.privateKey.fill(0)
  return { evmPrivateKey, solanaSeed }
}

/** The checksummed EVM address of a secp256k1 private key. */
export function evmAddressOf(privateKey: Uint8Array): Address {
  return privateKeyToAccount(bytesToHex(privateKey)).address
}

/**
 * Zeroes the key bytes. JavaScript gives no guarantee that no other copy exists (the engine may
 * have moved or copied the buffer, and viem holds keys as hex strings, which cannot be erased), so
 * this only shortens how long the bytes we own stay readable in memory: best effort.
 */
export function wipeKeys(keys: AccountKeys): void {
  keys.evmPrivateKey.fill(0)
  keys.solanaSeed.fill(0)
}

const solanaAccount = (publicKey: Uint8Array) => ({ publicKey, address: base58.encode(publicKey) })
