import { ed25519 } from '@noble/curves/ed25519.js'
import { getBase58Decoder } from '@solana/kit'

/** A held account: its address and a way to sign with its key, which never leaves it. */
export interface SolanaSigner {
  /** Base58 public key. */
  readonly address: string
  readonly publicKey: Uint8Array
  /** The 64-byte ed25519 signature of `message`. */
  sign(message: Uint8Array): Uint8Array
}

/** Why `secretKey` is not a Solana secret key, or undefined when it is one. */
export function secretKeyProblem(secretKey: Uint8Array): string | undefined {
  if (secretKey.length !== 64) {
    return `a secret key is 64 bytes (the 32-byte seed, then the public key), got ${secretKey.length}`
  }
  const derived = ed25519.getPublicKey(secretKey.subarray(0, 32))
  // A mismatch means a corrupt or mis-assembled key: signatures would not verify for its address.
  if (derived.some((byte, index) => byte !== secretKey[32 + index])) {
    return 'the last 32 bytes of the secret key are not the public key of its first 32'
  }
  return undefined
}

/**
 * The signer for a 64-byte secret key (seed then public key: web3.js `Keypair.secretKey`, a
 * `solana-keygen` file, `validator.accounts[i].secretKey`). Check it with `secretKeyProblem` first.
 */
export function solanaSigner(secretKey: Uint8Array): SolanaSigner {
  const seed = secretKey.slice(0, 32)
  const publicKey = secretKey.slice(32)
  return {
    address: getBase58Decoder().decode(publicKey),
    publicKey,
    sign: (message) => ed25519.sign(message, seed),
  }
}
